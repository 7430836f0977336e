import { type SQLWrapper, and, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema';

/** Ends every session of the users a subquery selects (terminating an SME ends its users' sessions). */
export async function revokeSessionsOfUsers(db: Db, userIds: SQLWrapper): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(inArray(refreshTokens.userId, userIds), isNull(refreshTokens.revokedAt)));
}
