import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isDashboardRole } from '@ared/contract/plans';
import { HttpError, forbidden } from '../../lib/http-errors';
import { sessionUser } from '../../modules/auth/session-liveness';
import type { AuthUser } from '../../types';
import type { AuthStrategy } from './strategy';
import { NOT_AUTHENTICATED, rememberPartner } from './caller';

export const OTP_REQUIRED = 'One-time password verification required.';
const INVALID_TOKEN = 'Given token not valid for any token type';

/**
 * The bearer token's user whatever the role, read from the database (at most every few seconds, and at once
 * after a change in this process) so a suspended or demoted account loses access within seconds, not when
 * its token expires. No token, a bad one or an ended session: 401.
 */
export async function tokenUser(app: FastifyInstance, request: FastifyRequest) {
  const header = request.headers.authorization;
  const match = header?.match(/^(?:Bearer|JWT)\s+(\S+)$/i);
  if (!match?.[1]) throw new HttpError(401, NOT_AUTHENTICATED, undefined, { 'www-authenticate': 'Bearer' });
  const claims = await app.deps.tokens.verifyAccess(match[1]);
  if (!claims) throw new HttpError(401, INVALID_TOKEN, undefined, { 'www-authenticate': 'Bearer' });
  const { partner, ...user } = await sessionUser(app.deps.database, claims);
  return { partner, user: { ...user, otpVerified: claims.otpVerified, familyId: claims.familyId } };
}

/**
 * The bearer token's dashboard user (a partner's admin or staff). Shared by every strategy that signs a
 * dashboard user in.
 */
export async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<AuthUser> {
  const { partner, user } = await tokenUser(app, request);
  if (!isDashboardRole(user.role) || user.partnerId === null) {
    throw forbidden('No partner account associated with this user');
  }
  if (partner) rememberPartner(request, partner);
  return user;
}

/** The default: a partner_admin or partner_staff who has passed the one-time password. */
export const dashboardUser: AuthStrategy = async (app, request) => {
  request.user = await authenticate(app, request);
  if (!request.user.otpVerified) throw forbidden(OTP_REQUIRED);
};
