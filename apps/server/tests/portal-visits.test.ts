import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerDeviceSalts, portalVisits } from '../src/db/schema';
import { deviceHash } from '../src/modules/analytics/guest-identity';
import { createPortalVisitWriter } from '../src/modules/analytics';
import { viewerDevice } from '../src/modules/guest-portal/viewer';
import { createTestClock } from '../src/lib/clock';
import { type TestContext, createTestContext } from './helpers/app';
import { twoPartners } from './helpers/world';

/**
 * Portal visits (decision 038): a guest's browser landing on a box's page is one row, with the hashed MAC
 * (the box's hand-off, else this browser's stand-in) and the phone model from the user agent; recording
 * never slows or breaks the page.
 */

const SAMSUNG =
  'Mozilla/5.0 (Linux; Android 11; SM-A125F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36';
const UAM = {
  res: 'notyet',
  uamip: '10.1.0.1',
  uamport: '3990',
  challenge: '0123456789abcdef0123456789abcdef',
  mac: 'aa-bb-cc-00-11-22',
  ip: '10.1.0.7',
};

const clock = createTestClock('2026-11-20T08:15:00Z');
let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;

beforeAll(async () => {
  ctx = await createTestContext({}, { clock });
  world = await twoPartners(ctx);
});
afterAll(() => ctx.close());

const visitsOf = (routerId: number) =>
  ctx.db.select().from(portalVisits).where(eq(portalVisits.routerId, routerId)).orderBy(asc(portalVisits.id));
const saltOf = async (partnerId: number) =>
  (await ctx.db.select().from(partnerDeviceSalts).where(eq(partnerDeviceSalts.partnerId, partnerId)))[0]!
    .salt;

describe('portal visits', () => {
  it("records a landing with the hand-off's MAC hashed and the phone model; steps and results are not visits", async () => {
    const box = world.mine.routers[0]!;
    const serial = box.serialNumber;
    const landing = await ctx.app.inject({
      method: 'GET',
      url: `/portal/${serial}?${new URLSearchParams({ ...UAM, nasid: serial })}`,
      headers: { 'user-agent': SAMSUNG },
    });
    expect(landing.statusCode).toBe(200);
    // Without a hand-off: this browser's stand-in device (the one a login from here would use).
    const plain = await ctx.app.inject({
      method: 'GET',
      url: `/portal/${serial}`,
      headers: { 'user-agent': IPHONE, cookie: 'ared_viewer=viewer-abcdefghijkl' },
    });
    expect(plain.statusCode).toBe(200);
    await ctx.app.inject({ method: 'GET', url: `/portal/${serial}`, headers: { 'user-agent': DESKTOP } });
    // Not visits: the connect step, the success page, the box sending the guest back refused, a 404.
    await ctx.app.inject({ method: 'GET', url: `/portal/${serial}/connect` });
    await ctx.app.inject({ method: 'GET', url: `/portal/${serial}?res=success` });
    await ctx.app.inject({ method: 'GET', url: `/portal/${serial}?res=failed` });
    await ctx.app.inject({ method: 'GET', url: `/portal/NOSUCHBOX` });
    await ctx.app.guestPortal.visits.drain();

    const rows = await visitsOf(box.id);
    const salt = await saltOf(world.mine.partner.id);
    expect(salt).toMatch(/^[0-9a-f]{64}$/);
    expect(rows.map((r) => [r.partnerId, r.deviceHash, r.phoneModel, r.visitedAt.toISOString()])).toEqual([
      [
        world.mine.partner.id,
        deviceHash(salt, 'AA:BB:CC:00:11:22'),
        'Samsung SM-A125F',
        '2026-11-20T08:15:00.000Z',
      ],
      [
        world.mine.partner.id,
        deviceHash(salt, viewerDevice('viewer-abcdefghijkl')),
        'Apple iPhone',
        '2026-11-20T08:15:00.000Z',
      ],
      [world.mine.partner.id, expect.stringMatching(/^[0-9a-f]{64}$/), null, '2026-11-20T08:15:00.000Z'],
    ]);
    // The MAC itself is stored nowhere.
    expect(JSON.stringify(rows)).not.toMatch(/AA:BB:CC|aa-bb-cc/i);
    // Each partner has its own salt: the same MAC is another hash at another partner's box.
    const theirBox = world.theirs.routers[0]!;
    await ctx.app.inject({
      method: 'GET',
      url: `/portal/${theirBox.serialNumber}?${new URLSearchParams({ ...UAM, nasid: theirBox.serialNumber })}`,
    });
    await ctx.app.guestPortal.visits.drain();
    const [theirs] = await visitsOf(theirBox.id);
    expect(theirs!.deviceHash).toBe(deviceHash(await saltOf(world.theirs.partner.id), 'AA:BB:CC:00:11:22'));
    expect(theirs!.deviceHash).not.toBe(rows[0]!.deviceHash);
  });

  it('a visit that cannot be stored is logged, and the page is shown all the same', async () => {
    const errors: unknown[] = [];
    const broken = createPortalVisitWriter(
      {
        ...ctx.database,
        prepared: () => async () => {
          throw new Error('database down');
        },
      },
      (error) => errors.push(error),
    );
    broken.record({
      partnerId: world.mine.partner.id,
      routerId: world.mine.routers[1]!.id,
      mac: 'AA:BB:CC:00:11:23',
      userAgent: SAMSUNG,
      visitedAt: clock.now(),
    });
    await expect(broken.drain()).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);

    // Through the app: the visits table gone for a moment, the page still answers 200.
    await ctx.db.execute(sql.raw('alter table portal_visits rename to portal_visits_away'));
    try {
      const page = await ctx.app.inject({
        method: 'GET',
        url: `/portal/${world.mine.routers[1]!.serialNumber}`,
        headers: { 'user-agent': SAMSUNG },
      });
      expect(page.statusCode).toBe(200);
      await ctx.app.guestPortal.visits.drain();
    } finally {
      await ctx.db.execute(sql.raw('alter table portal_visits_away rename to portal_visits'));
    }
    expect(await visitsOf(world.mine.routers[1]!.id)).toEqual([]);
  });

  it('two writers making the same salt at once get the same one', async () => {
    const { partnerSalts } = await import('../src/modules/analytics/guest-identity');
    const partnerId = world.mine.sme.partnerId;
    await ctx.db.delete(partnerDeviceSalts).where(eq(partnerDeviceSalts.partnerId, partnerId));
    const [a, b] = await Promise.all([partnerSalts(ctx.db, [partnerId]), partnerSalts(ctx.db, [partnerId])]);
    expect(a.get(partnerId)).toBe(b.get(partnerId));
    expect(a.get(partnerId)).toBe(await saltOf(partnerId));
  });
});
