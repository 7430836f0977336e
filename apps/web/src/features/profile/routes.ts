import type { RouteEntry } from '../../lib/route-entry';

export const profileRoutes: readonly RouteEntry[] = [
  {
    path: '/account-info',
    title: 'Your Profile',
    access: 'protected',
    tab: 'Account',
    load: () => import('./pages/account-info-page').then((m) => ({ Component: m.AccountInfoPage })),
  },
  {
    path: '/plans',
    title: 'Plans',
    access: 'protected',
    load: () => import('./pages/plans-page').then((m) => ({ Component: m.PlansPage })),
  },
];
