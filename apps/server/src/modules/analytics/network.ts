import { type SQL, sql } from 'drizzle-orm';
import {
  SIGNAL_CATEGORIES,
  type TRouterMetrics,
  type TRouterSpeed,
  type TNetworkUsage,
  type TSignalStrength,
  type TUsageAndClients,
} from '@ared/contract/analytics';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { routerState } from '../devices/schema';
import { routers } from '../routers/schema';
import type { Boxes } from './boxes';
import type { AnalyticsRange } from './range';
import { readBuckets } from './rollup-read';

/**
 * Mini-server health and network analytics (part 2 §3 Mini server health, Network metrics): the rolled-up
 * heartbeat readings (`reading_hourly` / `reading_daily`, decision 038) for the range, and the boxes' latest
 * reading (router_state) for the "now" figures. Means are sums ÷ counts over the range, so a bucket or a box
 * with many readings weighs more; a bucket without readings is 0 in a series, and an average over no
 * reading at all is null (never a made-up 0).
 */

type Signal = (typeof SIGNAL_CATEGORIES)[number];

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
const ratio = (sum: number, count: number) => (count > 0 ? round(sum / count) : 0);
const mean = (sum: number, count: number): number | null => (count > 0 ? round(sum / count) : null);
const total = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The boxes' rows of router_state: the partner's every box, or the named ones. */
const boxFilter = (partnerId: number, boxes: Boxes): SQL =>
  boxes.all
    ? sql`r.partner_id = ${partnerId}`
    : sql`r.partner_id = ${partnerId} and r.id in (select value::int from json_array_elements_text(${JSON.stringify(boxes.routers.map((b) => b.id))}::json))`;

type Latest = {
  boxes_heard: number;
  online: number;
  cpu: number | null;
  ram: number | null;
  uptime: number | null;
  processes: number | null;
  disk_used: number | null;
  disk_total: number | null;
};

/**
 * The latest reading of the boxes: one box's own values, or for several the mean of their percentages,
 * uptimes and process counts and the sum of their disks. `boxes_heard` counts boxes that ever reported.
 */
async function latestHealth(db: Db, partnerId: number, boxes: Boxes): Promise<Latest> {
  const h = (field: string) => sql.raw(`(rs.health->>'${field}')::float8`);
  const [row] = await queryRows<Record<keyof Latest, number | string | null>>(
    db,
    sql`select count(rs.router_id)::int as boxes_heard,
        count(*) filter (where rs.last_seen > now() - make_interval(secs => rs.interval_seconds * 3))::int as online,
        avg(${h('cpu_percent')}) as cpu, avg(${h('ram_percent')}) as ram,
        avg(${h('uptime_seconds')}) as uptime, avg(${h('running_processes')}) as processes,
        sum(${h('disk_used_mb')}) as disk_used, sum(${h('disk_total_mb')}) as disk_total
      from ${routers} r join ${routerState} rs on rs.router_id = r.id and rs.partner_id = r.partner_id
      where ${boxFilter(partnerId, boxes)}`,
  );
  const num = (v: number | string | null | undefined) => (v === null || v === undefined ? null : Number(v));
  return {
    boxes_heard: Number(row?.boxes_heard ?? 0),
    online: Number(row?.online ?? 0),
    cpu: num(row?.cpu),
    ram: num(row?.ram),
    uptime: num(row?.uptime),
    processes: num(row?.processes),
    disk_used: num(row?.disk_used),
    disk_total: num(row?.disk_total),
  };
}

/** Seconds of each bucket that have passed by the range's end (the current bucket: so far; later ones: 0). */
const elapsedSeconds = (range: AnalyticsRange) =>
  range.buckets.map((b) =>
    Math.max(0, (Math.min(b.end.getTime(), range.end.getTime()) - b.start.getTime()) / 1000),
  );

const uptimePercent = (heard: number, seconds: number) =>
  seconds > 0 ? round(Math.min(100, (heard / seconds) * 100)) : 0;

export async function routerMetrics(
  db: Db,
  partnerId: number,
  boxes: Boxes,
  range: AnalyticsRange,
): Promise<TRouterMetrics> {
  const [latest, b] = await Promise.all([
    latestHealth(db, partnerId, boxes),
    readBuckets(db, 'reading', partnerId, boxes.scope, range, {
      heard_seconds: 'sum',
      cpu_sum: 'sum',
      ram_sum: 'sum',
      health_readings: 'sum',
      traffic_in_mb: 'sum',
      traffic_out_mb: 'sum',
    }),
  ]);
  const count = b.health_readings!;
  const readings = total(count);
  // Uptime: the share of each bucket the boxes were heard from. For several boxes, heard seconds are
  // added up over the boxes, so the mean over them divides by the bucket's seconds times the boxes that
  // ever reported (a box never heard from is not deployed, not down).
  const seconds = elapsedSeconds(range);
  const boxesHeard = Math.max(1, latest.boxes_heard);
  const heard = b.heard_seconds!;
  const uptime = heard.map((s, i) => uptimePercent(s, seconds[i]! * boxesHeard));
  const cpu = b.cpu_sum!.map((s, i) => ratio(s, count[i]!));
  const ram = b.ram_sum!.map((s, i) => ratio(s, count[i]!));
  const diskPercent =
    latest.disk_used !== null && latest.disk_total !== null && latest.disk_total > 0
      ? round((latest.disk_used / latest.disk_total) * 100)
      : null;
  const roundOrNull = (v: number | null) => (v === null ? null : round(v));
  return {
    is_online: latest.online > 0,
    cpuUsagePercentage: roundOrNull(latest.cpu),
    ramMemoryPercentage: roundOrNull(latest.ram),
    systemUptime: latest.uptime === null ? null : Math.round(latest.uptime),
    networkTrafficOutMobile: readings > 0 ? round(total(b.traffic_out_mb!)) : null,
    networkTrafficInMobile: readings > 0 ? round(total(b.traffic_in_mb!)) : null,
    numberofrunningprocessor: latest.processes === null ? null : Math.round(latest.processes),
    totaldiskused: roundOrNull(latest.disk_used),
    total_space: roundOrNull(latest.disk_total),
    totaldiskusedperct: diskPercent,
    usage: {
      categories: range.buckets.map((x) => x.label),
      series: [
        { name: 'CPU Usage', data: cpu, total: ratio(total(b.cpu_sum!), readings) },
        { name: 'RAM Usage', data: ram, total: ratio(total(b.ram_sum!), readings) },
        {
          name: 'Uptime',
          data: uptime,
          total: uptimePercent(total(heard), total(seconds) * boxesHeard),
        },
      ],
    },
  };
}

export async function routerSpeed(
  db: Db,
  partnerId: number,
  boxes: Boxes,
  range: AnalyticsRange,
): Promise<TRouterSpeed> {
  const b = await readBuckets(db, 'reading', partnerId, boxes.scope, range, {
    health_readings: 'sum',
    upload_sum: 'sum',
    download_sum: 'sum',
    latency_sum: 'sum',
    latency_readings: 'sum',
    packet_loss_sum: 'sum',
    packet_loss_readings: 'sum',
  });
  const perBucket = (sum: number[], count: number[]) => sum.map((s, i) => ratio(s, count[i]!));
  const health = total(b.health_readings!);
  const latencyCount = total(b.latency_readings!);
  const lossCount = total(b.packet_loss_readings!);
  const download = mean(total(b.download_sum!), health);
  const upload = mean(total(b.upload_sum!), health);
  const latency = mean(total(b.latency_sum!), latencyCount);
  const loss = mean(total(b.packet_loss_sum!), lossCount);
  const categories = range.buckets.map((x) => x.label);
  return {
    router_speed: {
      categories,
      series: [
        {
          name: 'Average Download Speed',
          data: perBucket(b.download_sum!, b.health_readings!),
          total: download ?? 0,
        },
        {
          name: 'Average Upload Speed',
          data: perBucket(b.upload_sum!, b.health_readings!),
          total: upload ?? 0,
        },
      ],
    },
    average_download_speed: download,
    average_upload_speed: upload,
    latency: {
      categories,
      series: [
        { name: 'Latency', data: perBucket(b.latency_sum!, b.latency_readings!), total: latency ?? 0 },
        {
          name: 'Packet Loss',
          data: perBucket(b.packet_loss_sum!, b.packet_loss_readings!),
          total: loss ?? 0,
        },
      ],
    },
    average_latency_ms: latency,
    average_packet_loss: loss,
  };
}

export async function networkUsage(
  db: Db,
  partnerId: number,
  boxes: Boxes,
  range: AnalyticsRange,
): Promise<TNetworkUsage> {
  const b = await readBuckets(db, 'reading', partnerId, boxes.scope, range, {
    traffic_in_mb: 'sum',
    traffic_out_mb: 'sum',
  });
  const received = b.traffic_in_mb!.map((v) => round(v));
  const transmitted = b.traffic_out_mb!.map((v) => round(v));
  const totalReceived = round(total(b.traffic_in_mb!));
  const totalTransmitted = round(total(b.traffic_out_mb!));
  return {
    network_usage: {
      categories: range.buckets.map((x) => x.label),
      series: [
        { name: 'Total Data Received', data: received, total: totalReceived },
        { name: 'Total Data Transmitted', data: transmitted, total: totalTransmitted },
      ],
    },
    total_data_received_mb: totalReceived,
    total_data_transmitted_mb: totalTransmitted,
  };
}

/** The latest signal category of the boxes: one box's, or the most common among several ('No data' if none). */
async function latestSignal(db: Db, partnerId: number, boxes: Boxes): Promise<Signal> {
  const rows = await queryRows<{ signal: string | null; boxes: number }>(
    db,
    sql`select rs.health->>'signal_strength' as signal, count(*)::int as boxes
      from ${routers} r join ${routerState} rs on rs.router_id = r.id and rs.partner_id = r.partner_id
      where ${boxFilter(partnerId, boxes)} and rs.health is not null
      group by 1`,
  );
  let best: { signal: Signal; boxes: number } | null = null;
  // In the categories' order, so a tie goes to the stronger signal.
  for (const category of SIGNAL_CATEGORIES) {
    const n = rows
      .filter((r) => (r.signal ?? 'No data') === category)
      .reduce((a, r) => a + Number(r.boxes), 0);
    if (n > 0 && (!best || n > best.boxes)) best = { signal: category, boxes: n };
  }
  return best?.signal ?? 'No data';
}

export async function signalStrength(
  db: Db,
  partnerId: number,
  boxes: Boxes,
  range: AnalyticsRange,
): Promise<TSignalStrength> {
  const [category, b] = await Promise.all([
    latestSignal(db, partnerId, boxes),
    readBuckets(db, 'reading', partnerId, boxes.scope, range, {
      signal_strong: 'sum',
      signal_medium: 'sum',
      signal_weak: 'sum',
      signal_none: 'sum',
    }),
  ]);
  const strong = total(b.signal_strong!);
  const known = strong + total(b.signal_medium!) + total(b.signal_weak!);
  const columns: Record<Signal, number[]> = {
    Strong: b.signal_strong!,
    Medium: b.signal_medium!,
    Weak: b.signal_weak!,
    'No data': b.signal_none!,
  };
  return {
    category,
    categories: range.buckets.map((x) => x.label),
    // One series per category (readings per bucket); every series' total is the latest category.
    series: SIGNAL_CATEGORIES.map((name) => ({ name, total: category, data: columns[name] })),
    strong_percentage: known > 0 ? round((strong / known) * 100) : null,
  };
}

export async function usageAndClients(
  db: Db,
  partnerId: number,
  boxes: Boxes,
  range: AnalyticsRange,
): Promise<TUsageAndClients> {
  const b = await readBuckets(db, 'reading', partnerId, boxes.scope, range, {
    traffic_in_mb: 'sum',
    traffic_out_mb: 'sum',
    clients_max: 'max',
  });
  const categories = range.buckets.map((x) => x.label);
  return {
    data_usage: { categories, data: b.traffic_in_mb!.map((v, i) => round(v + b.traffic_out_mb![i]!)) },
    connected_clients: { categories, data: b.clients_max! },
  };
}
