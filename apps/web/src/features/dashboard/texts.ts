export const DASHBOARD_TEXTS = {
  title: 'Dashboard',
  overview: (partner: string) => `Overview of ${partner}`,
  cards: {
    total_kiosks: 'Total Kiosks',
    total_routers: 'Total Routers',
    total_smes: 'Total SMEs',
    total_micro_franchisees: 'M.Franchisees',
    offline_boxes: 'Offline boxes',
  },
  /** Non-200 from general analytics (spec part 1 §8). */
  fetchFailed: 'Could not fetch micro franchisee analytics',
  retry: 'Try again',
  charts: {
    todayVsYesterday: 'Analytics For Today Compared To Yesterday',
    yesterday: (value: string) => `Yesterday: ${value}`,
    serviceDistribution: 'Service Distribution',
  },
} as const;
