import { SUPPORT_AGENT_ROLE } from '@ared/contract/assistant';
import { isDashboardRole } from '@ared/contract/plans';
import type { Db } from '../../db/client';
import { HttpError, forbidden, unauthorized } from '../../lib/http-errors';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords';
import type { TokenSigner } from '../../lib/tokens';
import { belongsToTerminatedSme } from '../smes';
import { findUserByEmail, findUserById } from '../users';
import {
  type TokenPair,
  findRefreshToken,
  issueTokenPair,
  markRefreshTokenUsed,
  revokeFamily,
} from './refresh-tokens';
import { countSignInAttempt } from './sign-in-throttle';

export const LOGIN_FAILED = 'No active account found with the given credentials';
export const NO_PARTNER_ACCOUNT = 'No partner account associated with this user';
export const TOKEN_INVALID = 'Token is invalid or expired';
export const SME_TERMINATED = 'This account has been terminated.';

type Ctx = { db: Db; tokens: TokenSigner };

/**
 * Who signs in: a partner's admin or staff, or a platform support agent (of no partner), who reaches the
 * support inbox and the sign-in calls only (decision 072).
 */
export const maySignIn = (user: { role: string; partnerId: number | null }): boolean =>
  (isDashboardRole(user.role) && user.partnerId !== null) ||
  (user.role === SUPPORT_AGENT_ROLE && user.partnerId === null);

/** First factor: email and password. The tokens it gives only reach the one-time-password step. */
export async function signIn(
  { db, tokens }: Ctx,
  { email, password, address }: { email: string; password: string; address: string },
): Promise<TokenPair> {
  const attempt = await countSignInAttempt(db, { account: email.trim(), address });
  const user = await findUserByEmail(db, email);
  if (!user) {
    await burnPasswordCheck(password);
    throw unauthorized(LOGIN_FAILED);
  }
  const passwordMatches = await verifyPassword(user.passwordHash, password);
  if (passwordMatches) await attempt.refund();
  if (!passwordMatches || !user.isActive || user.status !== 'active') throw unauthorized(LOGIN_FAILED);
  if (await belongsToTerminatedSme(db, user.smeId)) throw forbidden(SME_TERMINATED);
  if (!maySignIn(user)) throw forbidden(NO_PARTNER_ACCOUNT);
  return issueTokenPair(db, tokens, { userId: user.id, otpVerified: false });
}

/**
 * Rotation: each refresh token is good for one use. A token presented twice means it leaked, so its whole
 * family is revoked and the next refresh of either holder fails.
 */
export async function refreshSession({ db, tokens }: Ctx, refresh: string): Promise<TokenPair> {
  const claims = await tokens.verifyRefresh(refresh);
  if (!claims) throw new HttpError(401, TOKEN_INVALID);
  const row = await findRefreshToken(db, claims.jti);
  if (!row || row.userId !== claims.userId) throw new HttpError(401, TOKEN_INVALID);
  if (row.revokedAt || row.usedAt || row.expiresAt.getTime() <= Date.now()) {
    if (row.usedAt && !row.revokedAt) await revokeFamily(db, row.familyId);
    throw new HttpError(401, TOKEN_INVALID);
  }
  if (!(await markRefreshTokenUsed(db, row.jti))) {
    await revokeFamily(db, row.familyId);
    throw new HttpError(401, TOKEN_INVALID);
  }
  const user = await findUserById(db, row.userId);
  if (
    !user ||
    !user.isActive ||
    user.status !== 'active' ||
    !maySignIn(user) ||
    (await belongsToTerminatedSme(db, user.smeId))
  ) {
    await revokeFamily(db, row.familyId);
    throw new HttpError(401, TOKEN_INVALID);
  }
  return issueTokenPair(db, tokens, {
    userId: user.id,
    otpVerified: row.otpVerified === 1,
    familyId: row.familyId,
  });
}

/** Logout revokes the refresh token's family: neither token of the session can be refreshed again. */
export async function signOut({ db, tokens }: Ctx, refresh: string): Promise<void> {
  const claims = await tokens.verifyRefresh(refresh);
  if (!claims) throw new HttpError(401, TOKEN_INVALID);
  await revokeFamily(db, claims.familyId);
}
