import { type SQLWrapper, and, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens } from './schema';
import { forgetFamilies, forgetUsers } from './session-liveness';

/** Ends every session of the users a subquery selects (terminating an SME ends its users' sessions). */
export async function revokeSessionsOfUsers(db: Db, userIds: SQLWrapper): Promise<void> {
  const ended = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(inArray(refreshTokens.userId, userIds), isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId, userId: refreshTokens.userId });
  forgetFamilies(ended.map((row) => row.familyId));
  forgetUsers(ended.map((row) => row.userId));
}
