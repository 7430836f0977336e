import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isDashboardRole } from '@ared/contract/plans';
import { smes, users } from '../db/schema';
import { HttpError, forbidden } from '../lib/http-errors';
import { assertSessionLive } from '../modules/auth/session-liveness';
import type { AuthUser, RouteAuth } from '../types';

export const OTP_REQUIRED = 'One-time password verification required.';
const NOT_AUTHENTICATED = 'Authentication credentials were not provided.';
const INVALID_TOKEN = 'Given token not valid for any token type';

/**
 * One hook authenticates every route. A route says who may call it with `config.auth`; the default is a
 * dashboard user who has passed the one-time password. The user row is read on each request so a
 * suspended or demoted account loses access at once, not when its token expires.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const auth: RouteAuth = request.routeOptions.config?.auth ?? 'otp';
    if (auth === 'public') return;
    if (!request.routeOptions.url) return; // unknown route: the 404 handler answers
    request.user = await authenticate(app, request);
    if (auth === 'otp' && !request.user.otpVerified) throw forbidden(OTP_REQUIRED);
  });
}

async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<AuthUser> {
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

/** The signed-in user of a route that runs behind the auth hook. */
export function currentUser(request: FastifyRequest): AuthUser & { partnerId: number } {
  if (!request.user || request.user.partnerId === null) throw new HttpError(401, NOT_AUTHENTICATED);
  return request.user as AuthUser & { partnerId: number };
}

/**
 * The signed-in user's partner, checked against a partner id the request names (`partner=` or a path
 * parameter): another partner's id is answered 404, as if it did not exist, and nothing is touched.
 */
export function ownPartnerId(request: FastifyRequest, named?: number | undefined): number {
  const { partnerId } = currentUser(request);
  if (named !== undefined && named !== partnerId) throw new HttpError(404, 'Not found.');
  return partnerId;
}
