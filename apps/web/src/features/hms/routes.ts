import type { RouteEntry } from '../../lib/route-entry';

/** The HMS add-on's page (issue 30 §3, decision 068): its access link on the add-on page. */
export const hmsRoutes: readonly RouteEntry[] = [
  {
    path: '/hms',
    title: 'Hotel guests',
    tab: 'HMS',
    access: 'protected',
    // Off: the add-on's explanation page with Activate for an admin (decision 066).
    addOn: 'has_hms_addon_enabled',
    load: () => import('./pages/hms-page').then((m) => ({ Component: m.HmsPage })),
  },
];
