import type { RouteEntry } from '../../lib/route-entry';

// The Queue System add-on's operator page (issue 30 §3, decision 067): the add-on's access link.
export const queueSystemRoutes: readonly RouteEntry[] = [
  {
    path: '/queue-system',
    title: 'Queue System',
    access: 'protected',
    // Off: the add-on's explanation page with Activate for an admin (decision 066).
    addOn: 'has_queue_management_addon_enabled',
    tab: 'Shiriki Add-On',
    load: () => import('./pages/queue-system-page').then((m) => ({ Component: m.QueueSystemPage })),
  },
];
