/**
 * Every route of the specification's route table (part 1 §2). The router turns this into lazily loaded routes.
 *
 * Where routes are declared (issue 28 §2): each feature declares its own pages once, in
 * `features/<feature>/routes.ts`, every entry with its path, title, access, header tab, plan area and its
 * page's own dynamic import (one chunk per page) side by side, typed by `lib/route-entry.ts`. This file
 * only puts the features' lists together and declares the pages composed here in app/pages from several
 * features (decision 017). There is no second map of pages to loaders to keep in step.
 *
 * Web features and the server modules they call, where the two differ (calls made through entities/
 * counted; the realm picker's call to realms, on every page that has one, is not repeated):
 *   analytics → analytics, ratings, devices, routers, partners, guest-access · apps → apks ·
 *   auth → auth, otp, passwords, terms · billing → billing, coupons, smes · dashboard → partners ·
 *   float-transfer → none yet · kiosks → kiosks, users · people → users, kiosks · profile → users, passwords ·
 *   realms → realms, routers · router-details → routers, guest-access · routers → routers, miners, devices,
 *   smes · services → internet-settings · shiriki-add-ons → menus, partners, guest-access ·
 *   smes → smes, users, routers, billing ·
 *   support-inbox → assistant · vouchers → guest-access (the voucher service under /radius/{slug}/admin, and /v1/vouchers/).
 */
import type { TPartnerFeatureFlag, TPlanArea } from '@ared/contract/plans';
import type { RouteEntry } from '../lib/route-entry';
import { advertsRoutes } from '../features/adverts/routes';
import { alertsRoutes } from '../features/alerts/routes';
import { analyticsRoutes } from '../features/analytics/routes';
import { appsRoutes } from '../features/apps/routes';
import { authRoutes } from '../features/auth/routes';
import { billingRoutes } from '../features/billing/routes';
import { captivePortalRoutes } from '../features/captive-portal/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { floatTransferRoutes } from '../features/float-transfer/routes';
import { kiosksRoutes } from '../features/kiosks/routes';
import { locationsRoutes } from '../features/locations/routes';
import { mediaRoutes } from '../features/media/routes';
import { peopleRoutes } from '../features/people/routes';
import { profileRoutes } from '../features/profile/routes';
import { queueSystemRoutes } from '../features/queue-system/routes';
import { realmsRoutes } from '../features/realms/routes';
import { routerDetailsRoutes } from '../features/router-details/routes';
import { routersRoutes } from '../features/routers/routes';
import { servicesRoutes } from '../features/services/routes';
import { hmsRoutes } from '../features/hms/routes';
import { shirikiAddOnsRoutes } from '../features/shiriki-add-ons/routes';
import { subscriptionsRoutes } from '../features/subscriptions/routes';
import { supportInboxRoutes } from '../features/support-inbox/routes';
import { surveysRoutes } from '../features/surveys/routes';
import { ticketsRoutes } from '../features/tickets/routes';
import { usersRoutes } from '../features/users/routes';
import { vouchersRoutes } from '../features/vouchers/routes';

/** Pages that show several features' data are composed in app/pages (decision 017). */
const composedRoutes: readonly RouteEntry[] = [
  {
    path: '/realms/:id/details',
    title: 'Realm Details',
    access: 'protected',
    area: 'routers',
    load: () => import('./pages/realm-details-route').then((m) => ({ Component: m.RealmDetailsRoute })),
  },
  {
    path: '/smes',
    title: 'SMEs',
    access: 'protected',
    area: 'smes',
    load: () => import('./pages/smes-route').then((m) => ({ Component: m.SmesRoute })),
  },
  {
    path: '/smes/:id',
    title: 'SME Details',
    access: 'protected',
    area: 'smes',
    load: () => import('./pages/sme-details-route').then((m) => ({ Component: m.SmeDetailsRoute })),
  },
];

export const ROUTE_TABLE: readonly RouteEntry[] = [
  ...authRoutes,
  ...dashboardRoutes,
  ...profileRoutes,
  ...routersRoutes,
  ...routerDetailsRoutes,
  ...realmsRoutes,
  ...composedRoutes,
  ...vouchersRoutes,
  ...subscriptionsRoutes,
  ...captivePortalRoutes,
  ...shirikiAddOnsRoutes,
  ...queueSystemRoutes,
  ...mediaRoutes,
  ...advertsRoutes,
  ...surveysRoutes,
  ...ticketsRoutes,
  ...billingRoutes,
  ...analyticsRoutes,
  ...appsRoutes,
  ...peopleRoutes,
  ...kiosksRoutes,
  ...floatTransferRoutes,
  ...servicesRoutes,
  ...hmsRoutes,
  ...locationsRoutes,
  ...usersRoutes,
  ...alertsRoutes,
  ...supportInboxRoutes,
];

/** Route handle: what the root layout reads for the page title and the header tab. */
export type RouteHandle = {
  title: string;
  tab: string;
  heading?: string;
  area?: TPlanArea;
  addOn?: TPartnerFeatureFlag;
};

export const NOT_FOUND_TITLE = 'Page Not Found';

/** document.title: the route title, or a pageTitle parameter prefixed to it (spec part 1 §2). */
export const buildDocumentTitle = (title: string, pageTitle?: string | null): string =>
  pageTitle?.trim() ? `${pageTitle.trim()} - ${title}` : title;
