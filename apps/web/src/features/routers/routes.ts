import type { RouteEntry } from '../../lib/route-entry';

export const routersRoutes: readonly RouteEntry[] = [
  {
    path: '/routers',
    title: 'Allocated Routers',
    access: 'protected',
    tab: 'Routers',
    area: 'routers',
    load: () => import('./pages/routers-page').then((m) => ({ Component: m.RoutersPage })),
  },
];
