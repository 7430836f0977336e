import type { RouteEntry } from '../../lib/route-entry';

/** The platform's support agents answer escalated assistant chats here (issue 31 §5); only their role may open it. */
export const supportInboxRoutes: readonly RouteEntry[] = [
  {
    path: '/support-inbox',
    title: 'Support Inbox',
    access: 'protected',
    load: () => import('./pages/support-inbox-page').then((m) => ({ Component: m.SupportInboxPage })),
  },
];
