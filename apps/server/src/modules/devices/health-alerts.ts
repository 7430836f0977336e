import { type SQL, sql } from 'drizzle-orm';
import { routerMetrics, routerState } from './schema';

/**
 * What the alerts' evaluation reads of a box's heartbeats (decision 055), as correlated subqueries on the
 * box's id and its partner (the rows are keyed with it, decision 083), so its set-based statements stay one statement over the fleet while this module keeps the shape
 * of its readings to itself.
 */

/** Disk used, % of the total, in the box's latest heartbeat; null without a reading or a total. */
export const diskUsedPercentOf = (routerId: SQL, partnerId: SQL): SQL<number | null> =>
  sql`(select round((100 * (s.health->>'disk_used_mb')::float8 / nullif((s.health->>'disk_total_mb')::float8, 0))::numeric, 1)::float8
       from ${routerState} s where s.router_id = ${routerId} and s.partner_id = ${partnerId})`;

/** CPU % in the box's latest heartbeat; null without one. */
export const latestCpuPercentOf = (routerId: SQL, partnerId: SQL): SQL<number | null> =>
  sql`(select (s.health->>'cpu_percent')::float8 from ${routerState} s
       where s.router_id = ${routerId} and s.partner_id = ${partnerId})`;

/**
 * The lowest CPU % of the box's heartbeats in the `minutes` before `at` when every one of them is at or
 * above `percent`, else null. One spike is not "pinned": it needs two readings or more, the oldest at
 * least half the window back (a box that just started reporting has not been pinned for long).
 */
export const cpuPinnedOf = (
  routerId: SQL,
  partnerId: SQL,
  at: SQL,
  minutes: SQL,
  percent: SQL,
): SQL<number | null> =>
  sql`(select min(m.cpu_percent)::float8 from ${routerMetrics} m
       where m.router_id = ${routerId} and m.partner_id = ${partnerId} and m.recorded_at > ${at} - make_interval(mins => ${minutes})
         and m.recorded_at <= ${at}
       having count(*) >= 2 and bool_and(coalesce(m.cpu_percent >= ${percent}, false))
         and min(m.recorded_at) <= ${at} - make_interval(secs => ${minutes} * 30))`;
