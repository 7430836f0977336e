import { inArray, sql } from 'drizzle-orm';
import type { THeartbeatReading, ZHeartbeatRequestSchema } from '@ared/contract/devices';
import type { z } from 'zod/mini';
import type { Db } from '../../db/client';
import { routerMetrics, routerState } from './schema';
import { routers } from '../routers/schema';
import { badRequest, fieldError } from '../../lib/http-errors';
import { setRouterLocation } from '../routers';

/** A reading may be at most this far in the future (clock skew); older readings are history. */
const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;
/** No box reported before the network existed: an earlier time is a clock that was never set. */
const EARLIEST_READING = new Date('2020-01-01T00:00:00Z');
const DAY_MS = 24 * 3600 * 1000;

export type Heartbeat = z.output<typeof ZHeartbeatRequestSchema>;
/** The partner is the box's when the batch is written (`writeHeartbeats`), not when it was checked. */
type StateRow = Omit<typeof routerState.$inferInsert, 'partnerId'>;
type MetricsRow = Omit<typeof routerMetrics.$inferInsert, 'partnerId'>;

/** A heartbeat checked and turned into rows, ready to be written with others in one transaction. */
export type PreparedHeartbeat = {
  routerId: number;
  /** Sections the newest reading did not carry are undefined and keep their stored value. */
  state: StateRow & { otaCleared: boolean };
  metrics: MetricsRow[];
  location: THeartbeatReading['location'];
  accepted: number;
};

const metricsRow = (routerId: number, reading: THeartbeatReading, recordedAt: Date): MetricsRow => ({
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
  latencyMs: reading.health?.latency_ms ?? null,
  packetLossPercent: reading.health?.packet_loss_percent ?? null,
});

/**
 * Checks a heartbeat and turns it into rows. Every reading (current and buffered) goes to the time series;
 * the newest becomes the current state. A reading updates only the sections it carries (a box may send its
 * services less often than its health); `ota: null` is sent on purpose and clears the OTA state.
 */
export function prepareHeartbeat(
  routerId: number,
  body: Heartbeat,
  now = new Date(),
  { retentionDays = 90 }: { retentionDays?: number } = {},
): PreparedHeartbeat {
  const { buffered = [], interval_seconds: intervalSeconds, ...current } = body;
  const oldest = new Date(now.getTime() - retentionDays * DAY_MS);
  const readings = [
    ...buffered.map((reading) => ({ reading, field: 'buffered' })),
    { reading: current, field: 'recorded_at' },
  ].map(({ reading, field }) => {
    const recordedAt = reading.recorded_at ? new Date(reading.recorded_at) : now;
    if (recordedAt.getTime() > now.getTime() + MAX_CLOCK_SKEW_MS)
      throw badRequest('recorded_at is in the future.');
    // Housekeeping would delete such a reading at once; one from before 2020 is a box without a clock.
    if (recordedAt < EARLIEST_READING) throw fieldError(field, 'A reading cannot be from before 2020.');
    if (recordedAt < oldest)
      throw fieldError(field, `A reading cannot be older than the ${retentionDays}-day retention.`);
    return { reading, recordedAt };
  });
  const latest = readings.reduce((a, b) => (b.recordedAt >= a.recordedAt ? b : a));
  const state = latest.reading;
  return {
    routerId,
    state: {
      routerId,
      lastSeen: latest.recordedAt,
      intervalSeconds,
      health: state.health,
      balenaServices: state.services?.balena,
      osServices: state.services?.os,
      ota: state.ota ?? undefined,
      otaCleared: state.ota === null,
      connectedClients: state.connected_clients,
      mining: state.mining,
    },
    metrics: readings
      .filter(({ reading }) => reading.health || reading.connected_clients !== undefined)
      .map(({ reading, recordedAt }) => metricsRow(routerId, reading, recordedAt)),
    location: state.location,
    accepted: readings.length,
  };
}

/** Two heartbeats of one box in the same batch: the newer one's sections win, the older fills the gaps. */
function mergeStates(
  a: PreparedHeartbeat['state'],
  b: PreparedHeartbeat['state'],
): PreparedHeartbeat['state'] {
  const [older, newer] = a.lastSeen <= b.lastSeen ? [a, b] : [b, a];
  const pick = <K extends keyof typeof a>(key: K) => (newer[key] !== undefined ? newer[key] : older[key]);
  return {
    routerId: newer.routerId,
    lastSeen: newer.lastSeen,
    intervalSeconds: newer.intervalSeconds,
    health: pick('health'),
    balenaServices: pick('balenaServices'),
    osServices: pick('osServices'),
    ota: newer.otaCleared ? undefined : pick('ota'),
    otaCleared: newer.otaCleared || (newer.ota === undefined && older.otaCleared),
    connectedClients: pick('connectedClients'),
    mining: pick('mining'),
  };
}

// In the VALUES list, SQL NULL means "not reported": the update keeps the stored value. A cleared OTA is
// the JSON value null, which is stored as such and reads back as null.
const kept = (column: string) => sql.raw(`coalesce(excluded.${column}, router_state.${column})`);

/**
 * The partner of each box of the batch, read when the batch is written (not from the device key cache, which
 * may be 30 s old): the rows are keyed with the box's partner at that time (Citus, decision 083); null for a
 * box with no partner. Not locked (a row lock on the box catalogue, a reference table, would reach every node
 * on each heartbeat): a batch that read the partner just before an unassign commits may leave one state row
 * under the old partner, which no reader shows (they join on the box's current partner) and the box's next
 * heartbeat under that partner overwrites.
 */
async function partnersOfBoxes(tx: Db, routerIds: number[]): Promise<Map<number, number | null>> {
  const rows = await tx
    .select({ id: routers.id, partnerId: routers.partnerId })
    .from(routers)
    .where(inArray(routers.id, routerIds));
  const partnerOf = new Map(rows.map((r) => [r.id, r.partnerId]));
  // A box deleted since its key was checked: the batch fails, and group commit splits it to write the rest.
  const gone = routerIds.filter((id) => !partnerOf.has(id));
  if (gone.length > 0) throw new Error(`heartbeat of unknown box(es) ${gone.join(', ')}`);
  return partnerOf;
}

/**
 * Writes heartbeats in one transaction: one multi-row upsert of the current states (never rolling a state
 * back to an older reading), one insert of every metrics row, and the rare location changes. A box with no
 * partner (in transit) has no dashboard to show its state: its heartbeat was answered, and is not kept.
 */
export async function writeHeartbeats(db: Db, batch: PreparedHeartbeat[]): Promise<void> {
  if (batch.length === 0) return;
  const states = new Map<number, PreparedHeartbeat['state']>();
  for (const { state } of batch) {
    const seen = states.get(state.routerId);
    states.set(state.routerId, seen ? mergeStates(seen, state) : state);
  }
  await db.transaction(async (tx) => {
    const partnerOf = await partnersOfBoxes(tx, [...states.keys()]);
    const rows = [...states.values()].flatMap(({ otaCleared, ...s }) => {
      const partnerId = partnerOf.get(s.routerId);
      if (partnerId === null || partnerId === undefined) return [];
      return [
        {
          ...s,
          partnerId,
          health: s.health ?? null,
          balenaServices: s.balenaServices ?? null,
          osServices: s.osServices ?? null,
          ota: otaCleared ? sql`'null'::jsonb` : (s.ota ?? null),
          connectedClients: s.connectedClients ?? null,
          mining: s.mining ?? null,
        },
      ];
    });
    const metrics = batch.flatMap((h) => {
      const partnerId = partnerOf.get(h.routerId);
      return partnerId === null || partnerId === undefined ? [] : h.metrics.map((m) => ({ ...m, partnerId }));
    });
    if (rows.length > 0) {
      await tx
        .insert(routerState)
        .values(rows)
        .onConflictDoUpdate({
          target: [routerState.routerId, routerState.partnerId],
          set: {
            lastSeen: sql`excluded.last_seen`,
            intervalSeconds: sql`excluded.interval_seconds`,
            health: kept('health'),
            balenaServices: kept('balena_services'),
            osServices: kept('os_services'),
            ota: kept('ota'),
            connectedClients: kept('connected_clients'),
            mining: kept('mining'),
          },
          setWhere: sql`${routerState.lastSeen} <= excluded.last_seen`,
        });
    }
    // A replayed reading (same box, same time) is already stored: it is skipped, not counted twice.
    if (metrics.length > 0) await tx.insert(routerMetrics).values(metrics).onConflictDoNothing();
    for (const { routerId, location } of batch) {
      if (location) await setRouterLocation(tx, routerId, location);
    }
  });
}
