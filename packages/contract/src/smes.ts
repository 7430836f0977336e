import { z } from 'zod';
import { paginated } from './common';

/** The short form of an SME used by pickers (assign routers, realms). The SME issue adds the full record. */
export const ZSmeSummarySchema = z.object({ id: z.number().int(), name: z.string(), unique_id: z.string() });
export const ZSmeSummaryPageSchema = paginated(ZSmeSummarySchema);
export type TSmeSummary = z.infer<typeof ZSmeSummarySchema>;
