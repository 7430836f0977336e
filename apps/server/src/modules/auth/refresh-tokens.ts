import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens } from './schema';
import { REFRESH_TOKEN_TTL_SECONDS, type TokenSigner } from '../../lib/tokens';
import { forgetFamilies } from './session-liveness';

export type TokenPair = { access: string; refresh: string };

/** Issues an access token and a refresh token; a new family unless the pair continues a rotation. */
export async function issueTokenPair(
  db: Db,
  tokens: TokenSigner,
  {
    userId,
    otpVerified,
    familyId = randomUUID(),
  }: { userId: number; otpVerified: boolean; familyId?: string },
): Promise<TokenPair> {
  const jti = randomUUID();
  await db.insert(refreshTokens).values({
    jti,
    familyId,
    userId,
    otpVerified: otpVerified ? 1 : 0,
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  const [access, refresh] = await Promise.all([
    tokens.signAccess({ userId, otpVerified, familyId }),
    tokens.signRefresh({ userId, otpVerified, jti, familyId }),
  ]);
  return { access, refresh };
}

export const findRefreshToken = async (db: Db, jti: string) =>
  (await db.select().from(refreshTokens).where(eq(refreshTokens.jti, jti)).limit(1))[0];

/** Marks a refresh token used; false when another request used it first. */
export async function markRefreshTokenUsed(db: Db, jti: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.jti, jti), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ jti: refreshTokens.jti });
  return rows.length === 1;
}

/** Ends a session: its refresh tokens are revoked and its access tokens refused from the next request. */
export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  forgetFamilies([familyId]);
}

/** Ends every session of a user, but the one given (a password change keeps the session that made it). */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  keepFamilyId?: string | null,
): Promise<void> {
  const conditions = [eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)];
  if (keepFamilyId) conditions.push(ne(refreshTokens.familyId, keepFamilyId));
  const ended = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(...conditions))
    .returning({ familyId: refreshTokens.familyId });
  forgetFamilies(ended.map((row) => row.familyId));
}

/** After the one-time password, the first-factor sessions of the user are no longer needed. */
export async function revokePreOtpSessions(db: Db, userId: number): Promise<void> {
  const ended = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        eq(refreshTokens.otpVerified, 0),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  forgetFamilies(ended.map((row) => row.familyId));
}
