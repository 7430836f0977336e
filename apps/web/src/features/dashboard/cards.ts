import type { TGeneralAnalytics } from '@ared/contract/partners';
import { planIncludes, type TPartnerPlan, type TPlanArea } from '@ared/contract/plan-areas';

export type DashboardCardKey = keyof TGeneralAnalytics;

/**
 * The home cards and the plans that see them, in display order (spec part 1 §2, part 2 §2). Offline boxes
 * (issue 29 §1) shows wherever the router count does.
 */
export const DASHBOARD_CARDS: readonly { key: DashboardCardKey; plans: readonly TPartnerPlan[] }[] = [
  { key: 'total_kiosks', plans: ['Kiosk', 'Premium'] },
  { key: 'total_routers', plans: ['Kiosk', 'SME', 'Premium'] },
  { key: 'total_smes', plans: ['SME', 'Premium'] },
  { key: 'total_micro_franchisees', plans: ['Kiosk', 'Premium'] },
  { key: 'offline_boxes', plans: ['Kiosk', 'SME', 'Premium'] },
];

export const visibleCards = (plan: TPartnerPlan | null | undefined): DashboardCardKey[] =>
  DASHBOARD_CARDS.filter((c) => (plan ? c.plans.includes(plan) : c.key === 'total_routers')).map(
    (c) => c.key,
  );

/** The list each card counts, and the plan area that list belongs to (decision 011). */
const CARD_LISTS: Record<DashboardCardKey, { path: string; area: TPlanArea }> = {
  total_kiosks: { path: '/kiosks', area: 'kiosks' },
  total_routers: { path: '/routers', area: 'routers' },
  total_smes: { path: '/smes', area: 'smes' },
  total_micro_franchisees: { path: '/micro-franchisees', area: 'micro_franchisees' },
  // The Routers list with the Status filter whose count is this card's number.
  offline_boxes: { path: '/routers?is_online=false', area: 'routers' },
};

/** Where a card links: its list, when the plan may open it (the Kiosk plan sees a router count, no list). */
export const cardLink = (key: DashboardCardKey, plan: TPartnerPlan | null | undefined): string | undefined =>
  plan && planIncludes(plan, CARD_LISTS[key].area) ? CARD_LISTS[key].path : undefined;

/** The charts show for the Kiosk and Premium plans (part 1 §2). */
export const hasHomeCharts = (plan: TPartnerPlan | null | undefined): boolean =>
  plan === 'Kiosk' || plan === 'Premium';
