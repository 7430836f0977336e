import { z } from 'zod';
import { dateTimeField } from './common';
import { ZOtaStateSchema } from './routers';

/** GET device-status/?serial_numbers[]=…: keyed by serial, only the partner's own routers. */
export const ZDeviceStatusSchema = z.object({
  is_online: z.boolean(),
  last_seen: z.string().nullable(),
  otab: ZOtaStateSchema.nullable(),
});
export const ZDeviceStatusResponseSchema = z.record(z.string(), ZDeviceStatusSchema);
export type TDeviceStatusResponse = z.infer<typeof ZDeviceStatusResponseSchema>;

export const SERIAL_NUMBER_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const ZSerialNumberSchema = z.string().regex(SERIAL_NUMBER_PATTERN, 'Invalid serial number.');

const ZServiceSchema = z.object({
  name: z.string().min(1).max(100),
  type: z.string().max(50),
  status: z.string().max(50),
});
export type TService = z.infer<typeof ZServiceSchema>;

/**
 * The OS services the boxes' agent reports, and the fixed set of 19 the Service Status list shows (part 2 §2).
 */
export const OS_SERVICE_NAMES = [
  'systemd-networkd',
  'systemd-resolved',
  'dnsmasq',
  'hostapd',
  'nginx',
  'chilli',
  'freeradius',
  'openvpn',
  'chronyd',
  'sshd',
  'docker',
  'balena-engine',
  'NetworkManager',
  'ModemManager',
  'avahi-daemon',
  'cron',
  'rsyslog',
  'zabbix-agent',
  'ota-updater',
] as const;

/** GET service-status/: per serial, the services and metrics of the last heartbeat, with staleness. */
export const ZServiceStatusSchema = z.object({
  is_stale: z.boolean(),
  message: z.string().nullable(),
  last_seen: z.string().nullable(),
  os_services: z.array(ZServiceSchema).nullable(),
  balena_services: z.array(ZServiceSchema).nullable(),
  system_metrics: z
    .object({ cpu_percent: z.number(), memory_percent: z.number(), disk_usage: z.number() })
    .nullable(),
  connected_clients: z.number().int(),
  cpu_usage_percentage: z.number().nullable(),
  ram_memory_percentage: z.number().nullable(),
  system_uptime: z.number().nullable(),
});
export const ZServiceStatusResponseSchema = z.record(z.string(), ZServiceStatusSchema);
export type TServiceStatus = z.infer<typeof ZServiceStatusSchema>;

// Readings are stored as 4-byte floats: a value finer than one holds (1e-250) would be refused by the
// database, so each is rounded to the float it will be stored as.
const percent = z.number().min(0).max(100).transform(Math.fround);
const nonNegative = z.number().min(0).max(1e12).transform(Math.fround);

/** One reading of a box. Readings buffered while offline carry their own `recorded_at`. */
export const ZHeartbeatReadingSchema = z.object({
  recorded_at: dateTimeField().optional(),
  health: z
    .object({
      cpu_percent: percent,
      ram_percent: percent,
      disk_used_mb: nonNegative,
      disk_total_mb: nonNegative,
      uptime_seconds: nonNegative,
      running_processes: z.number().int().min(0).max(100000),
      upload_mbps: nonNegative,
      download_mbps: nonNegative,
      traffic_in_mb: nonNegative,
      traffic_out_mb: nonNegative,
      signal_strength: z.enum(['Strong', 'Medium', 'Weak', 'No data']).optional(),
      /** Round-trip time to the box's probe target, measured by the box (optional: older boxes omit it). */
      latency_ms: z.number().min(0).max(60000).transform(Math.fround).optional(),
      /** Share of the box's probes lost, measured by the box (optional: older boxes omit it). */
      packet_loss_percent: percent.optional(),
    })
    .optional(),
  services: z
    .object({ balena: z.array(ZServiceSchema).max(100), os: z.array(ZServiceSchema).max(100) })
    .optional(),
  ota: ZOtaStateSchema.nullable().optional(),
  location: z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) }).optional(),
  connected_clients: z.number().int().min(0).max(100000).optional(),
  mining: z
    .object({
      hash_rate: nonNegative,
      hashes_submitted: nonNegative,
      pending_balance: nonNegative,
      last_block_reward: nonNegative,
      total_paid: nonNegative,
      last_share_at: dateTimeField().nullable(),
    })
    .optional(),
});
export type THeartbeatReading = z.infer<typeof ZHeartbeatReadingSchema>;

/** POST /device/heartbeat: the current reading, plus any readings stored while offline. */
export const ZHeartbeatRequestSchema = ZHeartbeatReadingSchema.extend({
  /** How often the box reports; it is offline after three intervals without a heartbeat. */
  interval_seconds: z.number().int().min(5).max(3600).default(30),
  buffered: z.array(ZHeartbeatReadingSchema).max(500).optional(),
});
export type THeartbeatRequest = z.input<typeof ZHeartbeatRequestSchema>;

export const ZHeartbeatResponseSchema = z.object({ accepted: z.number().int(), server_time: z.string() });
