import type { RouteAccess } from '../lib/route-entry';

export type SessionSnapshot = {
  hasTokens: boolean;
  isAuthenticated: boolean;
  otpVerified: boolean;
  termsAccepted: boolean;
  passwordChanged: boolean;
};

/** Signed in with the second factor, terms accepted, default password replaced: the dashboard is open. */
export const isFullyAuthenticated = (s: SessionSnapshot): boolean =>
  s.hasTokens && s.isAuthenticated && s.otpVerified && s.termsAccepted && s.passwordChanged;

const hasFirstStep = (s: SessionSnapshot) => s.hasTokens && s.isAuthenticated;

/**
 * The route guard (spec part 1 §2, part 2 §4) as a pure rule: where to send the visitor instead, or null.
 * - protected while not fully authenticated → / (or back to /otp when only the terms are missing);
 * - /, /signup, /forgot-password while fully authenticated → /dashboard;
 * - /otp and /change-password need the first sign-in step; /change-password goes to /dashboard once the
 *   password was changed and the OTP verified.
 */
export function redirectFor(access: RouteAccess, path: string, s: SessionSnapshot): string | null {
  const full = isFullyAuthenticated(s);
  switch (access) {
    case 'public':
      return null;
    case 'guest':
      return full ? '/dashboard' : null;
    case 'protected':
      if (full) return null;
      return hasFirstStep(s) && s.otpVerified && s.passwordChanged ? '/otp' : '/';
    case 'session':
      if (!hasFirstStep(s)) return '/';
      if (path === '/change-password') return s.passwordChanged && s.otpVerified ? '/dashboard' : null;
      if (full) return '/dashboard';
      return s.passwordChanged ? null : '/change-password';
  }
}
