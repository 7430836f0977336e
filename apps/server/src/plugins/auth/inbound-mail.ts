import { createHash, timingSafeEqual } from 'node:crypto';
import { unauthorized } from '../../lib/http-errors';
import type { AuthStrategy } from './strategy';

export const INVALID_INBOUND_SECRET = 'Invalid inbound mail secret.';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The mail relay that posts support's replies (decision 056): `Authorization: Bearer <INBOUND_MAIL_SECRET>`.
 * Compared as digests in constant time, so neither the length nor a prefix of the secret leaks.
 */
export const inboundMail: AuthStrategy = async (app, request) => {
  const given = request.headers.authorization?.match(/^Bearer\s+(\S+)$/)?.[1];
  if (!given || !timingSafeEqual(digest(given), digest(app.deps.config.inboundMailSecret)))
    throw unauthorized(INVALID_INBOUND_SECRET);
};
