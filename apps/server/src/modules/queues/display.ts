import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partners } from '../partners/schema';
import { realms } from '../realms/schema';
import { queueDisplays } from './schema';

/**
 * A display token: `<partner id>.<128 random bits, URL-safe>`. The screen polls with it, so it names its
 * partner: on Citus the lookup goes to that partner's shard only (decision 083). Tokens made before carry
 * no partner and are still found, by the token alone.
 */
const TOKEN = /^(?:([1-9][0-9]{0,9})\.)?[A-Za-z0-9_-]{22}$/;

/**
 * The realm's display token, made on first use. The venue screen opens a public portal address with it
 * (decision 067): a TV browser needs no sign-in, and the token names one realm and shows only its numbers.
 */
export async function displayToken(db: Db, partnerId: number, realmId: number): Promise<string> {
  const ofRealm = and(eq(queueDisplays.partnerId, partnerId), eq(queueDisplays.realmId, realmId));
  const [known] = await db.select().from(queueDisplays).where(ofRealm).limit(1);
  if (known) return known.token;
  await db
    .insert(queueDisplays)
    .values({ realmId, partnerId, token: `${partnerId}.${randomBytes(16).toString('base64url')}` })
    .onConflictDoNothing({ target: [queueDisplays.realmId, queueDisplays.partnerId] });
  const [made] = await db.select().from(queueDisplays).where(ofRealm).limit(1);
  return made!.token;
}

/** The realm a display token names, or null (a malformed token costs no read). */
export async function realmOfDisplay(
  db: Db,
  token: string,
): Promise<{ realmId: number; partnerId: number; name: string; isOn: boolean } | null> {
  const shape = TOKEN.exec(token);
  if (!shape) return null;
  const named = shape[1] === undefined ? undefined : eq(queueDisplays.partnerId, Number(shape[1]));
  const [row] = await db
    .select({
      realmId: queueDisplays.realmId,
      partnerId: queueDisplays.partnerId,
      name: realms.name,
      isOn: partners.hasQueueManagementAddonEnabled,
    })
    .from(queueDisplays)
    .innerJoin(
      realms,
      and(eq(realms.id, queueDisplays.realmId), eq(realms.partnerId, queueDisplays.partnerId)),
    )
    .innerJoin(partners, eq(partners.id, queueDisplays.partnerId))
    .where(and(eq(queueDisplays.token, token), named))
    .limit(1);
  return row ?? null;
}

export const displayPath = (token: string) => `/portal/queue-display/${token}`;
