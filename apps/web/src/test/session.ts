import type { TMe } from '@ared/contract/users';
import { markAuthenticated, markOtpVerified, setTokens, setUser } from '../lib/auth-store';

/** Stores `me` as a fully signed-in session (tokens, user, OTP verified), as the sign-in steps leave it. */
export function storeSignedInSession(me: TMe, tokens = { access: 'a', refresh: 'r' }): TMe {
  setTokens(tokens);
  setUser(me);
  markAuthenticated();
  markOtpVerified();
  return me;
}
