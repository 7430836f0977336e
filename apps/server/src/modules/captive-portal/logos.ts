import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { FileStore } from '../../lib/file-store';
import { captivePortals } from './schema';

/**
 * Deletes the logos' bytes that no portal shows any more. A design applied to many boxes shares its logo by
 * key, so a logo replaced on one portal may still be another's. Called after the change is committed: a
 * portal given the logo meanwhile keeps it (it is found here); a failed delete only leaves bytes behind.
 */
export async function deleteLogosNoPortalUses(
  { db, files }: { db: Db; files: FileStore },
  keys: readonly string[],
): Promise<void> {
  for (const key of new Set(keys)) {
    const [used] = await db
      .select({ id: captivePortals.id })
      .from(captivePortals)
      .where(eq(captivePortals.logoKey, key))
      .limit(1);
    if (!used) await files.delete(key).catch(() => undefined);
  }
}
