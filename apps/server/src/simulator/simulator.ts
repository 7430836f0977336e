import type { FastifyBaseLogger } from 'fastify';
import { boxReading } from './box-readings';
import type { SimulatedBox } from './provision';

export type SimulatorOptions = {
  /** Where the heartbeat endpoint is: the boxes talk to the server over HTTP, like real ones. */
  baseUrl: string;
  boxes: SimulatedBox[];
  intervalSeconds?: number;
  log?: FastifyBaseLogger;
};

/**
 * Drives simulated boxes: each posts a heartbeat every interval through POST /device/heartbeat with its own
 * device key. Posts are spread over the interval so the server sees a steady stream, not bursts.
 */
export function startSimulator({ baseUrl, boxes, intervalSeconds = 10, log }: SimulatorOptions): () => void {
  const bootedAt = Date.now() - 3600 * 1000;
  let stopped = false;
  let failures = 0;
  const timers: NodeJS.Timeout[] = [];
  const post = async (box: SimulatedBox) => {
    const now = new Date();
    const reading = boxReading(box.profile, now, Math.round((now.getTime() - bootedAt) / 1000));
    try {
      const res = await fetch(`${baseUrl}/device/heartbeat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Device ${box.key}` },
        body: JSON.stringify({ ...reading, interval_seconds: intervalSeconds }),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
    } catch (error) {
      failures += 1;
      if (failures % 100 === 1) log?.warn({ err: error, serial: box.serial }, 'simulated heartbeat failed');
    }
  };
  boxes.forEach((box, i) => {
    const offset = Math.round((i / Math.max(boxes.length, 1)) * intervalSeconds * 1000);
    const first = setTimeout(() => {
      if (stopped) return;
      void post(box);
      const every = setInterval(() => void post(box), intervalSeconds * 1000);
      every.unref();
      timers.push(every);
    }, offset);
    first.unref();
    timers.push(first);
  });
  log?.info({ boxes: boxes.length, intervalSeconds }, 'telemetry simulator started');
  return () => {
    stopped = true;
    timers.forEach((t) => clearTimeout(t));
  };
}
