import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { realms } from './schema';
import { notFound } from '../../lib/http-errors';

export type OwnRealm = { id: number; partnerId: number; name: string; smeId: number | null };

/**
 * One of the partner's realms (partner or SME realm), or 404: another partner's realm answers like one that
 * does not exist (decision 003). What every module that files something under a realm checks first.
 */
export async function ownRealm(db: Db, partnerId: number, realmId: number): Promise<OwnRealm> {
  const [realm] = await db
    .select({ id: realms.id, partnerId: realms.partnerId, name: realms.name, smeId: realms.smeId })
    .from(realms)
    .where(and(eq(realms.id, realmId), eq(realms.partnerId, partnerId)))
    .limit(1);
  if (!realm) throw notFound();
  return realm;
}
