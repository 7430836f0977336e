import type { RouteEntry } from '../../lib/route-entry';

export const subscriptionsRoutes: readonly RouteEntry[] = [
  {
    path: '/subscription',
    title: 'Subscription',
    access: 'protected',
    area: 'routers',
    load: () => import('./pages/subscription-page').then((m) => ({ Component: m.SubscriptionPage })),
  },
  {
    path: '/subscriber',
    title: 'Subscriber',
    heading: 'Subscribers',
    access: 'protected',
    area: 'routers',
    load: () => import('./pages/subscriber-page').then((m) => ({ Component: m.SubscriberPage })),
  },
];
