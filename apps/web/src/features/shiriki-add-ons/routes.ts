import type { RouteEntry } from '../../lib/route-entry';

export const shirikiAddOnsRoutes: readonly RouteEntry[] = [
  {
    path: '/shiriki-add-on',
    title: 'Shiriki Add-On',
    access: 'protected',
    area: 'shiriki',
    load: () => import('./pages/shiriki-add-on-page').then((m) => ({ Component: m.ShirikiAddOnPage })),
  },
];
