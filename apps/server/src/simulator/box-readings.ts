import { OS_SERVICE_NAMES, type THeartbeatReading } from '@ared/contract/devices';

export const BALENA_SERVICE_NAMES = [
  'captive-portal',
  'voucher-service',
  'content-sync',
  'telemetry-agent',
  'xmrig',
] as const;

/** A box's simulated life: a stable base load per box and slow drift, so charts have a plausible shape. */
export type BoxProfile = { seed: number; isMining: boolean; updating: boolean };

const wave = (t: number, period: number, phase: number) => Math.sin((t / period) * 2 * Math.PI + phase);
const round = (n: number, digits = 1) => Number(n.toFixed(digits));

export function boxReading(profile: BoxProfile, at: Date, uptimeSeconds: number): THeartbeatReading {
  const t = at.getTime() / 1000;
  const phase = (profile.seed % 360) * (Math.PI / 180);
  const busy = 0.5 + 0.5 * wave(t, 86400, phase); // daily cycle
  const jitter = 0.5 + 0.5 * wave(t, 97, phase * 3);
  const clients = Math.max(0, Math.round(4 + 28 * busy + 4 * jitter));
  const diskTotal = 32 * 1024;
  const signal = profile.seed % 7 === 0 ? 'Weak' : profile.seed % 3 === 0 ? 'Medium' : 'Strong';
  const baseLatency = signal === 'Weak' ? 80 : signal === 'Medium' ? 45 : 20;
  const running = (name: string, i: number) => ({
    name,
    type: 'service',
    status: (profile.seed + i) % 23 === 0 ? 'exited' : 'running',
  });
  return {
    recorded_at: at.toISOString(),
    health: {
      cpu_percent: round(8 + 55 * busy + 10 * jitter),
      ram_percent: round(35 + 30 * busy + 5 * jitter),
      disk_used_mb: round(diskTotal * (0.3 + (profile.seed % 40) / 100)),
      disk_total_mb: diskTotal,
      uptime_seconds: uptimeSeconds,
      running_processes: 120 + Math.round(40 * busy),
      upload_mbps: round(2 + 6 * busy * jitter, 2),
      download_mbps: round(5 + 20 * busy * jitter, 2),
      traffic_in_mb: round(clients * 12 * jitter, 2),
      traffic_out_mb: round(clients * 3 * jitter, 2),
      signal_strength: signal,
      // Measured by the box's probe: latency rises with load, a weak uplink loses some packets.
      latency_ms: round(baseLatency + 60 * busy * jitter),
      packet_loss_percent: round(
        signal === 'Weak' ? 1 + 4 * busy * jitter : signal === 'Medium' ? 0.5 * busy * jitter : 0,
        2,
      ),
    },
    services: {
      balena: BALENA_SERVICE_NAMES.filter((n) => n !== 'xmrig' || profile.isMining).map((name, i) => ({
        ...running(name, i),
        type: 'container',
      })),
      os: OS_SERVICE_NAMES.map(running),
    },
    ota: profile.updating
      ? {
          status: 'downloading',
          update_progress: Math.round((t / 6) % 100),
          time_remaining: Math.round(600 - ((t / 6) % 100) * 6),
        }
      : { status: 'waiting', update_progress: 0, time_remaining: 3600 - Math.round(t % 3600) },
    connected_clients: clients,
    ...(profile.isMining && {
      mining: {
        hash_rate: round(180 + 60 * jitter),
        hashes_submitted: Math.round(uptimeSeconds * 200),
        pending_balance: round((uptimeSeconds / 86400) * 0.0004, 6),
        last_block_reward: 0.6,
        total_paid: round((profile.seed % 10) * 0.003, 6),
        last_share_at: new Date(at.getTime() - 20_000).toISOString(),
      },
    }),
  };
}
