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
  | 'placeholder';

export type RouteEntry = {
  path: string;
  title: string;
  access: RouteAccess;
  page: PageKey;
  /** Header tab name (drives the header icon); defaults to the title. */
  tab?: string;
};

const placeholder = (path: string, title: string, tab?: string): RouteEntry => ({
  path,
  title,
  access: 'protected',
  page: 'placeholder',
  tab,
});

export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: '/', title: 'Sign In', access: 'guest', page: 'sign-in' },
  { path: '/otp', title: 'OTP Verification', access: 'session', page: 'otp' },
  { path: '/signup', title: 'Sign Up', access: 'guest', page: 'sign-up' },
  { path: '/forgot-password', title: 'Forgot Password', access: 'guest', page: 'forgot-password' },
  { path: '/password/reset', title: 'Reset Password', access: 'public', page: 'reset-password' },
  { path: '/change-password', title: 'Change Password', access: 'session', page: 'change-password' },
  { path: '/dashboard', title: 'Dashboard', access: 'protected', page: 'dashboard', tab: 'Dashboard' },
  { path: '/account-info', title: 'Your Profile', access: 'protected', page: 'account-info', tab: 'Account' },
  { path: '/routers', title: 'Allocated Routers', access: 'protected', page: 'routers', tab: 'Routers' },
  placeholder('/captive-portal', 'Landing Page Builder', 'Captive Portal'),
  placeholder('/shiriki-add-on', 'Shiriki Add-On'),
  placeholder('/vouchers', 'Vouchers & Sessions', 'Vouchers'),
  placeholder('/charts', 'Charts'),
  placeholder('/vuecharts', 'Sample Charts'),
  placeholder('/file-media', 'All Media', 'Files'),
  placeholder('/support-tickets', 'Support Tickets', 'Support'),
  { path: '/billings', title: 'Billing', access: 'protected', page: 'billings', tab: 'Billing' },
  placeholder('/analytics', 'Analytics'),
  placeholder('/micro-franchisees', 'Micro Franchisees'),
  placeholder('/kiosks', 'Kiosks'),
  placeholder('/field-officers', 'Field Officers'),
  placeholder('/maintenance-officers', 'Maintenance Officers'),
  placeholder('/apps', 'App Store'),
  { path: '/realms', title: 'Realms', access: 'protected', page: 'realms' },
  { path: '/realms/:id/details', title: 'Realm Details', access: 'protected', page: 'realm-details' },
  { path: '/subscription', title: 'Subscription', access: 'protected', page: 'subscription' },
  { path: '/subscriber', title: 'Subscriber', access: 'protected', page: 'subscriber' },
  placeholder('/adverts', 'Adverts'),
  placeholder('/advert-details/:id', 'Advert Details'),
  placeholder('/add-advert', 'Add Advert'),
  placeholder('/edit-advert/:id', 'Edit Advert'),
  placeholder('/surveys', 'Surveys', 'Feedback'),
  placeholder('/survey', 'Survey', 'Feedback'),
  placeholder('/survey-details/:id', 'Survey Details', 'Feedback'),
  placeholder('/survey-questions/:id', 'Survey Questions', 'Feedback'),
  placeholder('/offline-files', 'Offline Files', 'Files'),
  { path: '/smes', title: 'SMEs', access: 'protected', page: 'smes' },
  { path: '/smes/:id', title: 'SME Details', access: 'protected', page: 'sme-details' },
  { path: '/locations-cluster', title: 'Location Cluster', access: 'protected', page: 'locations-cluster' },
  placeholder('/system-admin', 'System Admins'),
  placeholder('/view-details/:id', 'User Profile'),
  placeholder('/micro-profile-details/:id', 'Micro Franchisee Profile'),
  {
    path: '/router-details/:id',
    title: 'Router Details',
    access: 'protected',
    page: 'router-details',
    tab: 'Routers',
  },
  placeholder('/user-signup', 'User SignUp'),
  placeholder('/user-details/:id', 'Edit User'),
  placeholder('/float-transfer', 'Active Micro Franchisees'),
  placeholder('/services', 'Services'),
];

/** Route handle: what the root layout reads for the page title and the header tab. */
export type RouteHandle = { title: string; tab: string };

export const NOT_FOUND_TITLE = 'Page Not Found';

/** document.title: the route title, or a pageTitle parameter prefixed to it (spec part 1 §2). */
export const buildDocumentTitle = (title: string, pageTitle?: string | null): string =>
  pageTitle?.trim() ? `${pageTitle.trim()} - ${title}` : title;
