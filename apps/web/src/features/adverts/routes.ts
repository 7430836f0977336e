import type { RouteEntry } from '../../lib/route-entry';

// Adverts are Content Management with the offline files: the Kiosk plan gets the not-allowed page.
export const advertsRoutes: readonly RouteEntry[] = [
  {
    path: '/adverts',
    title: 'Adverts',
    access: 'protected',
    area: 'content',
    load: () => import('./pages/adverts-page').then((m) => ({ Component: m.AdvertsPage })),
  },
  {
    path: '/advert-details/:id',
    title: 'Advert Details',
    access: 'protected',
    area: 'content',
    load: () => import('./pages/advert-details-page').then((m) => ({ Component: m.AdvertDetailsPage })),
  },
  {
    path: '/add-advert',
    title: 'Add Advert',
    access: 'protected',
    area: 'content',
    load: () => import('./pages/advert-form-page').then((m) => ({ Component: m.AdvertFormPage })),
  },
  {
    path: '/edit-advert/:id',
    title: 'Edit Advert',
    access: 'protected',
    area: 'content',
    load: () => import('./pages/advert-form-page').then((m) => ({ Component: m.AdvertFormPage })),
  },
];
