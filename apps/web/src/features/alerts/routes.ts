import type { RouteEntry } from '../../lib/route-entry';

/** The alerts page; the bell in the header (app/shell) links to it. Every plan, both roles. */
export const alertsRoutes: readonly RouteEntry[] = [
  {
    path: '/alerts',
    title: 'Alerts',
    access: 'protected',
    load: () => import('./pages/alerts-page').then((m) => ({ Component: m.AlertsPage })),
  },
];
