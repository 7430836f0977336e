import { type SQL, and, count, desc, eq, getTableColumns, inArray, ne } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { TVoucher, TVoucherStatus } from '@ared/contract/vouchers';
import type { Database, Db } from '../../../db/client';
import { VOUCHER_LIST } from '../../../db/list-scopes';
import { VOUCHER_STATES, vouchers } from '../schema';
import { realms } from '../../realms/schema';
import type { SeekOrder } from '../../../lib/list/anchors';
import type { ListSource } from '../../../lib/list/paged-list';
import { placeholder, seekableSource, withCondition } from '../../../lib/list/seekable-source';
import { type VoucherFilters, hasRowFilters, rowFilterSql } from './list-filters';
import { type VoucherRow, toVoucher } from './serialize';

export const selection = { voucher: getTableColumns(vouchers), realmName: realms.name };

export const joined = (db: Db, fields: Record<string, unknown>) =>
  db
    .select(fields as typeof selection)
    .from(vouchers)
    .leftJoin(realms, eq(realms.id, vouchers.realmId))
    .$dynamic();

/** Newest first, served by (partner_id, created_at, id) and (partner_id, status, created_at, id). */
export const NEWEST_FIRST: SeekOrder = {
  columns: [vouchers.createdAt, vouchers.id],
  casts: ['timestamptz', 'int8'],
  direction: 'desc',
};
const newestFirst = () => NEWEST_FIRST.columns.map((c) => desc(c));

/** The stored statuses the filters keep: `expired` narrows `status` (true: only expired; false: no expired). */
function statusesOf({ status, expired }: VoucherFilters): TVoucherStatus[] {
  const statuses = status === undefined ? [...VOUCHER_STATES] : [status];
  if (expired === undefined) return statuses;
  return statuses.filter((s) => (s === 'expired') === expired);
}

const EMPTY: ListSource<never> = { count: async () => 0, rows: async () => ({ rows: [] }) };

/**
 * The partner's vouchers, newest first. Filters by stored status are kept scopes (migration 0009): the
 * total is one lookup and deep pages seek from anchors (decision 021), whatever the partner's size. A batch
 * (at most 100 rows, its own index) or the row filters (code, realm, days: decision 050) are counted.
 */
export function voucherListSource(
  database: Database,
  partnerId: number,
  filters: VoucherFilters,
  now: Date,
): ListSource<TVoucher> {
  const statuses = statusesOf(filters);
  if (statuses.length === 0) return EMPTY;
  const toItem = (row: VoucherRow) => toVoucher(row, now);
  if (filters.batch !== undefined || hasRowFilters(filters))
    return filteredSource(database.db, partnerId, filters, toItem);

  const all = statuses.length === VOUCHER_STATES.length;
  const one = statuses.length === 1 ? statuses[0]! : undefined;
  // Three statuses can only be "not expired": a filter on the (partner, created) index.
  const own = (status: unknown): SQL =>
    all
      ? eq(vouchers.partnerId, placeholder('partner'))
      : one !== undefined
        ? and(eq(vouchers.partnerId, placeholder('partner')), eq(vouchers.status, status as TVoucherStatus))!
        : and(eq(vouchers.partnerId, placeholder('partner')), ne(vouchers.status, 'expired'))!;
  const shape = all ? 'all' : one !== undefined ? 'status' : 'unexpired';
  return seekableSource({
    name: `vouchers_${shape}_newest`,
    database,
    kept: { list: VOUCHER_LIST, partnerId, scopes: statuses },
    order: NEWEST_FIRST,
    ids: (hot, condition) =>
      hot
        .select({ id: vouchers.id })
        .from(vouchers)
        .where(withCondition(own(placeholder('status')), condition))
        .$dynamic(),
    page: (hot, ids, extra) =>
      joined(hot, { ...selection, ...extra })
        .where(inArray(vouchers.id, ids))
        .orderBy(...newestFirst()),
    values: { partner: partnerId, ...(one !== undefined && { status: one }) },
    anchorsFrom: {
      table: sql`${vouchers}`,
      where: all
        ? eq(vouchers.partnerId, partnerId)
        : one !== undefined
          ? and(eq(vouchers.partnerId, partnerId), eq(vouchers.status, one))!
          : and(eq(vouchers.partnerId, partnerId), ne(vouchers.status, 'expired'))!,
    },
    toItem,
  });
}

/**
 * The rows the list's filters select, as one condition: the counted list and the export (decision 051) read
 * it, so a filter added to the list reaches the export too.
 */
export function voucherListWhere(partnerId: number, filters: VoucherFilters): SQL {
  const statuses = statusesOf(filters);
  const rowFilters = rowFilterSql(filters);
  if (statuses.length === 0 || rowFilters === false) return sql`false`;
  return and(
    eq(vouchers.partnerId, partnerId),
    ...(filters.batch !== undefined ? [eq(vouchers.batchId, filters.batch)] : []),
    ...(statuses.length < VOUCHER_STATES.length ? [inArray(vouchers.status, statuses)] : []),
    ...rowFilters,
  )!;
}

/** A batch or the row filters, on top of the stored statuses; counted, since no kept count covers them. */
function filteredSource(
  db: Db,
  partnerId: number,
  filters: VoucherFilters,
  toItem: (row: VoucherRow) => TVoucher,
): ListSource<TVoucher> {
  if (rowFilterSql(filters) === false) return EMPTY;
  return countedSource(db, voucherListWhere(partnerId, filters), toItem);
}

/**
 * The vouchers of one of the partner's realms (GET /v1/vouchers/?realm=): those created for it (decision
 * 022), newest first, counted on the realm's index.
 */
export function realmVoucherSource(
  db: Db,
  partnerId: number,
  realmId: number,
  now: Date,
): ListSource<TVoucher> {
  const where = and(eq(vouchers.partnerId, partnerId), eq(vouchers.realmId, realmId))!;
  return countedSource(db, where, (row) => toVoucher(row, now));
}

function countedSource(db: Db, where: SQL, toItem: (row: VoucherRow) => TVoucher): ListSource<TVoucher> {
  return {
    count: async () => {
      const [total] = await db.select({ n: count() }).from(vouchers).where(where);
      return total?.n ?? 0;
    },
    rows: async ({ limit, skip }) => {
      const rows = await joined(db, selection)
        .where(where)
        .orderBy(...newestFirst())
        .limit(limit)
        .offset(skip);
      return { rows: rows.map(toItem) };
    },
  };
}

/** Vouchers of the partner by id, as every call shows them (the rows a create or revoke wrote). */
export async function vouchersByIds(
  db: Db,
  partnerId: number,
  ids: number[],
  now: Date,
): Promise<TVoucher[]> {
  if (ids.length === 0) return [];
  const rows = await joined(db, selection)
    .where(and(eq(vouchers.partnerId, partnerId), inArray(vouchers.id, ids)))
    .orderBy(...newestFirst());
  return rows.map((row) => toVoucher(row, now));
}
