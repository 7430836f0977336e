import { SUPPORT_AGENT_ROLE } from '@ared/contract/assistant';
import type { AuthStrategy } from './strategy';
import { authenticate, tokenUser } from './dashboard-user';

/**
 * The first factor only: a token from before the one-time password reaches the calls that finish signing
 * in (OTP, terms, the first password change, the user's own summary) and nothing else. A platform support
 * agent signs in through the same calls (decision 072); those that need a partner refuse one.
 */
export const preOtpUser: AuthStrategy = async (app, request) => {
  const { user } = await tokenUser(app, request);
  request.user =
    user.role === SUPPORT_AGENT_ROLE && user.partnerId === null ? user : await authenticate(app, request);
};
