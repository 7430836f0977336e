import { eq } from 'drizzle-orm';
import { ZHeartbeatRequestSchema } from '@ared/contract/devices';
import { miners, routerMetrics, routerState, type routers } from '../db/schema';
import { isDeployed } from '../modules/routers';
import { isSimulatedOnline } from '../simulator/demo-boxes';
import { boxReading } from '../simulator/box-readings';
import type { Random } from './random';
import type { Tx } from './seed-helpers';

const HOUR = 3600 * 1000;
const HISTORY_HOURS = 48;
const HISTORY_INTERVAL_SECONDS = 3600;
const LIVE_INTERVAL_SECONDS = 30;

/**
 * The last two days of readings (hourly) for every deployed box, its current state, and the Hash Hub's
 * miners. Boxes the simulator keeps alive were last seen just now; the others hours ago, so they show offline.
 */
export async function seedTelemetry(
  tx: Tx,
  partnerId: number,
  rows: (typeof routers.$inferSelect)[],
  random: Random,
) {
  const now = Date.now();
  for (const router of rows.filter(isDeployed)) {
    const profile = {
      seed: router.id * 7919,
      isMining: router.hasBeenAssignedXmrig,
      updating: router.id % 11 === 0,
    };
    const online = isSimulatedOnline(router);
    const lastSeen = new Date(now - (online ? random.int(2, 20) * 1000 : random.int(3, 72) * HOUR));
    const history = Array.from({ length: HISTORY_HOURS }, (_, h) => {
      const at = new Date(lastSeen.getTime() - (HISTORY_HOURS - h) * HOUR);
      return boxReading(profile, at, 3600 * (h + 1));
    });
    const current = ZHeartbeatRequestSchema.parse({
      ...boxReading(profile, lastSeen, 3600 * (HISTORY_HOURS + 1)),
      interval_seconds: LIVE_INTERVAL_SECONDS,
    });
    // The history was reported hourly: each of its readings stands for an hour of the box being heard
    // (analytics' heard seconds are the reading's interval, read from router_state as it is inserted), so
    // the state holds the hourly interval while the history goes in, then the live one (decision 052).
    await tx.insert(routerState).values({
      routerId: router.id,
      partnerId,
      lastSeen,
      intervalSeconds: HISTORY_INTERVAL_SECONDS,
      health: current.health ?? null,
      balenaServices: current.services?.balena ?? null,
      osServices: current.services?.os ?? null,
      ota: current.ota ?? null,
      connectedClients: current.connected_clients ?? 0,
      mining: current.mining ?? null,
    });
    await tx.insert(routerMetrics).values(
      history.map((reading) => ({
        routerId: router.id,
        partnerId,
        recordedAt: new Date(reading.recorded_at!),
        cpuPercent: reading.health?.cpu_percent,
        ramPercent: reading.health?.ram_percent,
        diskUsedMb: reading.health?.disk_used_mb,
        diskTotalMb: reading.health?.disk_total_mb,
        uptimeSeconds: reading.health?.uptime_seconds,
        runningProcesses: reading.health?.running_processes,
        uploadMbps: reading.health?.upload_mbps,
        downloadMbps: reading.health?.download_mbps,
        trafficInMb: reading.health?.traffic_in_mb,
        trafficOutMb: reading.health?.traffic_out_mb,
        connectedClients: reading.connected_clients,
        signalStrength: reading.health?.signal_strength,
        latencyMs: reading.health?.latency_ms,
        packetLossPercent: reading.health?.packet_loss_percent,
      })),
    );
    await tx
      .update(routerState)
      .set({ intervalSeconds: LIVE_INTERVAL_SECONDS })
      .where(eq(routerState.routerId, router.id));
  }
  const mining = rows.filter((r) => r.hasBeenAssignedXmrig);
  if (mining.length > 0) {
    const statuses = ['running', 'paused', 'inactive'] as const;
    await tx.insert(miners).values(
      mining.map((router, i) => ({
        partnerId,
        routerId: router.id,
        status: statuses[i % statuses.length]!,
        miningStartTime: i % 3 === 2 ? null : `0${6 + (i % 4)}:30:00`,
        miningEndTime: i % 3 === 1 ? '18:45:00' : null,
      })),
    );
  }
}
