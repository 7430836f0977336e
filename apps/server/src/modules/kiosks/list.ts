import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { TKiosk } from '@ared/contract/kiosks';
import type { Db } from '../../db/client';
import { kiosks } from './schema';
import { routers } from '../routers/schema';
import { users } from '../users/schema';
import type { ListSource } from '../../lib/list/paged-list';
import { orderByOf } from '../../lib/ordering';
import { likePattern } from '../../lib/pagination';

export type KioskFilters = {
  hasBeenAssigned?: boolean | undefined;
  assignedTo?: number | undefined;
  search?: string | undefined;
};

const franchiseeName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/*
 * The router installed in the kiosk (routers.kiosk_id), of the same partner only: a box the partner gave up
 * must not show another partner's serial. A kiosk holds one box; should two rows name it, the oldest shows.
 */
const kioskRouter = sql<{ id: number; serial_number: string } | null>`(
  select json_build_object('id', r.id, 'serial_number', r.serial_number)
  from ${routers} r
  where r.kiosk_id = ${kiosks.id} and r.partner_id = ${kiosks.partnerId}
  order by r.id limit 1)`;

export const selection = {
  kiosk: kiosks,
  franchiseeName,
  router: kioskRouter,
};

const ORDERING = {
  serial_number: kiosks.serialNumber,
  created: kiosks.created,
  functional: kiosks.functional,
  assigned_to: franchiseeName,
};

export type KioskRow = { kiosk: typeof kiosks.$inferSelect; franchiseeName: string | null; router: unknown };

/** PGlite hands json back parsed, postgres-js as text when the column type is unknown. */
const routerOf = (value: unknown): TKiosk['kiosk_router'] => {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (!parsed || typeof parsed !== 'object') return null;
  const { id, serial_number } = parsed as { id: number; serial_number: string };
  return { id, serial_number };
};

export function toKiosk({ kiosk, franchiseeName: name, router }: KioskRow): TKiosk {
  const kioskRouter = routerOf(router);
  return {
    id: kiosk.id,
    serial_number: kiosk.serialNumber,
    functional: kiosk.functional,
    router: kioskRouter !== null,
    kiosk_router: kioskRouter,
    created: kiosk.created.toISOString(),
    assigned_to:
      kiosk.assignedToId !== null && name !== null ? { id: kiosk.assignedToId, full_name: name } : null,
    has_been_assigned_mf: kiosk.assignedToId !== null,
    lat: kiosk.lat,
    lon: kiosk.lon,
  };
}

export function kioskListWhere(partnerId: number, f: KioskFilters) {
  const pattern = f.search ? likePattern(f.search) : null;
  return and(
    eq(kiosks.partnerId, partnerId),
    f.hasBeenAssigned === undefined
      ? undefined
      : f.hasBeenAssigned
        ? isNotNull(kiosks.assignedToId)
        : isNull(kiosks.assignedToId),
    f.assignedTo === undefined ? undefined : eq(kiosks.assignedToId, f.assignedTo),
    pattern ? or(ilike(kiosks.serialNumber, pattern), ilike(franchiseeName, pattern)) : undefined,
  );
}

/** The partner's kiosks (a tab's filter, one franchisee's, a search in serial or franchisee), newest first. */
export function kioskListSource(
  db: Db,
  partnerId: number,
  filters: KioskFilters,
  ordering: string | undefined,
): ListSource<TKiosk> {
  const where = kioskListWhere(partnerId, filters);
  return {
    count: async () => {
      const [total] = await db
        .select({ n: count() })
        .from(kiosks)
        .leftJoin(users, eq(users.id, kiosks.assignedToId))
        .where(where);
      return total?.n ?? 0;
    },
    rows: async ({ limit, skip }) => {
      const rows = await db
        .select(selection)
        .from(kiosks)
        .leftJoin(users, eq(users.id, kiosks.assignedToId))
        .where(where)
        .orderBy(...orderByOf(ordering, ORDERING, kiosks.id, [desc(kiosks.created), desc(kiosks.id)]))
        .limit(limit)
        .offset(skip);
      return { rows: rows.map(toKiosk) };
    },
  };
}
