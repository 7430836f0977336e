import type { RouteEntry } from '../../lib/route-entry';

export const analyticsRoutes: readonly RouteEntry[] = [
  {
    path: '/charts',
    title: 'Charts',
    access: 'protected',
    load: () => import('./pages/charts-page').then((m) => ({ Component: m.ChartsPage })),
  },
  {
    path: '/vuecharts',
    title: 'Sample Charts',
    access: 'protected',
    load: () => import('./pages/sample-charts-page').then((m) => ({ Component: m.SampleChartsPage })),
  },
  {
    path: '/analytics',
    title: 'Analytics',
    access: 'protected',
    load: () => import('./pages/analytics-page').then((m) => ({ Component: m.AnalyticsPage })),
  },
];
