import type { RouteEntry } from '../../lib/route-entry';

export const servicesRoutes: readonly RouteEntry[] = [
  {
    path: '/services',
    title: 'Services',
    access: 'protected',
    area: 'micro_franchisees',
    load: () => import('./pages/services-page').then((m) => ({ Component: m.ServicesPage })),
  },
];
