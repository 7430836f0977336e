import type { RouteEntry } from '../../lib/route-entry';

export const kiosksRoutes: readonly RouteEntry[] = [
  {
    path: '/kiosks',
    title: 'Kiosks',
    access: 'protected',
    area: 'kiosks',
    load: () => import('./pages/kiosks-page').then((m) => ({ Component: m.KiosksPage })),
  },
];
