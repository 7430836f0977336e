import { isDashboardRole } from '@ared/contract/plans';
import { rememberPartner } from './caller';
import { tokenUser } from './dashboard-user';
import type { AuthStrategy } from './strategy';

/**
 * The assistant's callers (issue 31 §2): the panel is on the sign-in page too. No token: an anonymous
 * visitor (help-desk answers and escalation, never a partner's data). A token that is bad, expired or of an
 * ended session: 401, as everywhere. A partner's admin or staff past the one-time password: that user, the
 * partner from the token. Anyone else signed in (before the one-time password, a platform role) is
 * answered as a visitor: the token grants no partner's data here.
 */
export const assistantCaller: AuthStrategy = async (app, request) => {
  request.user = null;
  if (request.headers.authorization === undefined) return;
  const { partner, user } = await tokenUser(app, request);
  if (!user.otpVerified || !isDashboardRole(user.role) || user.partnerId === null) return;
  request.user = user;
  if (partner) rememberPartner(request, partner);
};
