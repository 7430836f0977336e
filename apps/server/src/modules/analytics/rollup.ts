import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { ALL_BOXES } from './schema';
import { addDays, localDate } from '../../lib/calendar';
import { localMidnight } from './range';
import { recordAdvertViewers } from './advert-viewers';
import { recordGuestDevices, recordVisitDevices } from './guest-devices';
import { addDeltas } from './rollup-deltas';
import { type DirtyKey, ROLLUP_SOURCES, type RollupSource } from './rollup-sources';

/** Work a source needs beyond its rollup rows (distinct guests, viewers), given the hours just rolled up. */
export type Tracker = (db: Db, keys: DirtyKey[]) => Promise<void>;

/** Distinct-visitor trackers by source (decision 038): they read the same raw rows as the hourly rollup. */
export const TRACKERS: Record<string, Tracker[]> = {
  sessions: [recordGuestDevices],
  visits: [recordVisitDevices],
  views: [recordAdvertViewers],
};

/** Hours taken from the queue per transaction. */
const BATCH = 2000;

const keysJson = (keys: DirtyKey[]) =>
  JSON.stringify(keys.map((k) => [k.partnerId, k.keyId, k.hour.toISOString()]));
const KEYS = (json: string) =>
  sql`(select (value->>0)::int as partner_id, (value->>1)::int as key_id, (value->>2)::timestamptz as hour
       from json_array_elements(${json}::json)) k`;

const RAW_WITH_PARTNER = new Set([
  'hotspot_sessions',
  'vouchers',
  'hotspot_login_failures',
  'advert_views',
  'sms_messages',
  'portal_visits',
  'router_metrics',
]);

/** Recomputes the hourly rows of the given (partner, key, hour)s from the raw rows, then their partner totals. */
async function rollHours(tx: Db, source: RollupSource, keys: DirtyKey[]): Promise<void> {
  const json = keysJson(keys);
  const hourly = sql.raw(`${source.table}_hourly`);
  const columns = Object.keys(source.columns);
  await tx.execute(sql`delete from ${hourly} h using ${KEYS(json)}
    where h.partner_id = k.partner_id and h.router_id = k.key_id and h.hour = k.hour`);
  const partnerMatch = RAW_WITH_PARTNER.has(source.raw) ? 'and x.partner_id = k.partner_id' : '';
  // One index range scan per key (lateral): a join would let the planner hash every raw row against every
  // key of the batch.
  const aliased = source.aggregates.map((a, i) => `${a} as c${i}`).join(', ');
  const picked = source.aggregates.map((_, i) => `a.c${i}`).join(', ');
  // A source kept by deltas drops the pending deltas of these hours in the same statement (one snapshot):
  // the raw rows counted here are exactly those whose deltas are dropped.
  const dropDeltas = source.delta
    ? sql`with dropped as (delete from ${sql.raw(source.delta.table)} d using ${KEYS(json)}
        where d.partner_id = k.partner_id and d.router_id = k.key_id and d.hour = k.hour) `
    : sql``;
  await tx.execute(sql`${dropDeltas}insert into ${hourly} (partner_id, router_id, hour, ${sql.raw(columns.join(', '))})
    select k.partner_id, k.key_id, k.hour, ${sql.raw(picked)}
    from ${KEYS(json)} cross join lateral (
      select count(*) as n, ${sql.raw(aliased)}
      from ${sql.raw(source.raw)} x ${sql.raw(source.join ?? '')}
      where ${sql.raw(source.key)} = k.key_id ${sql.raw(partnerMatch)}
        and x.${sql.raw(source.time)} >= k.hour and x.${sql.raw(source.time)} < k.hour + interval '1 hour'
    ) a
    where a.n > 0`);
  // The partner's total of each hour touched: every box (and the rows of no box) added up.
  const hours = JSON.stringify(
    [...new Set(keys.map((k) => `${k.partnerId}|${k.hour.toISOString()}`))].map((s) => s.split('|')),
  );
  const totals = sql`(select (value->>0)::int as partner_id, (value->>1)::timestamptz as hour
       from json_array_elements(${hours}::json)) t`;
  await tx.execute(sql`delete from ${hourly} h using ${totals}
    where h.partner_id = t.partner_id and h.router_id = ${ALL_BOXES} and h.hour = t.hour`);
  const sums = columns.map((c) => `sum(h.${c}) as ${c}`).join(', ');
  await tx.execute(sql`insert into ${hourly} (partner_id, router_id, hour, ${sql.raw(columns.join(', '))})
    select t.partner_id, ${ALL_BOXES}, t.hour, ${sql.raw(columns.map((c) => `a.${c}`).join(', '))}
    from ${totals} cross join lateral (
      select count(*) as n, ${sql.raw(sums)} from ${hourly} h
      where h.partner_id = t.partner_id and h.hour = t.hour and h.router_id <> ${ALL_BOXES}
    ) a
    where a.n > 0`);
}

/** Recomputes the daily rows (local days) that hold the given hours, for the keys and the partner totals. */
async function rollDays(tx: Db, source: RollupSource, keys: DirtyKey[], timeZone: string): Promise<void> {
  const days = new Map<string, [number, number, string, string, string]>();
  for (const k of keys) {
    const day = localDate(k.hour, timeZone);
    for (const keyId of [k.keyId, ALL_BOXES]) {
      const id = `${k.partnerId}|${keyId}|${day}`;
      if (days.has(id)) continue;
      days.set(id, [
        k.partnerId,
        keyId,
        day,
        localMidnight(day, timeZone).toISOString(),
        localMidnight(addDays(day, 1), timeZone).toISOString(),
      ]);
    }
  }
  const json = JSON.stringify([...days.values()]);
  const d = sql`(select (value->>0)::int as partner_id, (value->>1)::int as key_id, (value->>2)::date as day,
       (value->>3)::timestamptz as day_start, (value->>4)::timestamptz as day_end
       from json_array_elements(${json}::json)) d`;
  const daily = sql.raw(`${source.table}_daily`);
  const hourly = sql.raw(`${source.table}_hourly`);
  const columns = Object.entries(source.columns);
  await tx.execute(sql`delete from ${daily} x using ${d}
    where x.partner_id = d.partner_id and x.router_id = d.key_id and x.day = d.day`);
  const aggregates = columns.map(([c, agg]) => `${agg}(h.${c}) as ${c}`).join(', ');
  await tx.execute(sql`insert into ${daily} (partner_id, router_id, day, ${sql.raw(columns.map(([c]) => c).join(', '))})
    select d.partner_id, d.key_id, d.day, ${sql.raw(columns.map(([c]) => `a.${c}`).join(', '))}
    from ${d} cross join lateral (
      select count(*) as n, ${sql.raw(aggregates)} from ${hourly} h
      where h.partner_id = d.partner_id and h.router_id = d.key_id and h.hour >= d.day_start and h.hour < d.day_end
    ) a
    where a.n > 0`);
}

/**
 * Takes up to BATCH dirty hours of a source off the queue (in the caller's transaction), in the primary key's
 * order: read straight from its index, where ordering by hour sorted the whole queue on every batch (a
 * backfill queues hundreds of thousands).
 */
async function claim(tx: Db, source: string): Promise<DirtyKey[]> {
  const rows = await queryRows<{ partner_id: number; key_id: number; hour: string | Date }>(
    tx,
    sql`delete from analytics_dirty where (source, partner_id, key_id, hour) in (
      select source, partner_id, key_id, hour from analytics_dirty where source = ${source}
      order by source, partner_id, key_id, hour limit ${BATCH} for update skip locked)
    returning partner_id, key_id, hour`,
  );
  return rows.map((r) => ({
    partnerId: Number(r.partner_id),
    keyId: Number(r.key_id),
    hour: new Date(r.hour),
  }));
}

export type RollupResult = { hours: number };

/**
 * Rolls up every dirty hour (decision 038): per source, a batch of hours is taken off the queue, its hourly
 * rows recomputed from the raw rows, the partner totals and the days holding them recomputed, and the
 * distinct-visitor trackers updated, all in one transaction (a failure puts the hours back). Repeats until
 * the queue is empty or `budgetMs` is spent; idempotent, so a second run finds nothing to do. Sources kept by
 * deltas (readings, decision 039) then have their pending deltas added.
 */
export async function runAnalyticsRollup(
  db: Db,
  { timeZone, budgetMs = 50_000 }: { timeZone: string; budgetMs?: number },
): Promise<RollupResult> {
  const deadline = Date.now() + budgetMs;
  let hours = 0;
  for (const source of ROLLUP_SOURCES) {
    for (;;) {
      const taken = await db.transaction(async (tx) => {
        const keys = await claim(tx, source.source);
        if (keys.length === 0) return 0;
        await rollHours(tx, source, keys);
        await rollDays(tx, source, keys, timeZone);
        for (const track of TRACKERS[source.source] ?? []) await track(tx, keys);
        return keys.length;
      });
      hours += taken;
      if (taken < BATCH || Date.now() > deadline) break;
    }
    while (source.delta && Date.now() <= deadline) {
      const added = await db.transaction((tx) => addDeltas(tx, source, timeZone));
      hours += added.hours;
      if (!added.more) break;
    }
    if (Date.now() > deadline) break;
  }
  return { hours };
}
