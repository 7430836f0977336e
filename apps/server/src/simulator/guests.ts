import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { GuestTransport } from './guest-transport';
import type { SimulatedBox } from './provision';

export type GuestSimulatorOptions = {
  boxes: SimulatedBox[];
  /** Usable voucher codes per partner (simulatorVoucherCodes). */
  codes: Map<number, string[]>;
  transport: GuestTransport;
  /** How often each box's guests are looked at: logins, interim updates, logouts. */
  tickSeconds?: number;
  log?: FastifyBaseLogger;
};

type Guest = {
  sessionId: string;
  code: string;
  mac: string;
  ip: string;
  started: number;
  leaveAfter: number;
  cause: 'User-Request' | 'Session-Timeout';
  bytesIn: number;
  bytesOut: number;
};

const mac = () =>
  ['02', ...[...randomBytes(5)].map((b) => b.toString(16).padStart(2, '0'))].join(':').toUpperCase();

/**
 * Guests on the demo boxes, so the Vouchers page and its stats move while someone watches: every tick a box
 * may get a new guest logging in with one of its partner's codes (sometimes a mistyped one, refused), its
 * guests send interim updates with growing counters, and some log out or run out of time.
 */
export function startGuestSimulator({
  boxes,
  codes,
  transport,
  tickSeconds = 20,
  log,
}: GuestSimulatorOptions): () => void {
  const guests = new Map<number, Guest[]>();
  let failures = 0;
  const fail = (error: unknown, box: SimulatedBox) => {
    failures += 1;
    if (failures % 100 === 1) log?.warn({ err: error, serial: box.serial }, 'simulated guest call failed');
  };

  const tick = async (box: SimulatedBox) => {
    const now = Date.now();
    const mine = guests.get(box.routerId) ?? [];
    for (const guest of [...mine]) {
      const seconds = Math.round((now - guest.started) / 1000);
      guest.bytesIn += randomInt(50_000, 20_000_000);
      guest.bytesOut += randomInt(10_000, 3_000_000);
      const ending = seconds >= guest.leaveAfter;
      const update = {
        sessionId: guest.sessionId,
        code: guest.code,
        mac: guest.mac,
        ip: guest.ip,
        seconds,
        bytesIn: guest.bytesIn,
        bytesOut: guest.bytesOut,
      };
      await transport
        .account(
          box,
          ending ? { ...update, status: 'stop', cause: guest.cause } : { ...update, status: 'interim' },
        )
        .catch((error: unknown) => fail(error, box));
      if (ending) mine.splice(mine.indexOf(guest), 1);
    }
    const pool = box.partnerId === null ? [] : (codes.get(box.partnerId) ?? []);
    if (pool.length > 0 && mine.length < 6 && randomInt(100) < 30) {
      // One in five attempts is a code the guest mistyped: the box shows the refusal.
      const mistyped = randomInt(5) === 0;
      const code = mistyped ? 'ZZZZ2345' : pool[randomInt(pool.length)]!;
      const guest: Guest = {
        sessionId: randomBytes(6).toString('hex'),
        code,
        mac: mac(),
        ip: `10.${box.routerId % 250}.${randomInt(1, 250)}.${randomInt(2, 250)}`,
        started: now,
        leaveAfter: 0,
        cause: 'User-Request',
        bytesIn: 0,
        bytesOut: 0,
      };
      try {
        const answer = await transport.login(box, code, guest.mac, guest.ip);
        if (answer.accept) {
          // The code is this guest's now: others draw different ones.
          pool.splice(pool.indexOf(code), 1);
          const stay = randomInt(120, 1800);
          guest.leaveAfter = Math.min(answer.timeout, stay);
          guest.cause = answer.timeout <= stay ? 'Session-Timeout' : 'User-Request';
          await transport.account(box, {
            status: 'start',
            sessionId: guest.sessionId,
            code,
            mac: guest.mac,
            ip: guest.ip,
            seconds: 0,
            bytesIn: 0,
            bytesOut: 0,
          });
          mine.push(guest);
        }
      } catch (error) {
        fail(error, box);
      }
    }
    guests.set(box.routerId, mine);
  };

  const timers: NodeJS.Timeout[] = [];
  let stopped = false;
  boxes.forEach((box, i) => {
    const first = setTimeout(
      () => {
        if (stopped) return;
        void tick(box);
        const every = setInterval(() => void tick(box), tickSeconds * 1000);
        every.unref();
        timers.push(every);
      },
      Math.round((i / Math.max(boxes.length, 1)) * tickSeconds * 1000),
    );
    first.unref();
    timers.push(first);
  });
  log?.info({ boxes: boxes.length, tickSeconds }, 'guest simulator started');
  return () => {
    stopped = true;
    timers.forEach((t) => clearTimeout(t));
  };
}
