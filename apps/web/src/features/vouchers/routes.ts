import type { RouteEntry } from '../../lib/route-entry';

export const vouchersRoutes: readonly RouteEntry[] = [
  {
    path: '/vouchers',
    title: 'Vouchers & Sessions',
    access: 'protected',
    tab: 'Vouchers',
    area: 'routers',
    load: () => import('./pages/vouchers-page').then((m) => ({ Component: m.VouchersPage })),
  },
];
