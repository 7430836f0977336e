import { z } from 'zod';

/** GET partners/{id}/general-analytics/: the home dashboard cards, counted in the database. */
export const ZGeneralAnalyticsSchema = z.object({
  total_micro_franchisees: z.number().int(),
  total_kiosks: z.number().int(),
  total_smes: z.number().int(),
  total_routers: z.number().int(),
});
export type TGeneralAnalytics = z.infer<typeof ZGeneralAnalyticsSchema>;
