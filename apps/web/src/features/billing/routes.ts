import type { RouteEntry } from '../../lib/route-entry';

export const billingRoutes: readonly RouteEntry[] = [
  {
    path: '/billings',
    title: 'Billing',
    access: 'protected',
    tab: 'Billing',
    area: 'billing',
    load: () => import('./pages/billings-page').then((m) => ({ Component: m.BillingsPage })),
  },
];
