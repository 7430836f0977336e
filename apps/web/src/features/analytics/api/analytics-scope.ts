import type { TAnalyticsRange } from '@ared/contract/analytics-fields';
import type { TAnalyticsBoxesBody } from '@ared/contract/analytics';

/** What the page's global controls chose: the partner, one box (its serial) or All Boxes (null), the range. */
export type AnalyticsScope = { partnerId: number; box: string | null; range: TAnalyticsRange };

/**
 * The POST calls' body: one box, or the partner alone for All Boxes (the contract reads "neither" as every
 * box of the partner, so a partner with more boxes than the selector lists is still counted whole).
 */
export const boxesBody = ({ partnerId, box }: AnalyticsScope): TAnalyticsBoxesBody =>
  box ? { partner: partnerId, router_serial_number: box } : { partner: partnerId };

/** The GET calls' query: range, partner and the box when one is chosen. */
export const boxesQuery = ({ partnerId, box, range }: AnalyticsScope) => ({
  time_range: range,
  partner: partnerId,
  router: box ?? undefined,
});
