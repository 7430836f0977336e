import type { RouteEntry } from '../../lib/route-entry';

export const dashboardRoutes: readonly RouteEntry[] = [
  {
    path: '/dashboard',
    title: 'Dashboard',
    access: 'protected',
    tab: 'Dashboard',
    load: () => import('./pages/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  },
];
