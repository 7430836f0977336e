import { ANALYTICS_TABS, analyticsTabAllowed, type TAnalyticsTab } from '@ared/contract/analytics-fields';
import type { TPartnerPlan } from '@ared/contract/plans';

export type AnalyticsTab = TAnalyticsTab;

export const DEFAULT_ANALYTICS_TAB: AnalyticsTab = 'routers';

/** The tabs the plan shows (part 2 §2), in the spec's order; without a known plan, all of them. */
export const visibleAnalyticsTabs = (plan: TPartnerPlan | null | undefined): readonly AnalyticsTab[] =>
  ANALYTICS_TABS.filter((t) => analyticsTabAllowed(plan, t));

/**
 * The tab to show for `?tab=`: none means the default (routers) when the plan has it; an unknown tab or one
 * the plan does not allow falls back to the first visible tab (part 2 §2).
 */
export function resolveAnalyticsTab(raw: string | null, visible: readonly AnalyticsTab[]): AnalyticsTab {
  const wanted = raw ?? DEFAULT_ANALYTICS_TAB;
  const found = visible.find((t) => t === wanted);
  return found ?? visible[0] ?? DEFAULT_ANALYTICS_TAB;
}
