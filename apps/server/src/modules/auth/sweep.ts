import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens } from './schema';

/** Deletes the refresh tokens that expired or were revoked before `before` (housekeeping). */
export async function sweepEndedRefreshTokens(db: Db, before: Date): Promise<void> {
  await db
    .delete(refreshTokens)
    .where(
      or(
        lt(refreshTokens.expiresAt, before),
        and(isNotNull(refreshTokens.revokedAt), lt(refreshTokens.revokedAt, before)),
      ),
    );
}
