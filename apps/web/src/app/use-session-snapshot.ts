import { useAuthStore } from '../lib/auth-store';
import { hasAcceptedTerms } from '../lib/terms-record';
import type { SessionSnapshot } from './access-rules';

export function useSessionSnapshot(): SessionSnapshot {
  // Whether there are tokens, not the tokens: their rotation (a refresh) draws nothing again.
  const hasTokens = useAuthStore((s) => Boolean(s.accessToken && s.refreshToken));
  const user = useAuthStore((s) => s.user);
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const otpVerified = useAuthStore((s) => s.otpVerified);
  return {
    hasTokens,
    isAuthenticated: isAuthenticated && user !== null,
    otpVerified,
    termsAccepted: hasAcceptedTerms(user),
    passwordChanged: user?.changed_password_after_initial_login ?? false,
  };
}
