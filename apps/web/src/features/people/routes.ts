import type { RouteEntry } from '../../lib/route-entry';

/** Micro franchisees and officers: one people page module, exported once per kind of person. */
export const peopleRoutes: readonly RouteEntry[] = [
  {
    path: '/micro-franchisees',
    title: 'Active Micro Franchisees',
    access: 'protected',
    tab: 'Micro Franchisees',
    area: 'micro_franchisees',
    load: () => import('./pages/people-page').then((m) => ({ Component: m.MicroFranchiseesPage })),
  },
  {
    path: '/field-officers',
    title: 'Field Officers',
    access: 'protected',
    area: 'officers',
    load: () => import('./pages/people-page').then((m) => ({ Component: m.FieldOfficersPage })),
  },
  {
    path: '/maintenance-officers',
    title: 'Maintenance Officers',
    access: 'protected',
    area: 'officers',
    load: () => import('./pages/people-page').then((m) => ({ Component: m.MaintenanceOfficersPage })),
  },
  {
    path: '/micro-profile-details/:id',
    title: 'Micro Franchisee Profile',
    access: 'protected',
    tab: 'Micro Franchisees',
    area: 'micro_franchisees',
    load: () => import('./pages/micro-profile-page').then((m) => ({ Component: m.MicroProfilePage })),
  },
];
