import { unauthorized } from '../../lib/http-errors';
import { bearerMatches } from '../../lib/secrets';
import type { AuthStrategy } from './strategy';

export const INVALID_INBOUND_SECRET = 'Invalid inbound mail secret.';

/** The mail relay that posts support's replies (decision 056): `Authorization: Bearer <INBOUND_MAIL_SECRET>`. */
export const inboundMail: AuthStrategy = async (app, request) => {
  if (!bearerMatches(request.headers.authorization, app.deps.config.inboundMailSecret))
    throw unauthorized(INVALID_INBOUND_SECRET);
};
