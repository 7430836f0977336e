import type { Columns, RollupTable } from './rollup-read';

/** One key's hour of a source that has rows to roll up (a box-hour of sessions, say). */
export type DirtyKey = { partnerId: number; keyId: number; hour: Date };

/**
 * How each raw table becomes hourly rollup rows (decision 038). `source` is the name its trigger writes in
 * `analytics_dirty`; `key` is the raw expression matched against the dirty key (the box, or the realm for
 * vouchers, 0 when none); `aggregates` are SQL over the raw rows `x` of one (partner, key, hour), in the
 * order of `columns`. Daily rows and partner totals are derived from the hourly rows the same way for all.
 */
export type RollupSource = {
  source: string;
  table: RollupTable;
  raw: string;
  key: string;
  time: string;
  /** Extra join (e.g. the box's reporting interval). */
  join?: string;
  columns: Columns;
  aggregates: string[];
  /**
   * Insert-only sources whose trigger writes sums to a delta table instead of marking hours dirty (decision
   * 039): the job adds them to the rollups. `caps` bound a column within one box's hour.
   */
  delta?: { table: string; caps?: Record<string, number> };
};

const count = (filter?: string) => (filter ? `count(*) filter (where ${filter})` : 'count(*)');

export const ROLLUP_SOURCES: RollupSource[] = [
  {
    source: 'sessions',
    table: 'session',
    raw: 'hotspot_sessions',
    key: 'x.router_id',
    time: 'start_time',
    columns: {
      sessions: 'sum',
      voucher_sessions: 'sum',
      auto_sessions: 'sum',
      expired_sessions: 'sum',
      restart_ended: 'sum',
      session_seconds: 'sum',
      bytes_in: 'sum',
      bytes_out: 'sum',
    },
    aggregates: [
      count(),
      count(`x.session_type = 'voucher'`),
      count(`x.session_type = 'auto'`),
      count(`x.status = 'expired'`),
      // The box ended the session by restarting or reloading (RFC 2866 Acct-Terminate-Cause 7 and 10).
      count(`x.terminate_cause in ('NAS-Reboot', 'NAS-Request', 'Admin-Reboot')`),
      'coalesce(sum(x.duration_seconds), 0)',
      'coalesce(sum(x.bytes_in), 0)',
      'coalesce(sum(x.bytes_out), 0)',
    ],
  },
  {
    source: 'vouchers',
    table: 'voucher',
    raw: 'vouchers',
    key: 'coalesce(x.realm_id, 0)',
    time: 'created_at',
    columns: { generated: 'sum', used: 'sum', finished: 'sum', expired_unused: 'sum', revoked: 'sum' },
    aggregates: [
      count(),
      count('x.first_used_at is not null'),
      count(`x.first_used_at is not null and x.status = 'expired'`),
      count(`x.first_used_at is null and x.status = 'expired'`),
      count(`x.status = 'revoked'`),
    ],
  },
  {
    source: 'failures',
    table: 'login_failure',
    raw: 'hotspot_login_failures',
    key: 'x.router_id',
    time: 'minute',
    columns: {
      failed: 'sum',
      failed_unknown: 'sum',
      failed_used: 'sum',
      failed_expired: 'sum',
      failed_revoked: 'sum',
    },
    aggregates: [
      'coalesce(sum(x.count), 0)',
      `coalesce(sum(x.count) filter (where x.reason = 'unknown'), 0)`,
      `coalesce(sum(x.count) filter (where x.reason = 'used'), 0)`,
      `coalesce(sum(x.count) filter (where x.reason = 'expired'), 0)`,
      `coalesce(sum(x.count) filter (where x.reason = 'revoked'), 0)`,
    ],
  },
  {
    source: 'readings',
    table: 'reading',
    raw: 'router_metrics',
    key: 'x.router_id',
    time: 'recorded_at',
    // Each reading stands for its box's reporting interval: the hour's heard seconds, capped at the hour.
    join: 'left join router_state rs on rs.router_id = x.router_id and rs.partner_id = x.partner_id',
    // The trigger of migration 0016 writes these same aggregates per statement.
    delta: { table: 'reading_delta', caps: { heard_seconds: 3600 } },
    columns: {
      readings: 'sum',
      heard_seconds: 'sum',
      cpu_sum: 'sum',
      ram_sum: 'sum',
      health_readings: 'sum',
      upload_sum: 'sum',
      download_sum: 'sum',
      traffic_in_mb: 'sum',
      traffic_out_mb: 'sum',
      latency_sum: 'sum',
      latency_readings: 'sum',
      packet_loss_sum: 'sum',
      packet_loss_readings: 'sum',
      clients_max: 'max',
      signal_strong: 'sum',
      signal_medium: 'sum',
      signal_weak: 'sum',
      signal_none: 'sum',
    },
    aggregates: [
      count(),
      'least(3600, sum(coalesce(rs.interval_seconds, 30)))',
      'coalesce(sum(x.cpu_percent), 0)',
      'coalesce(sum(x.ram_percent), 0)',
      'count(x.cpu_percent)',
      'coalesce(sum(x.upload_mbps), 0)',
      'coalesce(sum(x.download_mbps), 0)',
      'coalesce(sum(x.traffic_in_mb), 0)',
      'coalesce(sum(x.traffic_out_mb), 0)',
      'coalesce(sum(x.latency_ms), 0)',
      'count(x.latency_ms)',
      'coalesce(sum(x.packet_loss_percent), 0)',
      'count(x.packet_loss_percent)',
      'coalesce(max(x.connected_clients), 0)',
      count(`x.signal_strength = 'Strong'`),
      count(`x.signal_strength = 'Medium'`),
      count(`x.signal_strength = 'Weak'`),
      count(`x.signal_strength = 'No data'`),
    ],
  },
  {
    source: 'views',
    table: 'advert_view',
    raw: 'advert_views',
    key: 'x.router_id',
    time: 'viewed_at',
    columns: { views: 'sum' },
    aggregates: [count()],
  },
  {
    source: 'sms',
    table: 'sms',
    raw: 'sms_messages',
    key: 'coalesce(x.router_id, 0)',
    time: 'created_at',
    columns: { sent: 'sum', failed: 'sum' },
    aggregates: [count(`x.status = 'sent'`), count(`x.status = 'failed'`)],
  },
  {
    source: 'visits',
    table: 'portal_visit',
    raw: 'portal_visits',
    key: 'x.router_id',
    time: 'visited_at',
    columns: { visits: 'sum' },
    aggregates: [count()],
  },
];
