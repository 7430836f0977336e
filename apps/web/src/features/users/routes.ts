import type { RouteEntry } from '../../lib/route-entry';

export const usersRoutes: readonly RouteEntry[] = [
  {
    path: '/system-admin',
    title: 'System Admins',
    access: 'protected',
    load: () => import('./pages/system-admin-page').then((m) => ({ Component: m.SystemAdminPage })),
  },
  {
    path: '/view-details/:id',
    title: 'User Profile',
    access: 'protected',
    load: () => import('./pages/view-details-page').then((m) => ({ Component: m.ViewDetailsPage })),
  },
  {
    path: '/user-signup',
    title: 'User SignUp',
    access: 'protected',
    load: () => import('./pages/user-signup-page').then((m) => ({ Component: m.UserSignupPage })),
  },
  {
    path: '/user-details/:id',
    title: 'Edit User',
    access: 'protected',
    load: () => import('./pages/user-signup-page').then((m) => ({ Component: m.UserSignupPage })),
  },
];
