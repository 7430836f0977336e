import { analyticsTabAllowed } from '@ared/contract/analytics';
import type { TAssistantResult } from '@ared/contract/assistant';
import { resolveBoxes, revenue, routerAnalytics, wifiAnalytics } from '../../analytics';
import { loadPartnerAccess } from '../../../plugins/auth/caller';
import { countOfflineBoxes } from '../../routers';
import { PAGE } from './links';
import type { ReadTool, ToolContext } from './types';
import {
  RANGE_LABEL,
  RANGE_PARAMETERS,
  type RangeArgs,
  ZRangeArgs,
  nowWindow,
  pageRangeOf,
  windowOf,
} from './window';

/** The Wi-Fi page's summary of every box for the range (the same call as POST analytics/wifianalytics/). */
export async function wifiSummaryOf(ctx: ToolContext, args: RangeArgs) {
  const db = ctx.deps.database.db;
  const partnerId = ctx.caller.partnerId;
  const range = pageRangeOf(ctx, args.range);
  const boxes = await resolveBoxes(db, partnerId, {});
  const { results } = await wifiAnalytics(db, { partnerId, boxes, now: ctx.now, timeZone: ctx.timeZone });
  return { range, summary: results[range.range] };
}

/** The boxes as the Dashboard counts them: online now, and offline (deployed and silent; its link's list). */
export async function boxCounts(ctx: ToolContext): Promise<TAssistantResult> {
  const db = ctx.deps.database.db;
  const [counts, offline] = await Promise.all([
    routerAnalytics(db, ctx.caller.partnerId),
    countOfflineBoxes(db, ctx.caller.partnerId),
  ]);
  return {
    title: 'Boxes now',
    rows: [{ boxes: counts.total_routers, online: counts.active_routers, offline }],
    window: nowWindow(ctx),
    link: PAGE.offlineBoxes,
  };
}

/**
 * The summary of a range (the quick replies' 'today', '7days', '30days'): vouchers created and used and
 * guests (Analytics, Routers tab), revenue (Revenue Insights, when the plan shows that tab), and the boxes.
 */
export const summaryTool: ReadTool<RangeArgs> = {
  kind: 'read',
  name: 'summary',
  description:
    "Summary of the partner's network for a period: vouchers generated and used, guests, revenue, boxes online and offline.",
  parameters: RANGE_PARAMETERS,
  args: ZRangeArgs,
  plan: 'routers',
  async run(ctx, args) {
    const db = ctx.deps.database.db;
    const { range, summary } = await wifiSummaryOf(ctx, args);
    const window = windowOf(ctx, range);
    const results: TAssistantResult[] = [
      {
        title: `Vouchers and guests, ${RANGE_LABEL[args.range]}`,
        rows: [
          {
            'vouchers generated': summary.totals_generated,
            'vouchers used': summary.finished_partner_vouchers + summary.unfinished_partner_voucher,
            'vouchers never used': summary.users_not_access_system,
            'guests connected now': summary.currently_connected,
            'guest devices': summary.total_device,
          },
        ],
        window,
        link: PAGE.wifi,
      },
    ];
    const access = await loadPartnerAccess(ctx.deps.database, ctx.caller.partnerId);
    if (analyticsTabAllowed(access?.plan, 'revenue-insights')) {
      const money = await revenue(db, ctx.caller.partnerId, range);
      results.push({
        title: `Revenue, ${RANGE_LABEL[args.range]}`,
        rows: [
          {
            received: money.total_revenue,
            'bill payments': money.bill_payments,
            'portal purchases': money.purchases,
            reversals: money.reversals,
            'billed and unpaid': money.outstanding,
            currency: money.currency,
          },
        ],
        window,
        link: PAGE.revenue,
      });
    }
    results.push(await boxCounts(ctx));
    return results;
  },
};
