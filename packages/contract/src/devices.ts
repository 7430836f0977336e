import { z } from 'zod/mini';
import { dateTimeField } from './common';
import { ZOtaStateSchema } from './routers';

/** GET device-status/?serial_numbers[]=…: keyed by serial, only the partner's own routers. */
export const ZDeviceStatusSchema = z.object({
  is_online: z.boolean(),
  last_seen: z.nullable(z.string()),
  otab: z.nullable(ZOtaStateSchema),
});
export const ZDeviceStatusResponseSchema = z.record(z.string(), ZDeviceStatusSchema);
export type TDeviceStatusResponse = z.infer<typeof ZDeviceStatusResponseSchema>;

export const SERIAL_NUMBER_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const ZSerialNumberSchema = z.string().check(z.regex(SERIAL_NUMBER_PATTERN, 'Invalid serial number.'));

const ZServiceSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  type: z.string().check(z.maxLength(50)),
  status: z.string().check(z.maxLength(50)),
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
  message: z.nullable(z.string()),
  last_seen: z.nullable(z.string()),
  os_services: z.nullable(z.array(ZServiceSchema)),
  balena_services: z.nullable(z.array(ZServiceSchema)),
  system_metrics: z.nullable(
    z.object({ cpu_percent: z.number(), memory_percent: z.number(), disk_usage: z.number() }),
  ),
  connected_clients: z.int(),
  cpu_usage_percentage: z.nullable(z.number()),
  ram_memory_percentage: z.nullable(z.number()),
  system_uptime: z.nullable(z.number()),
});
export const ZServiceStatusResponseSchema = z.record(z.string(), ZServiceStatusSchema);
export type TServiceStatus = z.infer<typeof ZServiceStatusSchema>;

// Readings are stored as 4-byte floats: a value finer than one holds (1e-250) would be refused by the
// database, so each is rounded to the float it will be stored as.
const percent = z.pipe(z.number().check(z.gte(0), z.lte(100)), z.transform(Math.fround));
const nonNegative = z.pipe(z.number().check(z.gte(0), z.lte(1e12)), z.transform(Math.fround));

/** One reading of a box. Readings buffered while offline carry their own `recorded_at`. */
export const ZHeartbeatReadingSchema = z.object({
  recorded_at: z.optional(dateTimeField()),
  health: z.optional(
    z.object({
      cpu_percent: percent,
      ram_percent: percent,
      disk_used_mb: nonNegative,
      disk_total_mb: nonNegative,
      uptime_seconds: nonNegative,
      running_processes: z.int().check(z.gte(0), z.lte(100000)),
      upload_mbps: nonNegative,
      download_mbps: nonNegative,
      traffic_in_mb: nonNegative,
      traffic_out_mb: nonNegative,
      signal_strength: z.optional(z.enum(['Strong', 'Medium', 'Weak', 'No data'])),
      /** Round-trip time to the box's probe target, measured by the box (optional: older boxes omit it). */
      latency_ms: z.optional(z.pipe(z.number().check(z.gte(0), z.lte(60000)), z.transform(Math.fround))),
      /** Share of the box's probes lost, measured by the box (optional: older boxes omit it). */
      packet_loss_percent: z.optional(percent),
    }),
  ),
  services: z.optional(
    z.object({
      balena: z.array(ZServiceSchema).check(z.maxLength(100)),
      os: z.array(ZServiceSchema).check(z.maxLength(100)),
    }),
  ),
  ota: z.optional(z.nullable(ZOtaStateSchema)),
  location: z.optional(
    z.object({
      lat: z.number().check(z.gte(-90), z.lte(90)),
      lon: z.number().check(z.gte(-180), z.lte(180)),
    }),
  ),
  connected_clients: z.optional(z.int().check(z.gte(0), z.lte(100000))),
  mining: z.optional(
    z.object({
      hash_rate: nonNegative,
      hashes_submitted: nonNegative,
      pending_balance: nonNegative,
      last_block_reward: nonNegative,
      total_paid: nonNegative,
      last_share_at: z.nullable(dateTimeField()),
    }),
  ),
});
export type THeartbeatReading = z.infer<typeof ZHeartbeatReadingSchema>;

/** POST /device/heartbeat: the current reading, plus any readings stored while offline. */
export const ZHeartbeatRequestSchema = z.extend(ZHeartbeatReadingSchema, {
  /** How often the box reports; it is offline after three intervals without a heartbeat. */
  interval_seconds: z._default(z.int().check(z.gte(5), z.lte(3600)), 30),
  buffered: z.optional(z.array(ZHeartbeatReadingSchema).check(z.maxLength(500))),
});
export type THeartbeatRequest = z.input<typeof ZHeartbeatRequestSchema>;

export const ZHeartbeatResponseSchema = z.object({
  accepted: z.int(),
  server_time: z.string(),
});
