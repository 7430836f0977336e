import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { partners } from '../partners/schema';
import { routers } from '../routers/schema';

export type StoredService = { name: string; type: string; status: string };

export type StoredOta = {
  status: 'downloading' | 'waiting';
  update_progress: number;
  time_remaining: number;
};

export type StoredMining = {
  hash_rate: number;
  hashes_submitted: number;
  pending_balance: number;
  last_block_reward: number;
  total_paid: number;
  last_share_at: string | null;
};

export type StoredHealth = {
  cpu_percent: number;
  ram_percent: number;
  disk_used_mb: number;
  disk_total_mb: number;
  uptime_seconds: number;
  running_processes: number;
  upload_mbps: number;
  download_mbps: number;
  traffic_in_mb: number;
  traffic_out_mb: number;
  signal_strength?: string;
  latency_ms?: number;
  packet_loss_percent?: number;
};

/**
 * What the dashboard knows about a box right now: its last heartbeat. A box is online while its last
 * heartbeat is younger than three of its reporting intervals; that is computed when read, so no replica
 * keeps device state in memory.
 *
 * Keyed with the box's partner when written (Citus, decision 083): a box with no partner has no state kept,
 * unassigning a box deletes its state, and a box that moves starts a new state under its new partner. Readers
 * join on both columns, so a state left under another partner is never shown.
 */
export const routerState = pgTable(
  'router_state',
  {
    routerId: integer('router_id')
      .notNull()
      .references(() => routers.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
    intervalSeconds: integer('interval_seconds').notNull().default(30),
    health: jsonb('health').$type<StoredHealth>(),
    balenaServices: jsonb('balena_services').$type<StoredService[]>(),
    osServices: jsonb('os_services').$type<StoredService[]>(),
    ota: jsonb('ota').$type<StoredOta>(),
    /** Null until a box reports it. */
    connectedClients: integer('connected_clients'),
    mining: jsonb('mining').$type<StoredMining>(),
  },
  // The box first: a lookup by box alone (the heartbeat upsert, a box's page) still uses the key's index.
  (t) => [primaryKey({ columns: [t.routerId, t.partnerId] })],
);

/**
 * The time series behind analytics: one row per reading, kept for TELEMETRY_RETENTION_DAYS. Partitioned by
 * month, so retention drops whole months (decision 038).
 */
export const routerMetrics = pgTable(
  'router_metrics',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    routerId: integer('router_id')
      .notNull()
      .references(() => routers.id, { onDelete: 'cascade' }),
    /** The box's partner when the reading was written: history stays with it when the box moves. */
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    cpuPercent: real('cpu_percent'),
    ramPercent: real('ram_percent'),
    diskUsedMb: real('disk_used_mb'),
    diskTotalMb: real('disk_total_mb'),
    uptimeSeconds: real('uptime_seconds'),
    runningProcesses: integer('running_processes'),
    uploadMbps: real('upload_mbps'),
    downloadMbps: real('download_mbps'),
    trafficInMb: real('traffic_in_mb'),
    trafficOutMb: real('traffic_out_mb'),
    connectedClients: integer('connected_clients'),
    signalStrength: text('signal_strength'),
    /** Round-trip time to the box's probe target, and the share of probes lost (measured by the box). */
    latencyMs: real('latency_ms'),
    packetLossPercent: real('packet_loss_percent'),
  },
  (t) => [
    // Partitioned by month of recorded_at (migration 0015, decision 038): every key includes it, and the
    // partner for Citus (decision 083).
    primaryKey({ columns: [t.id, t.recordedAt, t.partnerId] }),
    // One row per reading: a box that replays a reading (a retried request) does not count it twice. The
    // box first, so a box's readings over a range still use it.
    uniqueIndex('router_metrics_router_time_unique').on(t.routerId, t.recordedAt, t.partnerId),
    index('router_metrics_time_idx').on(t.recordedAt),
  ],
);
