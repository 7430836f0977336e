import { useAuthStore } from '../lib/auth-store';
import { hasAcceptedTerms } from '../lib/terms-record';
import type { SessionSnapshot } from './access-rules';

export function useSessionSnapshot(): SessionSnapshot {
  const accessToken = useAuthStore((s) => s.accessToken);
  const refreshToken = useAuthStore((s) => s.refreshToken);
  const user = useAuthStore((s) => s.user);
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const otpVerified = useAuthStore((s) => s.otpVerified);
  return {
    hasTokens: Boolean(accessToken && refreshToken),
    isAuthenticated: isAuthenticated && user !== null,
    otpVerified,
    termsAccepted: hasAcceptedTerms(user),
    passwordChanged: user?.changed_password_after_initial_login ?? false,
  };
}
