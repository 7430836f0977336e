import type { TGeneralAnalytics } from '@ared/contract/partners';
import type { TPartnerPlan } from '@ared/contract/plans';

export type DashboardCardKey = keyof TGeneralAnalytics;

/** The home cards and the plans that see them, in display order (spec part 1 §2, part 2 §2). */
export const DASHBOARD_CARDS: readonly { key: DashboardCardKey; plans: readonly TPartnerPlan[] }[] = [
  { key: 'total_kiosks', plans: ['Kiosk', 'Premium'] },
  { key: 'total_routers', plans: ['Kiosk', 'SME', 'Premium'] },
  { key: 'total_smes', plans: ['SME', 'Premium'] },
  { key: 'total_micro_franchisees', plans: ['Kiosk', 'Premium'] },
];

export const visibleCards = (plan: TPartnerPlan | null | undefined): DashboardCardKey[] =>
  DASHBOARD_CARDS.filter((c) => (plan ? c.plans.includes(plan) : c.key === 'total_routers')).map(
    (c) => c.key,
  );
