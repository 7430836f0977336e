import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NAS_STALE_MS, NAS_TTL_MS } from '../src/modules/guest-access/nas';
import { type TestContext, createTestContext } from './helpers/app';
import { RADIUS_ENV, issueRadiusSecret, papLogin, radiusPorts, sendDatagram } from './helpers/radius';
import { twoPartners } from './helpers/world';

/**
 * Issue 33 §2, decision 082: a RADIUS secret rotated through one replica is in force on every replica within
 * the documented window (NAS_TTL_MS + NAS_STALE_MS), however long the box was quiet. Two apps on one
 * database are two replicas, each with its own NAS directory and RADIUS sockets. (A logout across replicas
 * is shown by the cluster test with real processes: the session cache is one per process.)
 */
let one: TestContext;
let two: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;

// Replicas share the server's secret (the RADIUS secrets are sealed under it), as in service (decision 082).
const REPLICA_ENV = { ...RADIUS_ENV, JWT_SECRET: 'one-jwt-secret-for-both-replicas-0123456789' };

beforeAll(async () => {
  one = await createTestContext(REPLICA_ENV);
  two = await createTestContext(REPLICA_ENV, { database: one.database });
  world = await twoPartners(one);
});
afterAll(async () => {
  await two.close();
  await one.close();
});
afterEach(() => vi.useRealTimers());

let guest = 0;
/** Whether replica `ctx` answers a login signed with `secret`: a packet with a wrong secret gets no answer. */
const answers = async (ctx: TestContext, serial: string, secret: string) => {
  guest += 1;
  const mac = `AA:BB:CC:00:${String(Math.floor(guest / 100)).padStart(2, '0')}:${String(guest % 100).padStart(2, '0')}`;
  return (
    (await sendDatagram(radiusPorts(ctx).auth, papLogin({ serial, secret }, 'NOSUCHCODE', mac))) !== null
  );
};

describe('a RADIUS secret rotated through one replica', () => {
  it('is in force on the other within the documented window, even for a box quiet for an hour', async () => {
    const box = world.mine.routers[0]!;
    const access = world.mine.tokens.access;
    const old = await issueRadiusSecret(one, access, box.id);
    // The other replica has read the box (its secret cached).
    expect(await answers(two, box.serialNumber, old)).toBe(true);
    vi.useFakeTimers({ toFake: ['Date'] });
    const rotated = await issueRadiusSecret(one, access, box.id);
    // The replica that rotated it forgot the box at once.
    expect(await answers(one, box.serialNumber, rotated)).toBe(true);
    expect(await answers(one, box.serialNumber, old)).toBe(false);
    // The other holds the old one until its entry is no longer fresh: the window.
    expect(await answers(two, box.serialNumber, old)).toBe(true);
    // The box is then quiet for an hour: its first packet is not judged by the hour-old entry.
    vi.setSystemTime(Date.now() + 3_600_000);
    expect(await answers(two, box.serialNumber, old)).toBe(false);
    expect(await answers(two, box.serialNumber, rotated)).toBe(true);
  });

  it('no later than NAS_TTL_MS + NAS_STALE_MS after the rotation on a busy box', async () => {
    const box = world.mine.routers[1]!;
    const access = world.mine.tokens.access;
    const old = await issueRadiusSecret(one, access, box.id);
    expect(await answers(two, box.serialNumber, old)).toBe(true);
    vi.useFakeTimers({ toFake: ['Date'] });
    const rotated = await issueRadiusSecret(one, access, box.id);
    vi.setSystemTime(Date.now() + NAS_TTL_MS + NAS_STALE_MS + 1);
    expect(await answers(two, box.serialNumber, old)).toBe(false);
    expect(await answers(two, box.serialNumber, rotated)).toBe(true);
  });
});
