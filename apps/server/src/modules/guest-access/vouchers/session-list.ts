import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { TSession } from '@ared/contract/vouchers';
import type { Database, Db } from '../../../db/client';
import { HOTSPOT_SESSION_LIST, sessionScopes } from '../../../db/list-scopes';
import { type SESSION_STATES, hotspotSessions, vouchers } from '../schema';
import { routers } from '../../routers/schema';
import type { SeekOrder } from '../../../lib/list/anchors';
import type { ListSource } from '../../../lib/list/paged-list';
import { placeholder, seekableSource, withCondition } from '../../../lib/list/seekable-source';
import { type SessionRow, toSession } from './serialize';

export type SessionStatus = (typeof SESSION_STATES)[number];

export const selection = {
  session: getTableColumns(hotspotSessions),
  serialNumber: routers.serialNumber,
  voucher: {
    status: vouchers.status,
    durationSeconds: vouchers.durationSeconds,
    expiryDate: vouchers.expiryDate,
    firstUsedAt: vouchers.firstUsedAt,
  },
};

export const joined = (db: Db, fields: Record<string, unknown>) =>
  db
    .select(fields as typeof selection)
    .from(hotspotSessions)
    .innerJoin(routers, eq(routers.id, hotspotSessions.routerId))
    .leftJoin(vouchers, eq(vouchers.id, hotspotSessions.voucherId))
    .$dynamic();

/** Latest first, served by (partner_id, start_time, id) and (partner_id, status, start_time, id). */
export const LATEST_FIRST: SeekOrder = {
  columns: [hotspotSessions.startTime, hotspotSessions.id],
  casts: ['timestamptz', 'int8'],
  direction: 'desc',
};
const latestFirst = () => LATEST_FIRST.columns.map((c) => desc(c));

/** The partner's sessions, latest first; the status filter is a kept scope (migration 0009). */
export function sessionListSource(
  database: Database,
  partnerId: number,
  status: SessionStatus | undefined,
  now: Date,
): ListSource<TSession> {
  const own = (condition: ReturnType<typeof eq>) =>
    status === undefined
      ? condition
      : and(condition, eq(hotspotSessions.status, placeholder('status') as never))!;
  return seekableSource({
    name: `hotspot_sessions_${status === undefined ? 'all' : 'status'}_latest`,
    database,
    kept: { list: HOTSPOT_SESSION_LIST, partnerId, scopes: sessionScopes({ status }) },
    order: LATEST_FIRST,
    ids: (hot, condition) =>
      hot
        .select({ id: hotspotSessions.id })
        .from(hotspotSessions)
        .where(withCondition(own(eq(hotspotSessions.partnerId, placeholder('partner'))), condition))
        .$dynamic(),
    page: (hot, ids, extra) =>
      joined(hot, { ...selection, ...extra })
        .where(inArray(hotspotSessions.id, ids))
        .orderBy(...latestFirst()),
    values: { partner: partnerId, ...(status !== undefined && { status }) },
    anchorsFrom: {
      table: sql`${hotspotSessions}`,
      where:
        status === undefined
          ? eq(hotspotSessions.partnerId, partnerId)
          : and(eq(hotspotSessions.partnerId, partnerId), eq(hotspotSessions.status, status))!,
    },
    toItem: (row: SessionRow) => toSession(row, now),
  });
}

/** Sessions of the partner by id, as the list shows them. */
export async function sessionsByIds(
  db: Db,
  partnerId: number,
  ids: number[],
  now: Date,
): Promise<TSession[]> {
  if (ids.length === 0) return [];
  const rows = await joined(db, selection)
    .where(and(eq(hotspotSessions.partnerId, partnerId), inArray(hotspotSessions.id, ids)))
    .orderBy(...latestFirst());
  return rows.map((row) => toSession(row, now));
}
