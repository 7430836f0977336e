import { SUPPORT_AGENT_ROLE } from '@ared/contract/assistant';
import { forbidden } from '../../lib/http-errors';
import { OTP_REQUIRED, tokenUser } from './dashboard-user';
import type { AuthStrategy } from './strategy';

export const ONLY_SUPPORT_AGENTS = 'Only a support agent can use the support inbox.';

/**
 * The support inbox's agents (issue 31 §5): the platform role `support_agent`, of no partner (they answer
 * every partner's chats, so no tenant rule narrows them), past the one-time password. A partner's user is
 * refused (403) whatever the role.
 */
export const supportAgent: AuthStrategy = async (app, request) => {
  const { user } = await tokenUser(app, request);
  if (user.role !== SUPPORT_AGENT_ROLE || user.partnerId !== null) throw forbidden(ONLY_SUPPORT_AGENTS);
  if (!user.otpVerified) throw forbidden(OTP_REQUIRED);
  request.user = user;
};
