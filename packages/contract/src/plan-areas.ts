// Plans, roles and areas as plain values, without zod: the web app's first script checks a page's area and
// a user's role before any form or response is parsed, and importing plans.ts would bring zod's ~25 KB
// gzipped into that script (its schemas are built when the module loads). plans.ts re-exports all of this.

/** A partner's plan decides which cards, tabs and menu entries appear. */
export const PARTNER_PLANS = ['Kiosk', 'SME', 'Premium'] as const;
export type TPartnerPlan = (typeof PARTNER_PLANS)[number];

/** Only these roles may use the dashboard (spec part 1 §6). */
export const DASHBOARD_ROLES = ['partner_admin', 'partner_staff'] as const;

export const isDashboardRole = (role: string): boolean =>
  (DASHBOARD_ROLES as readonly string[]).includes(role);

/** Only a partner admin handles money and access (decision 011). */
export const isPartnerAdmin = (role: string | null | undefined): boolean => role === 'partner_admin';

/** The parts of the product a plan can lack; each page and call belongs to at most one (decision 011). */
export const PLAN_AREAS = [
  'routers',
  'content',
  'shiriki',
  'landing_page',
  'billing',
  'smes',
  'micro_franchisees',
  'kiosks',
  'officers',
] as const;
export type TPlanArea = (typeof PLAN_AREAS)[number];

/** What each plan lacks: the spec's menu filtering (part 1 §2), applied to pages and calls alike. */
export const AREAS_HIDDEN_BY_PLAN: Record<TPartnerPlan, readonly TPlanArea[]> = {
  Premium: [],
  SME: ['micro_franchisees', 'kiosks', 'officers'],
  Kiosk: ['routers', 'content', 'shiriki', 'landing_page', 'billing', 'smes'],
};

export const planIncludes = (plan: TPartnerPlan | null | undefined, area: TPlanArea): boolean =>
  !plan || !AREAS_HIDDEN_BY_PLAN[plan].includes(area);

/**
 * Every role an account can have. Micro franchisees and officers work in the field apps, not the dashboard
 * (decision 033): their roles are their own, so they can never sign in here.
 */
export const USER_ROLES = [
  'partner_admin',
  'partner_staff',
  'micro_franchisee',
  'field_officer',
  'maintenance_officer',
  'sme_admin',
  'sme_staff',
  'superadmin',
] as const;

/** The people a partner registers on User SignUp (issue 13 §1); SME accounts come from SME registration. */
export const PARTNER_USER_TYPES = [
  'Partner Admin',
  'Partner Staff',
  'Micro Franchisee',
  'Field Officer',
  'Maintenance Officer',
] as const;

/** A type of person a partner registers. */
export type TPartnerUserType = (typeof PARTNER_USER_TYPES)[number];

/** The role a person's type gives them; only the first two may use the dashboard (decision 033). */
export const ROLE_OF_USER_TYPE: Record<TPartnerUserType, (typeof USER_ROLES)[number]> = {
  'Partner Admin': 'partner_admin',
  'Partner Staff': 'partner_staff',
  'Micro Franchisee': 'micro_franchisee',
  'Field Officer': 'field_officer',
  'Maintenance Officer': 'maintenance_officer',
};
