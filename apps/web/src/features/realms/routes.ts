import type { RouteEntry } from '../../lib/route-entry';

/** The realm list; a realm's details page shows several features' data and is composed in app/pages. */
export const realmsRoutes: readonly RouteEntry[] = [
  {
    path: '/realms',
    title: 'Realms',
    access: 'protected',
    area: 'routers',
    load: () => import('./pages/realms-page').then((m) => ({ Component: m.RealmsPage })),
  },
];
