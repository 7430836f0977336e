import { and, eq, sql } from 'drizzle-orm';
import type { TVoucherStats } from '@ared/contract/vouchers';
import type { Database, Db } from '../../../db/client';
import { HOTSPOT_SESSION_LIST, VOUCHER_LIST } from '../../../db/list-scopes';
import { preparedSql } from '../../../db/prepared';
import { queryRows } from '../../../db/raw';
import { routers } from '../../routers/schema';
import { notFound } from '../../../lib/http-errors';

type Tally = { list: string; scope: string; n: number };

const COUNTS_SQL = `select list, scope, n from list_counts where partner_id = $1 and list = any($2::text[])`;

/**
 * The partner's stats from its kept counts (migration 0009): one index lookup, never a count(*) over its
 * vouchers. They count stored states, like the lists' filters (decision 022).
 */
export async function partnerStats(database: Database, partnerId: number): Promise<TVoucherStats> {
  const rows = await preparedSql<Tally>(
    database,
    COUNTS_SQL,
  )([partnerId, `{${VOUCHER_LIST},${HOTSPOT_SESSION_LIST}}`]);
  return statsOf(
    rows.filter((r) => r.list === VOUCHER_LIST).map((r) => ({ status: r.scope, n: Number(r.n) })),
    rows
      .filter((r) => r.list === HOTSPOT_SESSION_LIST)
      .map((r) => {
        const [status = '', type = ''] = r.scope.split('/');
        return { status, type, n: Number(r.n) };
      }),
  );
}

/**
 * One box's stats, by its serial (the partner's own box, else 404): its sessions, and the vouchers used on
 * it (a voucher is a box's once a guest logged in with it there), counted from its sessions on the
 * (router_id, …) index.
 */
export async function routerStats(db: Db, partnerId: number, serial: string): Promise<TVoucherStats> {
  const [router] = await db
    .select({ id: routers.id })
    .from(routers)
    .where(and(eq(routers.partnerId, partnerId), eq(routers.serialNumber, serial)))
    .limit(1);
  if (!router) throw notFound();
  const sessions = await queryRows<{ status: string; type: string; n: number }>(
    db,
    sql`select status, session_type as type, count(*)::int as n from hotspot_sessions
        where router_id = ${router.id} group by 1, 2`,
  );
  const used = await queryRows<{ status: string; n: number }>(
    db,
    // One primary-key lookup per voucher the box saw: written as a lateral join because the planner turned
    // `id in (…)` into a hash join over the partner's whole table (128 ms at 1,000,000 vouchers).
    sql`select v.status, count(*)::int as n
        from (select distinct voucher_id from hotspot_sessions
              where router_id = ${router.id} and voucher_id is not null) s
        cross join lateral (select status from vouchers where id = s.voucher_id) v
        group by 1`,
  );
  return statsOf(
    used.map((r) => ({ status: r.status, n: Number(r.n) })),
    sessions.map((r) => ({ ...r, n: Number(r.n) })),
  );
}

function statsOf(
  voucherTallies: { status: string; n: number }[],
  sessionTallies: { status: string; type: string; n: number }[],
): TVoucherStats {
  const vouchersIn = (status: string) =>
    voucherTallies.filter((t) => t.status === status).reduce((sum, t) => sum + t.n, 0);
  const sessionsWhere = (keep: (t: { status: string; type: string }) => boolean) =>
    sessionTallies.filter(keep).reduce((sum, t) => sum + t.n, 0);
  const connected = sessionsWhere((t) => t.status === 'connected');
  return {
    vouchers: {
      total: voucherTallies.reduce((sum, t) => sum + t.n, 0),
      active: vouchersIn('active'),
      used: vouchersIn('used'),
      expired: vouchersIn('expired'),
      revoked: vouchersIn('revoked'),
    },
    sessions: {
      total: sessionsWhere(() => true),
      // The spec's "active" sessions are the ones online now.
      active: connected,
      connected,
      disconnected: sessionsWhere((t) => t.status === 'disconnected'),
      expired: sessionsWhere((t) => t.status === 'expired'),
      auto: sessionsWhere((t) => t.type === 'auto'),
      voucher: sessionsWhere((t) => t.type === 'voucher'),
    },
  };
}
