import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { realms } from '../../db/schema';
import { notFound } from '../../lib/http-errors';

/** One of the partner's realms, or 404 (another partner's realm answers like one that does not exist). */
export async function ownRealmOf(db: Db, partnerId: number, realmId: number) {
  const [realm] = await db
    .select({ id: realms.id, name: realms.name })
    .from(realms)
    .where(and(eq(realms.id, realmId), eq(realms.partnerId, partnerId)))
    .limit(1);
  if (!realm) throw notFound();
  return realm;
}
