import { sql } from 'drizzle-orm';
import type { TDeviceVendor, TInsightAnalytics, TInsightSeries } from '@ared/contract/analytics';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { type AnalyticsRange, analyticsRange } from './range';
import { inScope, readBuckets } from './rollup-read';
import { seenSince } from './seen-since';
import { type WifiQuery, meanSeconds } from './wifi';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/** Devices shown by maker: the guest devices seen in the 3months range (this and the 2 months before). */
export const VENDOR_WINDOW = '3months' as const;
/** A device whose MAC names no maker: a randomised (private) address, or an OUI the registry lacks. */
export const UNKNOWN_VENDOR = 'Private or unknown';
const TOP = 10;

/**
 * The distinct guests of the range and of the period before it (decision 038), from `guest_devices`: per
 * device its first and last session start on the boxes (min and max over the boxes' rows). Unique = last
 * seen in the range, first-time = first seen in the range, returned = the difference (seen in the range,
 * first seen before it). The per-bucket series place each device in the bucket of its last visit (unique,
 * returned) or its first (first-time), so each sums to its total. Churn: of the devices active in the
 * previous period (first seen before the range, last seen in or after the previous period), those not seen
 * since the range began.
 */
async function distinctGuests(db: Db, q: WifiQuery, range: AnalyticsRange) {
  const starts = JSON.stringify(range.buckets.map((b) => b.start.toISOString()));
  const rows = await queryRows<{ lb: number; fb: number; before: boolean; n: number }>(
    db,
    sql`with t as (
          select array_agg(value::timestamptz order by ord) as th
          from json_array_elements_text(${starts}::json) with ordinality as j(value, ord)
        )
        select width_bucket(d.last_seen, t.th)::int as lb, width_bucket(d.first_seen, t.th)::int as fb,
          (d.first_seen < ${range.start.toISOString()}::timestamptz) as before, count(*)::int as n
        from ${seenSince('device', q.partnerId, q.boxes.scope, range.previous.start)} d cross join t
        group by 1, 2, 3`,
  );
  const zeros = () => range.buckets.map(() => 0);
  const unique = zeros();
  const first = zeros();
  const returned = zeros();
  let churned = 0;
  let previous = 0;
  for (const row of rows) {
    const n = Number(row.n);
    const lb = Number(row.lb);
    const fb = Number(row.fb);
    if (lb >= 1) {
      unique[lb - 1]! += n;
      if (row.before) returned[lb - 1]! += n;
    } else churned += n;
    if (fb >= 1) first[fb - 1]! += n;
    if (row.before) previous += n;
  }
  return { unique, first, returned, churned, previous };
}

/** The busiest local hour of the day over the range ('HH:00', '' without sessions), from hourly rollups. */
async function peakHour(db: Db, q: WifiQuery, range: AnalyticsRange): Promise<string> {
  const rows = await queryRows<{ h: number; n: number }>(
    db,
    sql`select extract(hour from hour at time zone ${q.timeZone})::int as h, sum(sessions)::int as n
        from session_hourly
        where partner_id = ${q.partnerId} and ${inScope(q.boxes.scope)}
          and hour >= ${range.start.toISOString()}::timestamptz and hour < ${range.end.toISOString()}::timestamptz
        group by 1 having sum(sessions) > 0 order by 2 desc, 1 asc limit 1`,
  );
  const top = rows[0];
  return top ? `${String(Number(top.h)).padStart(2, '0')}:00` : '';
}

/** The most common phone models of the range's guests (from the portal's user agents), top 10. */
async function phoneModels(db: Db, q: WifiQuery, range: AnalyticsRange) {
  const rows = await queryRows<{ model: string; n: number }>(
    db,
    sql`select phone_model as model, count(*)::int as n
        from ${seenSince('device', q.partnerId, q.boxes.scope, range.start)} d
        where phone_model is not null group by phone_model order by 2 desc, 1 asc limit ${TOP}`,
  );
  return rows.map((r) => ({ model: r.model, devices: Number(r.n) }));
}

/** POST analytics/insight-v2/: the customer insight series in INSIGHT_SERIES order (part 2 §2, §3). */
export async function insightAnalytics(
  db: Db,
  q: WifiQuery,
  range: AnalyticsRange,
): Promise<TInsightAnalytics> {
  const [s, visits, guests, peak, models] = await Promise.all([
    readBuckets(db, 'session', q.partnerId, q.boxes.scope, range, {
      sessions: 'sum',
      session_seconds: 'sum',
    }),
    readBuckets(db, 'portal_visit', q.partnerId, q.boxes.scope, range, { visits: 'sum' }),
    distinctGuests(db, q, range),
    peakHour(db, q, range),
    phoneModels(db, q, range),
  ]);
  const sessions = s.sessions!;
  const seconds = s.session_seconds!;
  const visited = visits.visits!;
  const series: TInsightSeries[] = [
    {
      name: 'Dwell Time',
      unit: 'seconds',
      data: seconds.map((value, i) => meanSeconds(value, sessions[i]!)),
      total: meanSeconds(sum(seconds), sum(sessions)),
    },
    { name: 'Returned Customers', unit: 'devices', data: guests.returned, total: sum(guests.returned) },
    // The chart: sessions started per bucket; the card: the busiest hour of the day.
    { name: 'Peek Time', unit: 'hour', data: sessions, total: peak },
    { name: 'Unique Customers', unit: 'devices', data: guests.unique, total: sum(guests.unique) },
    { name: 'First-Time Visitors', unit: 'devices', data: guests.first, total: sum(guests.first) },
    {
      name: 'Phone Model',
      unit: 'model',
      labels: models.map((m) => m.model),
      data: models.map((m) => m.devices),
      total: models[0]?.model ?? '',
    },
    {
      name: 'Churn Rate',
      unit: 'percent',
      data: [
        {
          churned: percent(guests.churned, guests.previous),
          churned_devices: guests.churned,
          previous_devices: guests.previous,
        },
      ],
      total: percent(guests.churned, guests.previous),
    },
    {
      // Sessions started per 100 portal visits (boxes whose guests skip the portal can pass 100).
      name: 'Conversion Rate',
      unit: 'percent',
      data: sessions.map((n, i) => percent(n, visited[i]!)),
      total: percent(sum(sessions), sum(visited)),
    },
  ];
  return { categories: range.buckets.map((b) => b.label), series };
}

/**
 * POST analytics/device-vendor/: the guest devices of the box (or of every box) seen in the last 3 calendar
 * months (this one included), by maker, top 10; devices whose MAC names no maker (randomised addresses) are one row of their own.
 */
export async function deviceVendors(db: Db, q: WifiQuery): Promise<TDeviceVendor> {
  const since = analyticsRange(VENDOR_WINDOW, q.now, q.timeZone).start;
  const rows = await queryRows<{ vendor: string | null; n: number }>(
    db,
    sql`select vendor, count(*)::int as n from ${seenSince('device', q.partnerId, q.boxes.scope, since)} d
        group by vendor`,
  );
  const all = rows
    .map((r) => ({ vendor: r.vendor ?? UNKNOWN_VENDOR, devices: Number(r.n) }))
    .sort((a, b) => b.devices - a.devices || a.vendor.localeCompare(b.vendor));
  // Each device is one row with one maker (or none), so the makers' counts add up to the devices.
  const total = all.reduce((n, v) => n + v.devices, 0);
  return { results: all.slice(0, TOP), total_devices: total };
}
