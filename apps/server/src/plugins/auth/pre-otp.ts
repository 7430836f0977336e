import type { AuthStrategy } from './strategy';
import { authenticate } from './dashboard-user';

/**
 * The first factor only: a token from before the one-time password reaches the calls that finish signing
 * in (OTP, terms, the first password change, the user's own summary) and nothing else.
 */
export const preOtpUser: AuthStrategy = async (app, request) => {
  request.user = await authenticate(app, request);
};
