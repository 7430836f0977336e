import { planIncludes, type TPartnerPlan, type TPlanArea } from '@ared/contract/plan-areas';

/**
 * Whether the partner's plan includes a page's area (decision 011). A page outside every area, and a
 * session whose plan is not known yet, are allowed: the server refuses the calls behind a hidden page too.
 */
export const planAllowsPage = (plan: TPartnerPlan | null | undefined, area: TPlanArea | undefined): boolean =>
  area === undefined || planIncludes(plan, area);
