import type { RouteEntry } from '../../lib/route-entry';

export const locationsRoutes: readonly RouteEntry[] = [
  {
    path: '/locations-cluster',
    title: 'Location Cluster',
    access: 'protected',
    load: () => import('./pages/locations-cluster-page').then((m) => ({ Component: m.LocationsClusterPage })),
  },
];
