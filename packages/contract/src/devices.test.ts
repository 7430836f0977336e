import { describe, expect, it } from 'vitest';
import { ZHeartbeatReadingSchema } from './devices';

const health = {
  cpu_percent: 10,
  ram_percent: 20,
  disk_used_mb: 100,
  disk_total_mb: 1000,
  uptime_seconds: 60,
  running_processes: 50,
  upload_mbps: 1,
  download_mbps: 2,
  traffic_in_mb: 3,
  traffic_out_mb: 4,
};
const parse = (extra: object) => ZHeartbeatReadingSchema.safeParse({ health: { ...health, ...extra } });

describe('heartbeat health: latency and packet loss', () => {
  it('are optional, so a box that does not measure them still reports', () => {
    const result = parse({});
    expect(result.success).toBe(true);
    expect(result.data?.health?.latency_ms).toBeUndefined();
    expect(result.data?.health?.packet_loss_percent).toBeUndefined();
  });

  it.each([
    [0, 0],
    [42.5, 1.5],
    [60000, 100],
  ])('accept latency %d ms and loss %d %%', (latency, loss) => {
    const result = parse({ latency_ms: latency, packet_loss_percent: loss });
    expect(result.success).toBe(true);
    expect(result.data?.health?.latency_ms).toBe(Math.fround(latency));
    expect(result.data?.health?.packet_loss_percent).toBe(Math.fround(loss));
  });

  it.each([
    { latency_ms: -1 },
    { latency_ms: 60000.5 },
    { latency_ms: '12' },
    { latency_ms: null },
    { packet_loss_percent: -0.1 },
    { packet_loss_percent: 100.1 },
    { packet_loss_percent: Number.NaN },
  ])('refuse %o', (extra) => {
    expect(parse(extra).success).toBe(false);
  });
});
