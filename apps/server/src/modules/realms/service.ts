import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TRealm } from '@ared/contract/realms';
import type { Db } from '../../db/client';
import { realms } from './schema';
import { routers } from '../routers/schema';
import { smes } from '../smes/schema';
import { fieldError, notFound } from '../../lib/http-errors';
import type { ListSource } from '../../lib/list/paged-list';
import { likePattern } from '../../lib/pagination';

export const REALM_NOT_FOUND = 'Realm not found.';
export const REALM_ADDED = 'Realm Added Successfully';

const selection = {
  realm: realms,
  smeName: smes.name,
  routers: sql<number>`(select count(*)::int from ${routers} where ${routers.realmId} = ${realms.id} and ${routers.partnerId} = ${realms.partnerId})`,
};

const toRealm = (row: {
  realm: typeof realms.$inferSelect;
  smeName: string | null;
  routers: number;
}): TRealm => ({
  id: row.realm.id,
  name: row.realm.name,
  type: row.realm.smeId === null ? 'partner_realm' : 'sme_realm',
  realm_type: row.realm.realmType,
  partner: row.realm.partnerId,
  sme: row.realm.smeId !== null && row.smeName !== null ? { id: row.realm.smeId, name: row.smeName } : null,
  no_of_routers: Number(row.routers),
  created: row.realm.created.toISOString(),
});

export type RealmFilters = {
  type?: 'partner_realm' | 'sme_realm' | undefined;
  sme?: number | undefined;
  search?: string | undefined;
};

/** `name`, `created` or `no_of_routers`, `-` for descending; newest first by default. */
function realmOrder(ordering: string | undefined) {
  const direction = !ordering || ordering.startsWith('-') ? desc : asc;
  const field = ordering?.replace(/^-/, '');
  const column =
    field === 'name'
      ? sql`lower(${realms.name})`
      : field === 'no_of_routers'
        ? selection.routers
        : realms.created;
  return [direction(column), direction(realms.id)];
}

/**
 * The partner's realms as a paged list. The page's ids are read first, so the routers are counted for the
 * page's realms only (unless the list is ordered by that count), not for every realm an offset skips.
 */
export function realmListSource(
  db: Db,
  partnerId: number,
  f: RealmFilters,
  ordering: string | undefined,
): ListSource<TRealm> {
  const conditions = [eq(realms.partnerId, partnerId)];
  if (f.type === 'partner_realm') conditions.push(isNull(realms.smeId));
  if (f.type === 'sme_realm') conditions.push(isNotNull(realms.smeId));
  if (f.sme !== undefined) conditions.push(eq(realms.smeId, f.sme));
  if (f.search) conditions.push(ilike(realms.name, likePattern(f.search)));
  const where = and(...conditions);
  const order = realmOrder(ordering);
  return {
    count: async () => {
      const [total] = await db.select({ n: count() }).from(realms).where(where);
      return total?.n ?? 0;
    },
    rows: async ({ limit, skip }) => {
      const pageIds = db
        .select({ id: realms.id })
        .from(realms)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(skip);
      const rows = await db
        .select(selection)
        .from(realms)
        .leftJoin(smes, eq(smes.id, realms.smeId))
        .where(inArray(realms.id, pageIds))
        .orderBy(...order);
      return { rows: rows.map(toRealm) };
    },
  };
}

export async function findRealm(db: Db, partnerId: number, id: number): Promise<TRealm> {
  const [row] = await db
    .select(selection)
    .from(realms)
    .leftJoin(smes, eq(smes.id, realms.smeId))
    .where(and(eq(realms.id, id), eq(realms.partnerId, partnerId)))
    .limit(1);
  if (!row) throw notFound(REALM_NOT_FOUND);
  return toRealm(row);
}

/** A partner realm ({name, partner}) or an SME realm ({name, sme}) of one of the partner's SMEs. */
export async function createRealm(
  db: Db,
  partnerId: number,
  body: { name: string; partner?: number | undefined; sme?: number | undefined },
) {
  // Another partner's id (the partner, its SME) answers like one that does not exist (decision 003).
  if (body.partner !== undefined && body.partner !== partnerId) throw notFound();
  let smeId: number | null = null;
  if (body.sme !== undefined) {
    const [sme] = await db
      .select({ id: smes.id })
      .from(smes)
      .where(and(eq(smes.id, body.sme), eq(smes.partnerId, partnerId)))
      .limit(1);
    if (!sme) throw notFound();
    smeId = sme.id;
  }
  const [created] = await db
    .insert(realms)
    .values({ partnerId, smeId, name: body.name, realmType: smeId === null ? null : 'Independent Realm' })
    .returning({ id: realms.id });
  return { detail: REALM_ADDED, realm: await findRealm(db, partnerId, created!.id) };
}

/** A partner realm's name is read-only, its type may be set (partner admins only: see the route). */
export async function updateRealm(
  db: Db,
  partnerId: number,
  id: number,
  body: { name?: string | undefined; type: 'Sub Realm' | 'Independent Realm' },
) {
  const current = await findRealm(db, partnerId, id);
  if (current.type === 'partner_realm' && body.name !== undefined && body.name !== current.name) {
    throw fieldError('name', "A partner realm's name cannot be changed.");
  }
  await db
    .update(realms)
    .set({
      realmType: body.type,
      ...(current.type === 'sme_realm' && body.name !== undefined && { name: body.name }),
    })
    .where(and(eq(realms.id, id), eq(realms.partnerId, partnerId)));
  return findRealm(db, partnerId, id);
}
