import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';

/**
 * How long this process trusts that a session family is still live without asking the database. Ending a
 * family in this process forgets it at once; another replica notices within this bound (decision 013).
 */
export const LIVENESS_CACHE_MS = 5_000;
const MAX_ENTRIES = 50_000;
export const SESSION_ENDED = 'This session has ended. Sign in again.';

type Entry = { userId: number; isLive: boolean; expires: number };
// One map per process, like the sessions it describes: family ids are random UUIDs, so apps built in one
// process (the tests) cannot collide.
const families = new Map<string, Entry>();

/**
 * A session ends when its refresh-token family is revoked (sign-out, reuse detection, a password change or
 * reset, suspension, termination). Its access tokens stop working on the next request: the auth hook asks
 * here after verifying the token. A family is live while one of its rows is not revoked.
 */
export async function assertSessionLive(
  db: Db,
  { userId, familyId }: { userId: number; familyId: string },
  now = Date.now(),
): Promise<void> {
  const hit = families.get(familyId);
  const isLive =
    hit && hit.expires > now && hit.userId === userId ? hit.isLive : await readLiveness(db, userId, familyId);
  if (!hit || hit.expires <= now) {
    if (families.size >= MAX_ENTRIES) families.clear();
    families.set(familyId, { userId, isLive, expires: now + LIVENESS_CACHE_MS });
  }
  if (!isLive) throw new HttpError(401, SESSION_ENDED, undefined, { 'www-authenticate': 'Bearer' });
}

async function readLiveness(db: Db, userId: number, familyId: string): Promise<boolean> {
  const [row] = await db
    .select({ jti: refreshTokens.jti })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Called by whatever revokes families, so this process refuses their tokens from the next request on. */
export function forgetFamilies(familyIds: Iterable<string>): void {
  for (const familyId of familyIds) families.delete(familyId);
}
