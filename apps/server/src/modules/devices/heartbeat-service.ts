import { eq, lte } from 'drizzle-orm';
import type { THeartbeatReading, ZHeartbeatRequestSchema } from '@ared/contract/devices';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { routerMetrics, routerState, routers } from '../../db/schema';
import { badRequest } from '../../lib/http-errors';

/** A reading may be at most this far in the future (clock skew); older readings are history. */
const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Heartbeat = z.output<typeof ZHeartbeatRequestSchema>;

const metricsRow = (routerId: number, reading: THeartbeatReading, recordedAt: Date) => ({
  routerId,
  recordedAt,
  cpuPercent: reading.health?.cpu_percent ?? null,
  ramPercent: reading.health?.ram_percent ?? null,
  diskUsedMb: reading.health?.disk_used_mb ?? null,
  diskTotalMb: reading.health?.disk_total_mb ?? null,
  uptimeSeconds: reading.health?.uptime_seconds ?? null,
  runningProcesses: reading.health?.running_processes ?? null,
  uploadMbps: reading.health?.upload_mbps ?? null,
  downloadMbps: reading.health?.download_mbps ?? null,
  trafficInMb: reading.health?.traffic_in_mb ?? null,
  trafficOutMb: reading.health?.traffic_out_mb ?? null,
  connectedClients: reading.connected_clients ?? null,
  signalStrength: reading.health?.signal_strength ?? null,
});

/**
 * Stores a heartbeat: every reading (current and buffered) goes to the time series; the newest one becomes
 * the router's current state unless the state already holds a newer one (late buffered uploads do not roll
 * the state back).
 */
export async function recordHeartbeat(db: Db, routerId: number, body: Heartbeat, now = new Date()) {
  const { buffered = [], interval_seconds: intervalSeconds, ...current } = body;
  const readings = [...buffered, current].map((reading) => {
    const recordedAt = reading.recorded_at ? new Date(reading.recorded_at) : now;
    if (recordedAt.getTime() > now.getTime() + MAX_CLOCK_SKEW_MS)
      throw badRequest('recorded_at is in the future.');
    return { reading, recordedAt };
  });
  const latest = readings.reduce((a, b) => (b.recordedAt >= a.recordedAt ? b : a));
  const withMetrics = readings.filter(
    ({ reading }) => reading.health || reading.connected_clients !== undefined,
  );
  const state = latest.reading;
  // A reading updates only the sections it carries: a box may send its services less often than its
  // health. `ota: null` is sent on purpose (no update running) and clears the OTA state.
  const values = {
    routerId,
    lastSeen: latest.recordedAt,
    intervalSeconds,
    ...(state.health && { health: state.health }),
    ...(state.services && { balenaServices: state.services.balena, osServices: state.services.os }),
    ...(state.ota !== undefined && { ota: state.ota }),
    ...(state.connected_clients !== undefined && { connectedClients: state.connected_clients }),
    ...(state.mining && { mining: state.mining }),
  };
  await db.transaction(async (tx) =>
    writeReadings(tx, routerId, values, latest.recordedAt, withMetrics, state.location),
  );
  return { accepted: readings.length, server_time: now.toISOString() };
}

async function writeReadings(
  db: Tx,
  routerId: number,
  values: typeof routerState.$inferInsert,
  latestAt: Date,
  withMetrics: { reading: THeartbeatReading; recordedAt: Date }[],
  location: THeartbeatReading['location'],
) {
  await db
    .insert(routerState)
    .values(values)
    .onConflictDoUpdate({
      target: routerState.routerId,
      set: values,
      // Column-typed comparison: the Date is serialised by the column, on either driver.
      setWhere: lte(routerState.lastSeen, latestAt),
    });
  if (withMetrics.length > 0) {
    await db
      .insert(routerMetrics)
      .values(withMetrics.map(({ reading, recordedAt }) => metricsRow(routerId, reading, recordedAt)));
  }
  if (location) {
    await db.update(routers).set({ lat: location.lat, lon: location.lon }).where(eq(routers.id, routerId));
  }
}
