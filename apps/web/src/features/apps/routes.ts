import type { RouteEntry } from '../../lib/route-entry';

// The App Store is open to every plan (decision 011).
export const appsRoutes: readonly RouteEntry[] = [
  {
    path: '/apps',
    title: 'App Store',
    access: 'protected',
    load: () => import('./pages/apps-page').then((m) => ({ Component: m.AppsPage })),
  },
];
