/** The Analytics page's words (part 2 §2 "Analytics page", Feedback; §9). */
export const ANALYTICS_TEXTS = {
  title: 'Analytics',
  description: 'How your boxes, guests and content are doing.',
  tabs: {
    microfranchise: 'Micro Franchisee',
    routers: 'Routers',
    'revenue-insights': 'Revenue Insights',
    advertviews: 'Advert Views',
    sms: 'SMS Insights',
    'feedback-analytics': 'Feedback',
    'survey-analytics': 'Survey Analytics',
    'queueing-system': 'Queueing System',
  },
  laterBody:
    'This tab of the Analytics page is built in a later release; the tab, its address and who may see it already work.',
  feedback: {
    range: 'Date range',
    ranges: {
      today: 'Today',
      7: 'Last 7 days',
      30: 'Last 30 days',
      90: 'Last 90 days',
      180: 'Last 180 days',
      365: 'Last 365 days',
    },
    average: 'Overall Average Rating',
    total: 'Total Ratings',
    distribution: 'Distribution of Ratings',
    trends: 'Trends Over Time',
    frequency: 'Feedback Frequency',
    period: 'Period',
    averageStars: 'Average rating',
    ratingsCount: 'Ratings',
    table: 'Ratings',
    columns: { rating: 'Rating', comment: 'Comment', created: 'Created At' },
    noData: 'No data available',
    loadFailed: 'Could not load the ratings',
    retry: 'Retry',
  },
} as const;

/** '4 of 5 stars': what a screen reader says for a row's stars. */
export const starsLabel = (stars: number) => `${stars} of 5 stars`;
