import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { adverts, realms } from '../../apps/server/src/db/schema';

/** How much history the analytics benchmark writes for one partner (issue 14's budget scale by default). */
export type HistorySize = {
  readings: number;
  sessions: number;
  vouchers: number;
  views: number;
  sms: number;
  visits: number;
  /** Distinct guest devices the sessions come from. */
  devices: number;
  years: number;
};

const MONTH_MS = 30.4375 * 86_400_000;
/** Real OUIs of common phone makers, so the device-vendor view has vendors to count. */
const OUIS = ['F0:18:98', 'D0:22:BE', '3C:5A:B4', '00:1A:11', 'AC:37:43', '28:6C:07', '64:A2:F9', 'B4:F1:DA'];

/** Month windows from `years` ago to `now`, oldest first. */
function months(now: Date, years: number): { from: Date; to: Date }[] {
  const out: { from: Date; to: Date }[] = [];
  const start = now.getTime() - years * 12 * MONTH_MS;
  for (let t = start; t < now.getTime(); t += MONTH_MS)
    out.push({ from: new Date(t), to: new Date(Math.min(t + MONTH_MS, now.getTime())) });
  return out;
}

/**
 * Writes `size` of raw history over `years` for the partner's boxes with set-based statements, one month per
 * statement, through the same tables (and so the same dirty-hour triggers) production writes. The boxes
 * report in turn; guests come from a pool of `devices` MACs with real makers' OUIs.
 */
export async function writeHistory(
  db: Db,
  partnerId: number,
  size: HistorySize,
  now: Date,
  progress: (what: string) => void = () => {},
): Promise<void> {
  const windows = months(now, size.years);
  const per = (total: number) => Math.max(1, Math.round(total / windows.length));
  await db.execute(
    sql`select analytics_month_partitions('router_metrics', ${windows[0]!.from.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)`,
  );
  await db.execute(
    sql`select analytics_month_partitions('advert_views', ${windows[0]!.from.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)`,
  );
  const [realm] = await db.insert(realms).values({ partnerId, name: 'Bench Realm' }).returning();
  const [advert] = await db
    .insert(adverts)
    .values({
      partnerId,
      realmId: realm!.id,
      title: 'Bench advert',
      shortDescription: 'Bench',
      adType: 'Link',
      youtubeUrl: 'https://youtu.be/bench',
    })
    .returning();
  const ouis = `array[${OUIS.map((o) => `'${o}'`).join(',')}]`;
  const mac = (g: string) =>
    `(${ouis})[1 + ((${g}) % ${OUIS.length})] || ':' || substr(lpad(to_hex((${g}) % ${size.devices}), 6, '0'), 1, 2) || ':' || substr(lpad(to_hex((${g}) % ${size.devices}), 6, '0'), 3, 2) || ':' || substr(lpad(to_hex((${g}) % ${size.devices}), 6, '0'), 5, 2)`;
  let done = 0;
  for (const [w, { from, to }] of windows.entries()) {
    const span = `(${Math.max(1, (to.getTime() - from.getTime()) / 1000)})`;
    const at = (n: number) =>
      `'${from.toISOString()}'::timestamptz + make_interval(secs => (g::float8 / ${n}) * ${span})`;
    const base = w * 10_000_000;
    // Readings: every box in turn, evenly through the month.
    const readings = per(size.readings);
    await db.execute(
      sql.raw(`insert into router_metrics (partner_id, router_id, recorded_at, cpu_percent, ram_percent,
        disk_used_mb, disk_total_mb, uptime_seconds, running_processes, upload_mbps, download_mbps,
        traffic_in_mb, traffic_out_mb, connected_clients, signal_strength, latency_ms, packet_loss_percent)
      select ${partnerId}, b.id, ${at(readings)}, 10 + (g % 70), 30 + (g % 50), 9000 + (g % 1000), 29000, g % 86400, 120 + (g % 40),
        2 + (g % 6), 8 + (g % 20), (g % 40)::float8 / 2, (g % 10)::float8 / 2, g % 25,
        (array['Strong','Strong','Medium','Weak','No data'])[1 + (g % 5)], 20 + (g % 80), (g % 7)::float8 / 2
      from generate_series(0, ${readings - 1}) g
      join (select id, row_number() over (order by id) - 1 as i, count(*) over () as n from routers where partner_id = ${partnerId}) b
        on b.i = g % b.n
      on conflict do nothing`),
    );
    // Sessions: a tenth auto-connect, a tenth ran out of time.
    const sessions = per(size.sessions);
    await db.execute(
      sql.raw(`insert into hotspot_sessions (partner_id, router_id, session_type, acct_session_id,
        client_ip, client_mac, status, start_time, last_update, stop_time, duration_seconds, bytes_in, bytes_out)
      select ${partnerId}, b.id, case when g % 10 = 0 then 'auto' else 'voucher' end, 'bench-' || (${base} + g),
        '10.1.0.' || (g % 250), ${mac('g * 7919')},
        case when g % 10 = 1 then 'expired' else 'disconnected' end,
        ${at(sessions)}, ${at(sessions)} + make_interval(secs => 300 + g % 3300),
        ${at(sessions)} + make_interval(secs => 300 + g % 3300), 300 + g % 3300, (g % 5000) * 1024, (g % 900) * 1024
      from generate_series(0, ${sessions - 1}) g
      join (select id, row_number() over (order by id) - 1 as i, count(*) over () as n from routers where partner_id = ${partnerId}) b
        on b.i = g % b.n`),
    );
    const vouchers = per(size.vouchers);
    await db.execute(
      sql.raw(`insert into vouchers (partner_id, code, status, duration_seconds, realm_id,
        created_at, expiry_date, first_used_at)
      select ${partnerId}, 'B' || (${base} + g), case when g % 3 = 0 then 'expired' else 'used' end, 3600,
        case when g % 2 = 0 then ${realm!.id} end, ${at(vouchers)}, ${at(vouchers)} + interval '7 days',
        case when g % 3 <> 0 then ${at(vouchers)} + interval '1 hour' end
      from generate_series(0, ${vouchers - 1}) g`),
    );
    const views = per(size.views);
    await db.execute(
      sql.raw(`insert into advert_views (partner_id, advert_id, router_id, viewer_id, viewed_at)
      select ${partnerId}, ${advert!.id}, b.id, 'viewer-' || ((g * 7919) % ${size.devices}), ${at(views)}
      from generate_series(0, ${views - 1}) g
      join (select id, row_number() over (order by id) - 1 as i, count(*) over () as n from routers where partner_id = ${partnerId}) b
        on b.i = g % b.n`),
    );
    const sms = per(size.sms);
    await db.execute(
      sql.raw(`insert into sms_messages (partner_id, router_id, phone, body, status, created_at)
      select ${partnerId}, b.id, '+2507' || lpad((g % 100000000)::text, 8, '0'), 'Your Wi-Fi voucher',
        case when g % 20 = 0 then 'failed' else 'sent' end, ${at(sms)}
      from generate_series(0, ${sms - 1}) g
      join (select id, row_number() over (order by id) - 1 as i, count(*) over () as n from routers where partner_id = ${partnerId}) b
        on b.i = g % b.n`),
    );
    const visits = per(size.visits);
    await db.execute(
      sql.raw(`insert into portal_visits (partner_id, router_id, phone_model, visited_at)
      select ${partnerId}, b.id, (array['Samsung SM-A125F','Apple iPhone','Tecno KG5','Infinix X6511'])[1 + g % 4], ${at(visits)}
      from generate_series(0, ${visits - 1}) g
      join (select id, row_number() over (order by id) - 1 as i, count(*) over () as n from routers where partner_id = ${partnerId}) b
        on b.i = g % b.n`),
    );
    done += 1;
    if (done % 6 === 0) progress(`${done}/${windows.length} months written`);
  }
}
