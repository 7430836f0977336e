import type { RouteEntry } from '../../lib/route-entry';

// Offline files are the 'content' area: the Kiosk plan's partner gets the not-allowed page (and a 403);
// they are the Content add-on's (has_entertainment_enabled), replaced while it is off (decision 066).
export const mediaRoutes: readonly RouteEntry[] = [
  {
    path: '/file-media',
    title: 'All Media',
    access: 'protected',
    tab: 'Files',
    area: 'content',
    addOn: 'has_entertainment_enabled',
    load: () => import('./pages/all-media-page').then((m) => ({ Component: m.AllMediaPage })),
  },
  {
    path: '/offline-files',
    title: 'Offline Files',
    access: 'protected',
    tab: 'Files',
    area: 'content',
    addOn: 'has_entertainment_enabled',
    load: () => import('./pages/offline-files-page').then((m) => ({ Component: m.OfflineFilesPage })),
  },
];
