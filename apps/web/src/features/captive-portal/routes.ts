import type { RouteEntry } from '../../lib/route-entry';

export const captivePortalRoutes: readonly RouteEntry[] = [
  {
    path: '/captive-portal',
    title: 'Landing Page Builder',
    access: 'protected',
    tab: 'Captive Portal',
    area: 'landing_page',
    load: () => import('./pages/captive-portal-page').then((m) => ({ Component: m.CaptivePortalPage })),
  },
];
