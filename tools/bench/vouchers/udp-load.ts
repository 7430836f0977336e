import { createSocket, type Socket } from 'node:dgram';

export type UdpLoadResult = {
  sent: number;
  answered: number;
  /** Answers per second over the run. */
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Requests with no answer within the time-out. */
  lost: number;
  /** Answers of an unexpected kind (a reject where an accept was due). */
  unexpected: number;
  /** Answers slower than 20 ms, by the second of the run their request was sent in (where the stalls are). */
  slowBySecond: number[];
};

export type UdpLoadOptions = {
  host: string;
  port: number;
  /** Ready-made packets in sending order; packet k goes out on socket ⌊k / 256⌋ mod sockets. */
  packets: Buffer[];
  /** Packets per second to hold; 0 keeps `window` packets in flight instead (as fast as it goes). */
  rate: number;
  window?: number;
  seconds: number;
  sockets: number;
  /** The answer's RADIUS code that counts as expected (2 Access-Accept, 5 Accounting-Response). */
  expectedCode: number;
  timeoutMs?: number;
  /** Ends the run once this many packets are sent and answered (a setup line), before `seconds`. */
  stopAfter?: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

/**
 * Sends RADIUS packets over UDP at a held rate (or with a fixed number in flight) and times each answer by
 * its socket and identifier. Packets are encoded beforehand, each with its own authenticator, so the
 * generator spends its time sending, and the server's duplicate cache never answers for the database.
 */
export async function udpLoad(options: UdpLoadOptions): Promise<UdpLoadResult> {
  const { packets, rate, seconds, expectedCode } = options;
  const timeoutMs = options.timeoutMs ?? 1000;
  const sockets: Socket[] = [];
  const sentAt = new Map<number, number>();
  const times: number[] = [];
  const slowBySecond: number[] = [];
  let unexpected = 0;
  let sent = 0;
  /** Answers that arrived while the run lasted: the throughput counts only these. */
  let answeredInRun = 0;
  let inFlight = 0;
  let done = false;
  let pump: () => void = () => {};

  for (let s = 0; s < options.sockets; s += 1) {
    const socket = createSocket('udp4');
    socket.on('message', (message) => {
      const key = s * 256 + message[1]!;
      const at = sentAt.get(key);
      if (at === undefined) return;
      sentAt.delete(key);
      inFlight -= 1;
      const took = performance.now() - at;
      times.push(took);
      if (took > 20) {
        const second = Math.floor((at - started) / 1000);
        slowBySecond[second] = (slowBySecond[second] ?? 0) + 1;
      }
      if (!done) answeredInRun += 1;
      if (message[0] !== expectedCode) unexpected += 1;
      if (!rate && !done) pump();
    });
    await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
    // Connected to the server: a send then skips the address lookup each unconnected send makes (a
    // tick and a closure a packet). The generator shares the cores with the server it measures.
    await new Promise<void>((resolve) => socket.connect(options.port, options.host, resolve));
    // A connected socket reports the server's port being closed (ICMP) as an error: such a packet is lost.
    socket.on('error', () => undefined);
    sockets.push(socket);
  }

  let started = 0;
  const sendOne = () => {
    const k = sent % packets.length;
    const s = Math.floor(k / 256) % sockets.length;
    const packet = packets[k]!;
    sentAt.set(s * 256 + packet[1]!, performance.now());
    inFlight += 1;
    sent += 1;
    sockets[s]!.send(packet);
  };

  started = performance.now();
  const until = started + seconds * 1000;
  await new Promise<void>((resolve) => {
    if (rate) {
      const tick = () => {
        const now = performance.now();
        if (now >= until) {
          done = true;
          return resolve();
        }
        const due = Math.floor(((now - started) / 1000) * rate) - sent;
        for (let i = 0; i < due; i += 1) sendOne();
        setTimeout(tick, 1);
      };
      tick();
    } else {
      const window = options.window ?? 64;
      const limit = options.stopAfter ?? Infinity;
      // Answers drive the sending; a request unanswered past the time-out gives its place in the window
      // back (it counts as lost), so a server that drops packets slows the run instead of stalling it.
      const watchdog = setInterval(() => {
        const stale = performance.now() - timeoutMs;
        for (const [key, at] of sentAt) {
          if (at >= stale) continue;
          sentAt.delete(key);
          inFlight -= 1;
        }
        pump();
      }, 20);
      const finish = () => {
        done = true;
        clearInterval(watchdog);
        resolve();
      };
      pump = () => {
        if (done) return;
        if (performance.now() >= until || (sent >= limit && inFlight === 0)) return finish();
        while (inFlight < window && sent < limit) sendOne();
      };
      pump();
    }
  });
  const elapsed = (performance.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, timeoutMs));
  for (const socket of sockets) socket.close();
  times.sort((a, b) => a - b);
  return {
    sent,
    answered: times.length,
    perSecond: Math.round(answeredInRun / elapsed),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    lost: sent - times.length,
    unexpected,
    slowBySecond: Array.from(slowBySecond, (n) => n ?? 0),
  };
}
