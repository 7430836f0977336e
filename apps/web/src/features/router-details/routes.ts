import type { RouteEntry } from '../../lib/route-entry';

export const routerDetailsRoutes: readonly RouteEntry[] = [
  {
    path: '/router-details/:id',
    title: 'Router Details',
    access: 'protected',
    tab: 'Routers',
    area: 'routers',
    load: () => import('./pages/router-details-page').then((m) => ({ Component: m.RouterDetailsPage })),
  },
];
