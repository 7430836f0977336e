import { createSocket } from 'node:dgram';
import radius from 'radius';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRadiusDictionaries } from '../src/modules/guest-access/radius/dictionary-wispr';
import { type TestContext, createTestContext } from './helpers/app';
import { sessionsOf } from './helpers/hotspot';
import { RADIUS_ENV, issueRadiusSecret, radiusPorts, sendDatagram } from './helpers/radius';
import { twoPartners } from './helpers/world';

/**
 * Issue 27 §2: one partner's box flooding the accounting port with poisoned and mis-signed packets costs
 * that box its own budget and a log line a minute; another partner's box is answered every time.
 * The budget is made small here (20 at once, 1 a second) so the flood is a few hundred packets.
 */

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
const logLines: string[] = [];
let mine: { serial: string; secret: string; routerId: number };
let theirs: { serial: string; secret: string; routerId: number };

beforeAll(async () => {
  ctx = await createTestContext(
    { ...RADIUS_ENV, LOG_LEVEL: 'info', RADIUS_BOX_PACKET_BURST: '20', RADIUS_BOX_PACKETS_PER_SECOND: '1' },
    { logStream: { write: (line: string) => void logLines.push(line) } },
  );
  world = await twoPartners(ctx);
  const box = async (side: typeof world.mine) => ({
    serial: side.routers[0]!.serialNumber,
    routerId: side.routers[0]!.id,
    secret: await issueRadiusSecret(ctx, side.tokens.access, side.routers[0]!.id),
  });
  mine = await box(world.mine);
  theirs = await box(world.theirs);
  loadRadiusDictionaries();
});
afterAll(() => ctx.close());

const accounting = (box: typeof mine, session: string, extra: [string, number][] = [], key = box.secret) =>
  radius.encode({
    code: 'Accounting-Request',
    secret: key,
    attributes: [
      ['NAS-Identifier', box.serial],
      ['Acct-Session-Id', session],
      ['Calling-Station-Id', 'AA:BB:CC:00:20:01'],
      ['Acct-Status-Type', 'Interim-Update'],
      ...extra,
    ],
  });

/** Sends every packet from one socket as fast as it can, then counts the answers that came within `waitMs`. */
async function flood(port: number, packets: Buffer[], waitMs = 1500): Promise<number> {
  const socket = createSocket('udp4');
  let answers = 0;
  socket.on('message', () => (answers += 1));
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  for (const packet of packets) socket.send(packet, port, '127.0.0.1');
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  socket.close();
  return answers;
}

describe('a flooding box', () => {
  it('gets at most its budget; another partner’s box is answered every time; one log line per box', async () => {
    const { acct } = radiusPorts(ctx);
    const poisoned = Array.from({ length: 150 }, (_, i) =>
      accounting(mine, `poison-${i}`, [
        ['Acct-Input-Gigawords', 4_294_967_295],
        ['Acct-Output-Gigawords', 4_294_967_295],
        ['Acct-Session-Time', 4_294_967_295],
      ]),
    );
    const misSigned = Array.from({ length: 150 }, (_, i) =>
      accounting(mine, `forged-${i}`, [], 'not-the-secret'),
    );
    const floodDone = flood(
      acct,
      poisoned.flatMap((p, i) => [p, misSigned[i]!]),
    );
    // While it floods, the other partner's box sends its updates one by one: each is answered.
    const answered: boolean[] = [];
    for (let i = 0; i < 10; i += 1)
      answered.push((await sendDatagram(acct, accounting(theirs, `calm-${i}`), 1000)) !== null);
    const floodAnswers = await floodDone;
    expect(answered).toEqual(Array(10).fill(true));
    expect(
      (await sessionsOf(ctx.db, theirs.routerId)).filter((s) => s.acctSessionId.startsWith('calm-')),
    ).toHaveLength(10);
    // 20 at once and 1 a second: the poisoned packets that were answered, no more.
    expect(floodAnswers).toBeGreaterThan(0);
    expect(floodAnswers).toBeLessThanOrEqual(24);
    const stored = (await sessionsOf(ctx.db, mine.routerId)).filter((s) =>
      s.acctSessionId.startsWith('poison-'),
    );
    expect(stored.length).toBe(floodAnswers);
    expect(stored.every((s) => s.countersClamped)).toBe(true);

    await ctx.app.radius.problems.flush();
    const radiusLines = logLines.filter((l) => /RADIUS/.test(l));
    const boxLines = radiusLines.filter((l) => l.includes('had problems'));
    expect(boxLines).toHaveLength(1);
    const problems = {
      bad_authenticator: 0,
      over_budget: 0,
      clamped_counters: 0,
      ...JSON.parse(boxLines[0]!).problems,
    } as Record<string, number>;
    // Mis-signed packets are caught while the box has budget; past it every packet is dropped before its
    // signature is checked. The kernel may drop some of a burst first: counts up to what was sent.
    expect(problems.bad_authenticator).toBeGreaterThan(0);
    expect(problems.over_budget).toBeGreaterThan(100);
    expect(problems.bad_authenticator! + problems.over_budget! + floodAnswers).toBeLessThanOrEqual(300);
    expect(problems.clamped_counters).toBe(floodAnswers);
    expect(radiusLines.some((l) => /request failed|stack/.test(l))).toBe(false);
    expect(radiusLines.join('').length).toBeLessThan(4_000);
  });
});
