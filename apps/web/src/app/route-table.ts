import type { TPlanArea } from '@ared/contract/plans';

/**
 * Every route of the specification's route table (part 1 §2) with its title, the header tab it belongs
 * to and who may open it. The router turns this into lazily loaded routes.
 */
export type RouteAccess =
  /** Anyone (/password/reset). */
  | 'public'
  /** Public, but a signed-in user goes to /dashboard (/, /signup, /forgot-password). */
  | 'guest'
  /** Needs the first sign-in step (tokens), not the OTP (/otp, /change-password). */
  | 'session'
  /** Needs the full session: OTP verified and terms accepted. */
  | 'protected';

export type PageKey =
  | 'sign-in'
  | 'otp'
  | 'sign-up'
  | 'forgot-password'
  | 'reset-password'
  | 'change-password'
  | 'dashboard'
  | 'account-info'
  | 'routers'
  | 'router-details'
  | 'realms'
  | 'realm-details'
  | 'locations-cluster'
  | 'smes'
  | 'sme-details'
  | 'billings'
  | 'subscription'
  | 'subscriber'
  | 'vouchers'
  | 'all-media'
  | 'offline-files'
  | 'support-tickets'
  | 'shiriki-add-on'
  | 'captive-portal'
  | 'surveys'
  | 'survey-add'
  | 'survey-details'
  | 'survey-questions'
  | 'adverts'
  | 'advert-details'
  | 'advert-form'
  | 'analytics'
  | 'charts'
  | 'vuecharts'
  | 'apps'
  | 'services'
  | 'float-transfer'
  | 'kiosks'
  | 'micro-franchisees'
  | 'micro-profile'
  | 'field-officers'
  | 'maintenance-officers'
  | 'system-admin'
  | 'view-details'
  | 'user-signup'
  | 'placeholder';

export type RouteEntry = {
  path: string;
  title: string;
  access: RouteAccess;
  page: PageKey;
  /** Header tab name (drives the header icon); defaults to the title. */
  tab?: string;
  /** The part of the product the page belongs to; a plan without it gets the not-allowed page (decision 011). */
  area?: TPlanArea;
};

export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: '/', title: 'Sign In', access: 'guest', page: 'sign-in' },
  { path: '/otp', title: 'OTP Verification', access: 'session', page: 'otp' },
  { path: '/signup', title: 'Sign Up', access: 'guest', page: 'sign-up' },
  { path: '/forgot-password', title: 'Forgot Password', access: 'guest', page: 'forgot-password' },
  { path: '/password/reset', title: 'Reset Password', access: 'public', page: 'reset-password' },
  { path: '/change-password', title: 'Change Password', access: 'session', page: 'change-password' },
  { path: '/dashboard', title: 'Dashboard', access: 'protected', page: 'dashboard', tab: 'Dashboard' },
  { path: '/account-info', title: 'Your Profile', access: 'protected', page: 'account-info', tab: 'Account' },
  {
    path: '/routers',
    title: 'Allocated Routers',
    access: 'protected',
    page: 'routers',
    tab: 'Routers',
    area: 'routers',
  },
  {
    path: '/captive-portal',
    title: 'Landing Page Builder',
    access: 'protected',
    page: 'captive-portal',
    tab: 'Captive Portal',
    area: 'landing_page',
  },
  {
    path: '/shiriki-add-on',
    title: 'Shiriki Add-On',
    access: 'protected',
    page: 'shiriki-add-on',
    area: 'shiriki',
  },
  {
    path: '/vouchers',
    title: 'Vouchers & Sessions',
    access: 'protected',
    page: 'vouchers',
    tab: 'Vouchers',
    area: 'routers',
  },
  { path: '/charts', title: 'Charts', access: 'protected', page: 'charts' },
  { path: '/vuecharts', title: 'Sample Charts', access: 'protected', page: 'vuecharts' },
  // Offline files are the 'content' area: the Kiosk plan's partner gets the not-allowed page (and a 403).
  {
    path: '/file-media',
    title: 'All Media',
    access: 'protected',
    page: 'all-media',
    tab: 'Files',
    area: 'content',
  },
  {
    path: '/support-tickets',
    title: 'Support Tickets',
    access: 'protected',
    page: 'support-tickets',
    tab: 'Support',
  },
  {
    path: '/billings',
    title: 'Billing',
    access: 'protected',
    page: 'billings',
    tab: 'Billing',
    area: 'billing',
  },
  { path: '/analytics', title: 'Analytics', access: 'protected', page: 'analytics' },
  // The App Store is open to every plan (decision 011).
  { path: '/apps', title: 'App Store', access: 'protected', page: 'apps' },
  {
    path: '/micro-franchisees',
    title: 'Active Micro Franchisees',
    access: 'protected',
    page: 'micro-franchisees',
    tab: 'Micro Franchisees',
    area: 'micro_franchisees',
  },
  { path: '/kiosks', title: 'Kiosks', access: 'protected', page: 'kiosks', area: 'kiosks' },
  {
    path: '/field-officers',
    title: 'Field Officers',
    access: 'protected',
    page: 'field-officers',
    area: 'officers',
  },
  {
    path: '/maintenance-officers',
    title: 'Maintenance Officers',
    access: 'protected',
    page: 'maintenance-officers',
    area: 'officers',
  },
  { path: '/realms', title: 'Realms', access: 'protected', page: 'realms', area: 'routers' },
  {
    path: '/realms/:id/details',
    title: 'Realm Details',
    access: 'protected',
    page: 'realm-details',
    area: 'routers',
  },
  {
    path: '/subscription',
    title: 'Subscription',
    access: 'protected',
    page: 'subscription',
    area: 'routers',
  },
  { path: '/subscriber', title: 'Subscriber', access: 'protected', page: 'subscriber', area: 'routers' },
  // Adverts are Content Management with the offline files: the Kiosk plan gets the not-allowed page.
  { path: '/adverts', title: 'Adverts', access: 'protected', page: 'adverts', area: 'content' },
  {
    path: '/advert-details/:id',
    title: 'Advert Details',
    access: 'protected',
    page: 'advert-details',
    area: 'content',
  },
  { path: '/add-advert', title: 'Add Advert', access: 'protected', page: 'advert-form', area: 'content' },
  {
    path: '/edit-advert/:id',
    title: 'Edit Advert',
    access: 'protected',
    page: 'advert-form',
    area: 'content',
  },
  // Surveys are guest-facing content of a realm, like adverts (decision 031): the Kiosk plan lacks them.
  {
    path: '/surveys',
    title: 'Surveys',
    access: 'protected',
    page: 'surveys',
    tab: 'Feedback',
    area: 'content',
  },
  {
    path: '/survey',
    title: 'Survey',
    access: 'protected',
    page: 'survey-add',
    tab: 'Feedback',
    area: 'content',
  },
  {
    path: '/survey-details/:id',
    title: 'Survey Details',
    access: 'protected',
    page: 'survey-details',
    tab: 'Feedback',
    area: 'content',
  },
  {
    path: '/survey-questions/:id',
    title: 'Survey Questions',
    access: 'protected',
    page: 'survey-questions',
    tab: 'Feedback',
    area: 'content',
  },
  {
    path: '/offline-files',
    title: 'Offline Files',
    access: 'protected',
    page: 'offline-files',
    tab: 'Files',
    area: 'content',
  },
  { path: '/smes', title: 'SMEs', access: 'protected', page: 'smes', area: 'smes' },
  { path: '/smes/:id', title: 'SME Details', access: 'protected', page: 'sme-details', area: 'smes' },
  { path: '/locations-cluster', title: 'Location Cluster', access: 'protected', page: 'locations-cluster' },
  {
    path: '/micro-profile-details/:id',
    title: 'Micro Franchisee Profile',
    access: 'protected',
    page: 'micro-profile',
    tab: 'Micro Franchisees',
    area: 'micro_franchisees',
  },
  { path: '/system-admin', title: 'System Admins', access: 'protected', page: 'system-admin' },
  { path: '/view-details/:id', title: 'User Profile', access: 'protected', page: 'view-details' },
  {
    path: '/router-details/:id',
    title: 'Router Details',
    access: 'protected',
    page: 'router-details',
    tab: 'Routers',
    area: 'routers',
  },
  {
    path: '/float-transfer',
    title: 'Active Micro Franchisees',
    access: 'protected',
    page: 'float-transfer',
    area: 'micro_franchisees',
  },
  { path: '/services', title: 'Services', access: 'protected', page: 'services', area: 'micro_franchisees' },
  { path: '/user-signup', title: 'User SignUp', access: 'protected', page: 'user-signup' },
  { path: '/user-details/:id', title: 'Edit User', access: 'protected', page: 'user-signup' },
];

/** Route handle: what the root layout reads for the page title and the header tab. */
export type RouteHandle = { title: string; tab: string; area?: TPlanArea };

export const NOT_FOUND_TITLE = 'Page Not Found';

/** document.title: the route title, or a pageTitle parameter prefixed to it (spec part 1 §2). */
export const buildDocumentTitle = (title: string, pageTitle?: string | null): string =>
  pageTitle?.trim() ? `${pageTitle.trim()} - ${title}` : title;
