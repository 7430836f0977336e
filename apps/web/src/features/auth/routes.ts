import type { RouteEntry } from '../../lib/route-entry';

/** Signing in, signing up and the password pages: open to guests, or needing the first sign-in step. */
export const authRoutes: readonly RouteEntry[] = [
  {
    path: '/',
    title: 'Sign In',
    access: 'guest',
    load: () => import('./pages/sign-in-page').then((m) => ({ Component: m.SignInPage })),
  },
  {
    path: '/otp',
    title: 'OTP Verification',
    access: 'session',
    load: () => import('./pages/otp-page').then((m) => ({ Component: m.OtpPage })),
  },
  {
    path: '/signup',
    title: 'Sign Up',
    access: 'guest',
    load: () => import('./pages/sign-up-page').then((m) => ({ Component: m.SignUpPage })),
  },
  {
    // Public, not guest: a reviewer may be signed in to the dashboard too (decision 057).
    path: '/signup/review',
    title: 'Review Sign Up',
    access: 'public',
    load: () => import('./pages/sign-up-review-page').then((m) => ({ Component: m.SignUpReviewPage })),
  },
  {
    path: '/forgot-password',
    title: 'Forgot Password',
    access: 'guest',
    load: () => import('./pages/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: '/password/reset',
    title: 'Reset Password',
    access: 'public',
    load: () => import('./pages/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    path: '/change-password',
    title: 'Change Password',
    access: 'session',
    load: () => import('./pages/change-password-page').then((m) => ({ Component: m.ChangePasswordPage })),
  },
  {
    path: '/terms',
    title: 'Terms',
    heading: 'Master Subscription Agreement',
    access: 'protected',
    load: () => import('./pages/terms-page').then((m) => ({ Component: m.TermsPage })),
  },
];
