import { AREAS_HIDDEN_BY_PLAN, PARTNER_PLANS } from '@ared/contract/plan-areas';
import type { TPartnerPlan, TPlanArea } from '@ared/contract/plans';

/** What every plan has: the pages no plan area covers. */
export const EVERY_PLAN = [
  'Dashboard',
  'Analytics',
  'Location Cluster',
  'App store',
  'User Management',
  'Support Tickets',
] as const;

/** Each plan area by the sidebar title a partner knows it by (spec part 1 §2). */
export const AREA_TITLES: Record<TPlanArea, string> = {
  routers: 'Router Management',
  content: 'Content Management',
  shiriki: 'Shiriki Add-On',
  landing_page: 'Landing Page Builder',
  billing: 'Billing',
  smes: 'SMEs',
  micro_franchisees: 'Micro Franchisee Management',
  kiosks: 'Kiosk Management',
  officers: 'Officers',
};

export type PlanFeatures = { plan: TPartnerPlan; included: string[]; excluded: string[] };

/** Every plan with what it includes and lacks, from the same table the server's plan rule reads. */
export const planFeatures = (): PlanFeatures[] =>
  PARTNER_PLANS.map((plan) => {
    const hidden = AREAS_HIDDEN_BY_PLAN[plan];
    const areas = Object.keys(AREA_TITLES) as TPlanArea[];
    return {
      plan,
      included: [...EVERY_PLAN, ...areas.filter((a) => !hidden.includes(a)).map((a) => AREA_TITLES[a])],
      excluded: hidden.map((a) => AREA_TITLES[a]),
    };
  });
