import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { TDeviceStatusResponse, TServiceStatus } from '@ared/contract/devices';
import type { Database, Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { placeholder } from '../../lib/list/seekable-source';
import { routerState } from './schema';
import { routers } from '../routers/schema';

/**
 * Online at `at` while the last heartbeat is younger than three reporting intervals; a box that never
 * reported (no `router_state` row in an outer join) is offline.
 */
export const isOnlineAtSql = (at: SQL) =>
  sql<boolean>`coalesce(${routerState.lastSeen} > ${at} - make_interval(secs => ${routerState.intervalSeconds} * 3), false)`;

/** Online now (evaluated by the database). */
export const isOnlineSql = isOnlineAtSql(sql`now()`);

/**
 * One array parameter instead of hundreds of scalar ones: cheaper to parse and plan. Serials are
 * validated against [A-Za-z0-9_-] before they get here, so the array literal needs no quoting.
 */
const serialIn = (serials: string[]) =>
  sql`${routers.serialNumber} = any(${`{${serials.join(',')}}`}::text[])`;

/** Only OTA states of online boxes mean anything; an offline box's last OTA report is stale. */
export const otaOf = (online: boolean, ota: typeof routerState.$inferSelect.ota | null) =>
  online && ota ? ota : null;

/**
 * Joins a box (`routers`) to its current state: the state is keyed with the partner it was written under
 * (decision 083), so a state left under a former partner is never taken for the box's.
 */
export const stateOfBox = and(
  eq(routerState.routerId, routers.id),
  eq(routerState.partnerId, routers.partnerId),
)!;

// The status poll every open router page sends: one prepared statement, whatever the number of serials.
const statusOf = (db: Db) =>
  preparedQuery(db, 'device_status', () =>
    db
      .select({
        serial: routers.serialNumber,
        lastSeen: routerState.lastSeen,
        online: isOnlineSql,
        ota: routerState.ota,
      })
      .from(routers)
      .leftJoin(routerState, stateOfBox)
      .where(
        and(
          eq(routers.partnerId, placeholder('partner')),
          sql`${routers.serialNumber} = any(${placeholder('serials')}::text[])`,
        ),
      )
      .prepare('device_status'),
  );

export async function deviceStatus(
  database: Database,
  partnerId: number,
  serials: string[],
): Promise<TDeviceStatusResponse> {
  if (serials.length === 0) return {};
  const rows = await statusOf(database.hot).execute({
    partner: partnerId,
    serials: `{${serials.join(',')}}`,
  });
  return Object.fromEntries(
    rows.map((r) => [
      r.serial,
      { is_online: r.online, last_seen: r.lastSeen?.toISOString() ?? null, otab: otaOf(r.online, r.ota) },
    ]),
  );
}

export const STALE_MESSAGE = 'Service status data is stale or not available.';

/**
 * Per serial: the services and metrics of the last heartbeat. Stale when the box is offline or never sent
 * its service lists (spec part 2 §2 Service Status: offline when is_stale or a list is missing).
 */
export async function serviceStatus(
  db: Db,
  partnerId: number,
  serials: string[],
): Promise<Record<string, TServiceStatus>> {
  if (serials.length === 0) return {};
  const rows = await db
    .select({ serial: routers.serialNumber, online: isOnlineSql, state: routerState })
    .from(routers)
    .leftJoin(routerState, stateOfBox)
    .where(and(eq(routers.partnerId, partnerId), serialIn(serials)));
  return Object.fromEntries(
    rows.map(({ serial, online, state }) => {
      const health = state?.health ?? null;
      const isStale = !online || !state?.osServices || !state?.balenaServices;
      const diskUsage =
        health && health.disk_total_mb > 0 ? (health.disk_used_mb / health.disk_total_mb) * 100 : 0;
      return [
        serial,
        {
          is_stale: isStale,
          message: isStale ? STALE_MESSAGE : null,
          last_seen: state?.lastSeen.toISOString() ?? null,
          os_services: state?.osServices ?? null,
          balena_services: state?.balenaServices ?? null,
          system_metrics: health
            ? {
                cpu_percent: health.cpu_percent,
                memory_percent: health.ram_percent,
                disk_usage: Number(diskUsage.toFixed(1)),
              }
            : null,
          connected_clients: online ? (state?.connectedClients ?? 0) : 0,
          cpu_usage_percentage: health?.cpu_percent ?? null,
          ram_memory_percentage: health?.ram_percent ?? null,
          system_uptime: health?.uptime_seconds ?? null,
        },
      ];
    }),
  );
}
