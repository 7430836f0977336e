import { z } from 'zod/mini';
import { ZIdParamSchema, ZPageQuerySchema, dateField, paginated } from './common';

/** Guests' ratings of a partner's Wi-Fi, and their analytics (part 2 §2 Feedback, §3 Rating, §7, §9). */

/** The Feedback view's default range (part 2 §9): the last 30 days, today included. */
export const RATING_DEFAULT_DAYS = 30;
/** The longest range a rating call reads (the Home page's longest range is 5 years). */
export const RATING_MAX_RANGE_DAYS = 5 * 366;
/** Ranges up to this many days are charted per day, longer ones per month. */
export const RATING_DAILY_BUCKETS_MAX_DAYS = 92;
export const RATING_COMMENT_MAX = 500;

export const RATING_TEXTS = {
  ratingInvalid: 'A rating is a whole number of stars from 1 to 5.',
  commentTooLong: `Ensure this field has no more than ${RATING_COMMENT_MAX} characters.`,
  rangeReversed: 'The end date should be greater than the start date',
  rangeTooLong: 'The date range may span at most 5 years.',
} as const;

export const ZRatingSchema = z.object({
  rating: z.int(),
  comment: z.string(),
  created: z.string(),
});
export type TRating = z.infer<typeof ZRatingSchema>;
export const ZRatingPageSchema = paginated(ZRatingSchema);

const rangeShape = {
  start_date: z.optional(dateField()),
  end_date: z.optional(dateField()),
};
/** GET /v1/rating/?partner_id=&start_date=&end_date= (YYYY-MM-DD, both days included). */
export const ZRatingListQuerySchema = z.object({
  partner_id: z.optional(ZIdParamSchema),
  ...rangeShape,
  ...ZPageQuerySchema.shape,
});
/** GET /v1/rating/analytics/?partner=&start_date=&end_date=. */
export const ZRatingAnalyticsQuerySchema = z.object({
  partner: z.optional(ZIdParamSchema),
  ...rangeShape,
});

const ZSeriesSchema = z.object({ labels: z.array(z.string()), data: z.array(z.number()) });
export const ZRatingAnalyticsSchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
  total_ratings: z.int(),
  /** Mean stars over the range, 2 decimals; 0 when there are no ratings. */
  overall_average_rating: z.number(),
  /** Labels '1' to '5'; data the count of each. */
  distribution_of_ratings: ZSeriesSchema,
  /** Mean stars per day (per month on long ranges); 0 where none was given. */
  trends_over_time: ZSeriesSchema,
  /** Ratings per day (per month on long ranges). */
  feedback_frequency: ZSeriesSchema,
});
export type TRatingAnalytics = z.infer<typeof ZRatingAnalyticsSchema>;
