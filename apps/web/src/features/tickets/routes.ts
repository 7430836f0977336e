import type { RouteEntry } from '../../lib/route-entry';

export const ticketsRoutes: readonly RouteEntry[] = [
  {
    path: '/support-tickets',
    title: 'Support Tickets',
    access: 'protected',
    tab: 'Support',
    load: () => import('./pages/support-tickets-page').then((m) => ({ Component: m.SupportTicketsPage })),
  },
];
