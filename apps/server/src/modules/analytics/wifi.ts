import { sql } from 'drizzle-orm';
import {
  ANALYTICS_RANGES,
  TOKEN_SERIES,
  type TAnalyticsRange,
  type TTokenAnalytics,
  type TWifiSummary,
} from '@ared/contract/analytics';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { routerState } from '../devices/schema';
import { hotspotSessions } from '../guest-access/schema';
import { ALL_BOXES } from './schema';
import { isOnlineSql } from '../devices';
import type { Boxes } from './boxes';
import { type AnalyticsRange, analyticsRange } from './range';
import { inScope, readBuckets } from './rollup-read';
import { seenSince } from './seen-since';

/** What every Wi-Fi call needs: the partner, its boxes in scope, and the clock and zone of the ranges. */
export type WifiQuery = { partnerId: number; boxes: Boxes; now: Date; timeZone: string };

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
/** Seconds per session, whole seconds (the page shows h:m:s); 0 without sessions. */
export const meanSeconds = (seconds: number, sessions: number) =>
  sessions > 0 ? Math.round(seconds / sessions) : 0;

/**
 * The voucher rollups' keys for these boxes (decision 038): vouchers belong to realms, not boxes. A box's
 * vouchers are those it accepts: its realm's and those of no realm (0). All Boxes: the partner's total.
 */
export function voucherScope(boxes: Boxes): number[] {
  if (boxes.all) return [ALL_BOXES];
  const realms = new Set<number>([0]);
  for (const box of boxes.routers) if (box.realmId !== null) realms.add(box.realmId);
  return [...realms];
}

/**
 * Guest sessions connected now on the boxes (or all the partner's): the connected ones, which the silence
 * sweep keeps few (a guest's session is closed three interim intervals after its box last spoke of it).
 */
export async function connectedNow(db: Db, q: WifiQuery): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*)::int as n from ${hotspotSessions}
        where partner_id = ${q.partnerId} and status = 'connected'
        ${q.boxes.all ? sql`` : sql`and ${inScope(q.boxes.routers.map((r) => r.id))}`}`,
  );
  return Number(row?.n ?? 0);
}

/** The box is online (its heartbeat is fresh); for several boxes, any of them is. */
export async function anyOnline(db: Db, partnerId: number, boxes: Boxes): Promise<boolean> {
  if (boxes.routers.length === 0) return false;
  const ids = JSON.stringify(boxes.routers.map((r) => r.id));
  const [row] = await queryRows<{ online: boolean | null }>(
    db,
    sql`select bool_or(${isOnlineSql}) as online from ${routerState}
        where partner_id = ${partnerId} and router_id in (select value::int from json_array_elements_text(${ids}::json))`,
  );
  return row?.online === true;
}

/**
 * Distinct guest devices that started a session on the boxes since each of `starts` (decision 038: a
 * device's last session start is its `last_seen`; several boxes count a device once), in one read.
 */
export async function devicesSeen(db: Db, q: WifiQuery, starts: Date[]): Promise<number[]> {
  if (starts.length === 0) return [];
  const earliest = new Date(Math.min(...starts.map((s) => s.getTime())));
  const counts = starts.map(
    (s, i) =>
      sql`count(*) filter (where last_seen >= ${s.toISOString()}::timestamptz)::int as ${sql.raw(`n${i}`)}`,
  );
  const [row] = await queryRows<Record<string, number | string>>(
    db,
    sql`select ${sql.join(counts, sql`, `)} from ${seenSince('device', q.partnerId, q.boxes.scope, earliest)} d`,
  );
  return starts.map((_, i) => Number(row?.[`n${i}`] ?? 0));
}

const SESSION_COLUMNS = {
  sessions: 'sum',
  voucher_sessions: 'sum',
  expired_sessions: 'sum',
  restart_ended: 'sum',
  session_seconds: 'sum',
} as const;
const VOUCHER_COLUMNS = { generated: 'sum', used: 'sum', finished: 'sum' } as const;

/** One range's Wi-Fi summary (part 2 §3), from the rollups; `connected` is the same for every range. */
async function wifiSummary(
  db: Db,
  q: WifiQuery,
  range: AnalyticsRange,
  seen: { connected: number; devices: number },
): Promise<TWifiSummary> {
  const [s, v, f] = await Promise.all([
    readBuckets(db, 'session', q.partnerId, q.boxes.scope, range, SESSION_COLUMNS),
    readBuckets(db, 'voucher', q.partnerId, voucherScope(q.boxes), range, VOUCHER_COLUMNS),
    readBuckets(db, 'login_failure', q.partnerId, q.boxes.scope, range, { failed: 'sum' }),
  ]);
  const generated = sum(v.generated!);
  const used = sum(v.used!);
  const finished = sum(v.finished!);
  return {
    currently_connected: seen.connected,
    finished_partner_vouchers: finished,
    router_restart_partner_vouchers: sum(s.restart_ended!),
    token_failed: sum(f.failed!),
    total_device: seen.devices,
    totals_generated: generated,
    unfinished_partner_voucher: Math.max(0, used - finished),
    users_not_access_system: Math.max(0, generated - used),
    average_duration: meanSeconds(sum(s.session_seconds!), sum(s.sessions!)),
  };
}

/** POST analytics/wifianalytics/: every range's summary. */
export async function wifiAnalytics(db: Db, q: WifiQuery) {
  const ranges = ANALYTICS_RANGES.map((name) => analyticsRange(name, q.now, q.timeZone));
  const [connected, devices] = await Promise.all([
    connectedNow(db, q),
    devicesSeen(
      db,
      q,
      ranges.map((r) => r.start),
    ),
  ]);
  const results = {} as Record<TAnalyticsRange, TWifiSummary>;
  for (const [i, name] of ANALYTICS_RANGES.entries())
    results[name] = await wifiSummary(db, q, ranges[i]!, { connected, devices: devices[i]! });
  return { results };
}

/**
 * One range's token series in TOKEN_SERIES order (part 2 §3): vouchers used (voucher sessions started),
 * connected clients (the boxes' peak per bucket; total: connected now), vouchers generated, mean session
 * length, refused logins, sessions whose voucher time ran out.
 */
async function tokenAnalytics(
  db: Db,
  q: WifiQuery,
  range: AnalyticsRange,
  connected: number,
): Promise<TTokenAnalytics> {
  const [s, v, f, r] = await Promise.all([
    readBuckets(db, 'session', q.partnerId, q.boxes.scope, range, SESSION_COLUMNS),
    readBuckets(db, 'voucher', q.partnerId, voucherScope(q.boxes), range, { generated: 'sum' }),
    readBuckets(db, 'login_failure', q.partnerId, q.boxes.scope, range, { failed: 'sum' }),
    readBuckets(db, 'reading', q.partnerId, q.boxes.scope, range, { clients_max: 'max' }),
  ]);
  const duration = s.session_seconds!.map((seconds, i) => meanSeconds(seconds, s.sessions![i]!));
  const series: [(typeof TOKEN_SERIES)[number], number[], number][] = [
    ['Tokens Used', s.voucher_sessions!, sum(s.voucher_sessions!)],
    ['Currently Connected', r.clients_max!, connected],
    ['Tokens Generated', v.generated!, sum(v.generated!)],
    ['Average Duration (h:m:s)', duration, meanSeconds(sum(s.session_seconds!), sum(s.sessions!))],
    ['Failed', f.failed!, sum(f.failed!)],
    ['Expired', s.expired_sessions!, sum(s.expired_sessions!)],
  ];
  return {
    categories: range.buckets.map((b) => b.label),
    series: series.map(([name, data, total]) => ({ name, data, total })),
  };
}

/** POST analytics/wifi-v2/: is_online and the token series of one range, or of every range. */
export async function wifiV2(db: Db, q: WifiQuery, only: TAnalyticsRange | undefined) {
  const [isOnline, connected] = await Promise.all([anyOnline(db, q.partnerId, q.boxes), connectedNow(db, q)]);
  const out: { is_online: boolean } & Partial<Record<TAnalyticsRange, TTokenAnalytics>> = {
    is_online: isOnline,
  };
  for (const name of only ? [only] : ANALYTICS_RANGES)
    out[name] = await tokenAnalytics(db, q, analyticsRange(name, q.now, q.timeZone), connected);
  return out;
}
