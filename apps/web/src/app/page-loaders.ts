import type { ComponentType } from 'react';
import type { PageKey } from './route-table';

type Loaded = { Component: ComponentType };

/** One dynamic import per page: every page is its own chunk, loaded when its route is visited. */
export const PAGE_LOADERS: Record<PageKey, () => Promise<Loaded>> = {
  'sign-in': () => import('../features/auth/pages/sign-in-page').then((m) => ({ Component: m.SignInPage })),
  otp: () => import('../features/auth/pages/otp-page').then((m) => ({ Component: m.OtpPage })),
  'sign-up': () => import('../features/auth/pages/sign-up-page').then((m) => ({ Component: m.SignUpPage })),
  'forgot-password': () =>
    import('../features/auth/pages/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
  'reset-password': () =>
    import('../features/auth/pages/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  'change-password': () =>
    import('../features/auth/pages/change-password-page').then((m) => ({ Component: m.ChangePasswordPage })),
  dashboard: () =>
    import('../features/dashboard/pages/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  'account-info': () =>
    import('../features/profile/pages/account-info-page').then((m) => ({ Component: m.AccountInfoPage })),
  routers: () => import('../features/routers/pages/routers-page').then((m) => ({ Component: m.RoutersPage })),
  'router-details': () =>
    import('../features/router-details/pages/router-details-page').then((m) => ({
      Component: m.RouterDetailsPage,
    })),
  realms: () => import('../features/realms/pages/realms-page').then((m) => ({ Component: m.RealmsPage })),
  // Pages that show several features' data are composed in app/pages (decision 017).
  'realm-details': () =>
    import('./pages/realm-details-route').then((m) => ({ Component: m.RealmDetailsRoute })),
  'locations-cluster': () =>
    import('../features/locations/pages/locations-cluster-page').then((m) => ({
      Component: m.LocationsClusterPage,
    })),
  smes: () => import('./pages/sme-routes').then((m) => ({ Component: m.SmesRoute })),
  'sme-details': () => import('./pages/sme-routes').then((m) => ({ Component: m.SmeDetailsRoute })),
  billings: () =>
    import('../features/billing/pages/billings-page').then((m) => ({ Component: m.BillingsPage })),
  subscription: () =>
    import('../features/subscriptions/pages/subscription-page').then((m) => ({
      Component: m.SubscriptionPage,
    })),
  subscriber: () =>
    import('../features/subscriptions/pages/subscriber-page').then((m) => ({ Component: m.SubscriberPage })),
  vouchers: () =>
    import('../features/vouchers/pages/vouchers-page').then((m) => ({ Component: m.VouchersPage })),
  'all-media': () =>
    import('../features/media/pages/all-media-page').then((m) => ({ Component: m.AllMediaPage })),
  'offline-files': () =>
    import('../features/media/pages/offline-files-page').then((m) => ({ Component: m.OfflineFilesPage })),
  'support-tickets': () =>
    import('../features/tickets/pages/support-tickets-page').then((m) => ({
      Component: m.SupportTicketsPage,
    })),
  'shiriki-add-on': () =>
    import('../features/shiriki-add-ons/pages/shiriki-add-on-page').then((m) => ({
      Component: m.ShirikiAddOnPage,
    })),
  'captive-portal': () =>
    import('../features/captive-portal/pages/captive-portal-page').then((m) => ({
      Component: m.CaptivePortalPage,
    })),
  surveys: () => import('../features/surveys/pages/surveys-page').then((m) => ({ Component: m.SurveysPage })),
  'survey-add': () =>
    import('../features/surveys/pages/survey-add-page').then((m) => ({ Component: m.SurveyAddPage })),
  'survey-details': () =>
    import('../features/surveys/pages/survey-details-page').then((m) => ({ Component: m.SurveyDetailsPage })),
  'survey-questions': () =>
    import('../features/surveys/pages/survey-questions-page').then((m) => ({
      Component: m.SurveyQuestionsPage,
    })),
  adverts: () => import('../features/adverts/pages/adverts-page').then((m) => ({ Component: m.AdvertsPage })),
  'advert-details': () =>
    import('../features/adverts/pages/advert-details-page').then((m) => ({
      Component: m.AdvertDetailsPage,
    })),
  'advert-form': () =>
    import('../features/adverts/pages/advert-form-page').then((m) => ({ Component: m.AdvertFormPage })),
  analytics: () =>
    import('../features/analytics/pages/analytics-page').then((m) => ({ Component: m.AnalyticsPage })),
  charts: () => import('../features/analytics/pages/charts-page').then((m) => ({ Component: m.ChartsPage })),
  vuecharts: () =>
    import('../features/analytics/pages/sample-charts-page').then((m) => ({ Component: m.SampleChartsPage })),
  apps: () => import('../features/apps/pages/apps-page').then((m) => ({ Component: m.AppsPage })),
  services: () =>
    import('../features/services/pages/services-page').then((m) => ({ Component: m.ServicesPage })),
  'float-transfer': () =>
    import('../features/float-transfer/pages/float-transfer-page').then((m) => ({
      Component: m.FloatTransferPage,
    })),
  kiosks: () => import('../features/kiosks/pages/kiosks-page').then((m) => ({ Component: m.KiosksPage })),
  'micro-franchisees': () =>
    import('../features/people/pages/people-page').then((m) => ({ Component: m.MicroFranchiseesPage })),
  'micro-profile': () =>
    import('../features/people/pages/micro-profile-page').then((m) => ({ Component: m.MicroProfilePage })),
  'field-officers': () =>
    import('../features/people/pages/people-page').then((m) => ({ Component: m.FieldOfficersPage })),
  'maintenance-officers': () =>
    import('../features/people/pages/people-page').then((m) => ({ Component: m.MaintenanceOfficersPage })),
  'system-admin': () =>
    import('../features/users/pages/system-admin-page').then((m) => ({ Component: m.SystemAdminPage })),
  'view-details': () =>
    import('../features/users/pages/view-details-page').then((m) => ({ Component: m.ViewDetailsPage })),
  'user-signup': () =>
    import('../features/users/pages/user-signup-page').then((m) => ({ Component: m.UserSignupPage })),
  placeholder: () => import('../components/placeholder-page').then((m) => ({ Component: m.PlaceholderPage })),
};

export const loadNotFoundPage = () =>
  import('../components/not-found-page').then((m) => ({ Component: m.NotFoundPage }));
