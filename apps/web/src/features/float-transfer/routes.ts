import type { RouteEntry } from '../../lib/route-entry';

export const floatTransferRoutes: readonly RouteEntry[] = [
  {
    path: '/float-transfer',
    title: 'Active Micro Franchisees',
    access: 'protected',
    area: 'micro_franchisees',
    load: () => import('./pages/float-transfer-page').then((m) => ({ Component: m.FloatTransferPage })),
  },
];
