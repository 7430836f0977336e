import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isDashboardRole } from '@ared/contract/plans';
import { smes, users } from '../../db/schema';
import { HttpError, forbidden } from '../../lib/http-errors';
import { assertSessionLive } from '../../modules/auth/session-liveness';
import type { AuthUser } from '../../types';
import type { AuthStrategy } from './strategy';

export const OTP_REQUIRED = 'One-time password verification required.';
export const NOT_AUTHENTICATED = 'Authentication credentials were not provided.';
const INVALID_TOKEN = 'Given token not valid for any token type';

/**
 * The bearer token's user, read from the database on each request so a suspended or demoted account loses
 * access at once, not when its token expires. Shared by every strategy that signs a dashboard user in.
 */
export async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<AuthUser> {
  const header = request.headers.authorization;
  const match = header?.match(/^(?:Bearer|JWT)\s+(\S+)$/i);
  if (!match?.[1]) throw new HttpError(401, NOT_AUTHENTICATED, undefined, { 'www-authenticate': 'Bearer' });
  const claims = await app.deps.tokens.verifyAccess(match[1]);
  if (!claims) throw new HttpError(401, INVALID_TOKEN, undefined, { 'www-authenticate': 'Bearer' });
  await assertSessionLive(app.deps.database.db, claims);
  const [user] = await app.deps.database.db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      partnerId: users.partnerId,
      smeId: users.smeId,
    })
    .from(users)
    // A terminated SME's users lose access at once, whatever token they hold.
    .leftJoin(smes, eq(smes.id, users.smeId))
    .where(
      and(
        eq(users.id, claims.userId),
        eq(users.isActive, true),
        eq(users.status, 'active'),
        or(isNull(smes.id), eq(smes.isTerminated, false)),
      ),
    )
    .limit(1);
  if (!user)
    throw new HttpError(401, 'User not found or inactive.', undefined, { 'www-authenticate': 'Bearer' });
  if (!isDashboardRole(user.role) || user.partnerId === null) {
    throw forbidden('No partner account associated with this user');
  }
  return { ...user, otpVerified: claims.otpVerified, familyId: claims.familyId };
}

/** The default: a partner_admin or partner_staff who has passed the one-time password. */
export const dashboardUser: AuthStrategy = async (app, request) => {
  request.user = await authenticate(app, request);
  if (!request.user.otpVerified) throw forbidden(OTP_REQUIRED);
};
