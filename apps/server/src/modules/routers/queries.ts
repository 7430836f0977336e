import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNotNull,
  isNull,
  not,
  or,
  sql,
} from 'drizzle-orm';
import type { TRouter } from '@ared/contract/routers';
import type { Database, Db } from '../../db/client';
import type { SeekOrder } from '../../lib/list/anchors';
import type { ListSource } from '../../lib/list/paged-list';
import { placeholder, seekableSource, withCondition } from '../../lib/list/seekable-source';
import { kiosks } from '../kiosks/schema';
import { partners } from '../partners/schema';
import { realms } from '../realms/schema';
import { routerState } from '../devices/schema';
import { routers } from './schema';
import { smes } from '../smes/schema';
import { likePattern } from '../../lib/pagination';
import { isDeployed, isDeployedSql } from './deployed';
import { isOnlineSql, otaOf, stateOfBox } from '../devices';

export type RouterFilters = {
  hasSme?: boolean | undefined;
  hasXmrig?: boolean | undefined;
  realm?: number | null | undefined;
  sme?: number | null | undefined;
  search?: string | undefined;
  /** The Status filter (`is_online=`); see `statusSql`. */
  online?: boolean | undefined;
};

/**
 * The Status filter, and the Dashboard's "Offline boxes" (which counts through `countRouters`, so the two
 * numbers agree): online is the row's `is_online` (`isOnlineSql`, the devices module's rule); offline is a
 * deployed box (`isDeployedSql`, the row's `on_field`) that is not online now, one that never reported
 * included. A box In Transit or at the Manufacturer is not expected to report: while it does not, it is in
 * neither (its dot is grey, but it is not an outage).
 */
const statusSql = (online: boolean) => (online ? isOnlineSql : and(isDeployedSql, not(isOnlineSql))!);

// Every column the list item shows; never the device key's hash nor the sealed RADIUS secret.
const { deviceKeyHash: _secret, radiusSecretSealed: _sealed, ...routerColumns } = getTableColumns(routers);

export const selection = {
  router: routerColumns,
  realmName: realms.name,
  smeName: smes.name,
  partnerName: partners.name,
  kioskSerial: kiosks.serialNumber,
  lastSeen: routerState.lastSeen,
  ota: routerState.ota,
  online: isOnlineSql,
};

const ORDERING: Record<string, AnyColumn> = {
  serial_number: routers.serialNumber,
  ssid: routers.ssid,
  os_version_id: routers.osVersionId,
  realm: realms.name,
  location_name: routers.locationName,
  created: routers.created,
  sme: smes.name,
};

export function routerListWhere(partnerId: number, f: RouterFilters) {
  const conditions = [eq(routers.partnerId, partnerId)];
  if (f.hasSme !== undefined) conditions.push(f.hasSme ? isNotNull(routers.smeId) : isNull(routers.smeId));
  if (f.hasXmrig !== undefined) conditions.push(eq(routers.hasBeenAssignedXmrig, f.hasXmrig));
  if (f.realm !== undefined)
    conditions.push(f.realm === null ? isNull(routers.realmId) : eq(routers.realmId, f.realm));
  if (f.sme !== undefined) conditions.push(f.sme === null ? isNull(routers.smeId) : eq(routers.smeId, f.sme));
  if (f.search) {
    const pattern = likePattern(f.search);
    conditions.push(
      or(
        ilike(routers.serialNumber, pattern),
        ilike(routers.ssid, pattern),
        ilike(routers.locationName, pattern),
        ilike(realms.name, pattern),
        ilike(smes.name, pattern),
      )!,
    );
  }
  if (f.online !== undefined) conditions.push(statusSql(f.online));
  return and(...conditions);
}

export const joined = (db: Db, fields: Record<string, unknown>) =>
  db
    .select(fields as typeof selection)
    .from(routers)
    .leftJoin(realms, eq(realms.id, routers.realmId))
    .leftJoin(smes, eq(smes.id, routers.smeId))
    .leftJoin(partners, eq(partners.id, routers.partnerId))
    .leftJoin(kiosks, eq(kiosks.id, routers.kioskId))
    .leftJoin(routerState, stateOfBox);

export type RouterRow = Awaited<ReturnType<typeof joined>>[number];

export function toRouter(row: RouterRow): TRouter {
  const r = row.router;
  return {
    id: r.id,
    serial_number: r.serialNumber,
    imei: r.imei,
    ssid: r.ssid,
    location_name: r.locationName,
    location: r.location,
    is_online: row.online,
    last_seen: row.lastSeen?.toISOString() ?? null,
    os_version_name: r.osVersionName,
    os_version_id: r.osVersionId,
    model_number: r.modelNumber,
    ip_address: r.ipAddress,
    deployed_to: r.deployedTo,
    realm: r.realmId !== null && row.realmName !== null ? { id: r.realmId, name: row.realmName } : null,
    sme: r.smeId !== null && row.smeName !== null ? { id: r.smeId, name: row.smeName } : null,
    partner:
      r.partnerId !== null && row.partnerName !== null ? { id: r.partnerId, name: row.partnerName } : null,
    has_been_assigned_xmrig: r.hasBeenAssignedXmrig,
    nasidentifier: r.nasidentifier,
    captive_portal: r.captivePortal,
    lat: r.lat,
    lon: r.lon,
    has_kiosk: r.kioskId !== null,
    router_kiosk:
      r.kioskId !== null && row.kioskSerial !== null
        ? { id: r.kioskId, serial_number: row.kioskSerial }
        : null,
    super_realm: r.superRealm,
    functional: r.functional,
    on_field: isDeployed(r),
    otab: otaOf(row.online, row.ota),
    created: r.created.toISOString(),
  };
}

/** Columns that live on other tables: ordering or searching by them needs the joins. */
const JOINED_ORDERING = new Set(['realm', 'sme']);

/** The default order (newest first), served by the (partner, created, id) index: deep pages seek. */
export const NEWEST_FIRST: SeekOrder = {
  columns: [routers.created, routers.id],
  casts: ['timestamptz', 'int4'],
  direction: 'desc',
};

const hasFilters = (f: RouterFilters) =>
  f.hasSme !== undefined ||
  f.hasXmrig !== undefined ||
  f.realm !== undefined ||
  f.sme !== undefined ||
  f.online !== undefined ||
  Boolean(f.search);

/**
 * The unfiltered list in its default order, the page every admin opens first: two prepared statements
 * (from the top, or sought from an anchor), the count kept by triggers (decisions 019 and 021).
 */
function newestFirstSource(database: Database, partnerId: number): ListSource<TRouter> {
  return seekableSource({
    name: 'routers_newest',
    database,
    kept: { list: 'routers', partnerId, scopes: [''] },
    order: NEWEST_FIRST,
    ids: (hot, condition) =>
      hot
        .select({ id: routers.id })
        .from(routers)
        .where(withCondition(eq(routers.partnerId, placeholder('partner')), condition))
        .$dynamic(),
    page: (hot, ids, extra) =>
      joined(hot, { ...selection, ...extra })
        .where(inArray(routers.id, ids))
        .orderBy(...NEWEST_FIRST.columns.map((c) => desc(c))),
    values: { partner: partnerId },
    anchorsFrom: { table: sql`${routers}`, where: eq(routers.partnerId, partnerId) },
    toItem: toRouter,
  });
}

/**
 * The partner's routers as a paged list. Filtered or re-ordered lists take two cheap steps instead of one
 * wide query: the page's ids from the routers table alone, then only those rows joined and serialised; the
 * count skips the joins unless the search needs them.
 */
/**
 * The routers table alone, with only the joins the filters or the ordering need: the search reads the
 * realm's and the SME's names, the Status filter the box's last heartbeat.
 */
function filteredBase(db: Db, filters: RouterFilters, needsNames: boolean) {
  return (fields: Record<string, unknown>) => {
    let query = db
      .select(fields as { id: typeof routers.id })
      .from(routers)
      .$dynamic();
    if (needsNames || filters.search) {
      query = query
        .leftJoin(realms, eq(realms.id, routers.realmId))
        .leftJoin(smes, eq(smes.id, routers.smeId));
    }
    if (filters.online !== undefined) {
      query = query.leftJoin(routerState, stateOfBox);
    }
    return query;
  };
}

/**
 * How many of the partner's routers the filters select: the `count` of a filtered list (the kept counts
 * follow no filter but the partner), and the Dashboard's offline figure (`countOfflineBoxes`).
 */
export async function countRouters(db: Db, partnerId: number, filters: RouterFilters): Promise<number> {
  const [total] = (await filteredBase(
    db,
    filters,
    false,
  )({ n: count() }).where(routerListWhere(partnerId, filters))) as unknown as { n: number }[];
  return total?.n ?? 0;
}

/** The Dashboard's "Offline boxes": the count of the Routers list filtered by `is_online=false`. */
export const countOfflineBoxes = (db: Db, partnerId: number): Promise<number> =>
  countRouters(db, partnerId, { online: false });

/**
 * The partner's routers as a paged list. Filtered or re-ordered lists take two cheap steps instead of one
 * wide query: the page's ids from the routers table alone, then only those rows joined and serialised; the
 * count skips the joins unless the search or the Status filter needs them.
 */
export function routerListSource(
  database: Database,
  partnerId: number,
  filters: RouterFilters,
  ordering: string | undefined,
): ListSource<TRouter> {
  if (!hasFilters(filters) && (ordering === undefined || ordering === '-created')) {
    return newestFirstSource(database, partnerId);
  }
  const db = database.db;
  const where = routerListWhere(partnerId, filters);
  const field = ordering?.replace(/^-/, '') ?? 'created';
  const column = ORDERING[field] ?? routers.created;
  const direction = ordering?.startsWith('-') || !ordering ? desc : asc;
  const base = filteredBase(db, filters, JOINED_ORDERING.has(field));
  return {
    count: () => countRouters(db, partnerId, filters),
    rows: async ({ limit, skip }) => {
      // The page's ids as a subquery: one round trip fetches and joins just those rows.
      const pageIds = base({ id: routers.id })
        .where(where)
        .orderBy(direction(column), direction(routers.id))
        .limit(limit)
        .offset(skip);
      const rows = await joined(db, selection)
        .where(inArray(routers.id, pageIds))
        .orderBy(direction(column), direction(routers.id));
      return { rows: rows.map(toRouter) };
    },
  };
}

export async function findRouter(db: Db, partnerId: number, id: number): Promise<TRouter | null> {
  const [row] = await joined(db, selection)
    .where(and(eq(routers.partnerId, partnerId), eq(routers.id, id)))
    .limit(1);
  return row ? toRouter(row) : null;
}

/** The ids among `ids` that belong to the partner. */
export async function ownRouterIds(db: Db, partnerId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: routers.id })
    .from(routers)
    .where(and(eq(routers.partnerId, partnerId), inArray(routers.id, ids)));
  return rows.map((r) => r.id);
}
