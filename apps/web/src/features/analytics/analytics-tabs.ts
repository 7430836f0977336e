import type { TPartnerPlan } from '@ared/contract/plans';

/** The Analytics page's tabs in the spec's order (part 2 §2); the active one is kept in `?tab=`. */
export const ANALYTICS_TABS = [
  'microfranchise',
  'routers',
  'revenue-insights',
  'advertviews',
  'sms',
  'feedback-analytics',
  'survey-analytics',
  'queueing-system',
] as const;
export type AnalyticsTab = (typeof ANALYTICS_TABS)[number];

export const DEFAULT_ANALYTICS_TAB: AnalyticsTab = 'routers';

/** Plan visibility (part 2 §2): Premium sees all; SME five tabs; Kiosk only the micro franchisee tab. */
const TABS_BY_PLAN: Record<TPartnerPlan, readonly AnalyticsTab[]> = {
  Premium: ANALYTICS_TABS,
  SME: ['routers', 'revenue-insights', 'advertviews', 'sms', 'feedback-analytics'],
  Kiosk: ['microfranchise'],
};

/** The tabs the plan shows, in the spec's order; a user without a known plan sees them all, as on Premium. */
export const visibleAnalyticsTabs = (plan: TPartnerPlan | null | undefined): readonly AnalyticsTab[] =>
  plan ? ANALYTICS_TABS.filter((t) => TABS_BY_PLAN[plan].includes(t)) : ANALYTICS_TABS;

/**
 * The tab to show for `?tab=`: none means the default (routers) when the plan has it; an unknown tab or one
 * the plan does not allow falls back to the first visible tab (part 2 §2).
 */
export function resolveAnalyticsTab(raw: string | null, visible: readonly AnalyticsTab[]): AnalyticsTab {
  const wanted = raw ?? DEFAULT_ANALYTICS_TAB;
  const found = visible.find((t) => t === wanted);
  return found ?? visible[0] ?? DEFAULT_ANALYTICS_TAB;
}
