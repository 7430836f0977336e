import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A flooding box in its own process, as a real one is another machine: it reads its packets (each a 2-byte
 * length and the packet) from a file, sends them at `rate` a second for `seconds` from one socket, counts
 * the answers, and prints {sent, answered}. Kept out of the measuring process so the flood's own sending
 * cannot delay the answers the measured line is waiting for.
 */
const FLOOD = `
const { createSocket } = require('node:dgram');
const data = require('node:fs').readFileSync(process.argv[1]);
const [port, rate, seconds] = process.argv.slice(2).map(Number);
const packets = [];
for (let at = 0; at < data.length; ) { const n = data.readUInt16BE(at); packets.push(data.subarray(at + 2, at + 2 + n)); at += 2 + n; }
const socket = createSocket('udp4');
let sent = 0, answered = 0;
socket.on('message', () => (answered += 1));
socket.bind(0, '127.0.0.1', () => {
  const started = performance.now();
  const tick = () => {
    const elapsed = performance.now() - started;
    if (elapsed >= seconds * 1000) {
      return setTimeout(() => { process.stdout.write(JSON.stringify({ sent, answered }) + '\\n'); process.exit(0); }, 1000);
    }
    const due = Math.floor((elapsed / 1000) * rate) - sent;
    for (let i = 0; i < due; i += 1) socket.send(packets[sent++ % packets.length], port, '127.0.0.1');
    setTimeout(tick, 1);
  };
  tick();
});
`;

export type FloodResult = { sent: number; answered: number };

/** Floods 127.0.0.1:`port` with `packets` at `rate`/s for `seconds`; resolves with what was sent and answered. */
export async function udpFlood(
  port: number,
  packets: Buffer[],
  rate: number,
  seconds: number,
): Promise<FloodResult> {
  const dir = mkdtempSync(join(tmpdir(), 'ared-flood-'));
  const file = join(dir, 'packets');
  writeFileSync(
    file,
    Buffer.concat(packets.flatMap((p) => [Buffer.from([p.length >> 8, p.length & 255]), p])),
  );
  try {
    const child = spawn(process.execPath, ['-e', FLOOD, file, String(port), String(rate), String(seconds)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await once(child, 'exit');
    return JSON.parse(output) as FloodResult;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
