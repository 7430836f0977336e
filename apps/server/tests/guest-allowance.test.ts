import radius from 'radius';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOUCHER_REFUSALS } from '@ared/contract/vouchers';
import { guestAllowances, partners, vouchers } from '../src/db/schema';
import { createTestClock } from '../src/lib/clock';
import { loadRadiusDictionaries } from '../src/modules/guest-access/radius/dictionary-wispr';
import { type TestContext, createTestContext } from './helpers/app';
import { createVoucher } from './helpers/hotspot';
import { RADIUS_ENV, issueRadiusSecret, papLogin, radiusPorts, sendDatagram } from './helpers/radius';
import { twoPartners } from './helpers/world';

/**
 * Issue 27 §4: the portal's free tier and open access are held by the device the box names
 * (Calling-Station-Id), not by the `mac` the guest's browser posts. Reproduced first: ten free codes asked
 * with ten made-up MACs, then logged in over RADIUS from one real device: one gets on.
 */

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let secret: string;
let serial: string;
const clock = createTestClock('2026-11-20T09:00:00Z');

beforeAll(async () => {
  ctx = await createTestContext(RADIUS_ENV, { clock });
  world = await twoPartners(ctx);
  await ctx.db
    .update(partners)
    .set({ subscriptionPlan: 'Pro', hasTokenPurchaseAddonEnabled: true, hasOpenCaptivePortal: true })
    .where(eq(partners.id, world.mine.partner.id));
  const box = world.mine.routers[0]!;
  serial = box.serialNumber;
  secret = await issueRadiusSecret(ctx, world.mine.tokens.access, box.id);
  loadRadiusDictionaries();
});
afterAll(() => ctx.close());

const UAM = {
  uamip: '10.1.0.1',
  uamport: '3990',
  challenge: '0123456789abcdef0123456789abcdef',
  ip: '10.1.0.7',
};

/** What the portal gives for `action` to a browser claiming `mac`: the code in the logon redirect. */
async function portalCode(action: 'free' | 'open', mac: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/portal/${serial}/login`,
    payload: new URLSearchParams({ ...UAM, mac, action }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.statusCode, res.body).toBe(303);
  return new URL(res.headers.location as string).searchParams.get('username')!;
}

/** The box asks RADIUS for `code` from the real device `mac`: the Reply-Message, or 'accept'. */
async function boxLogin(code: string, mac: string): Promise<string> {
  const packet = papLogin({ serial, secret }, code, mac);
  const answer = await sendDatagram(radiusPorts(ctx).auth, packet, 2000);
  const decoded = radius.decode({ packet: answer!, secret });
  return decoded.code === 'Access-Accept' ? 'accept' : (decoded.attributes['Reply-Message'] as string);
}

const claimedBy = async (mac: string) =>
  (await ctx.db.select().from(vouchers).where(isNotNull(vouchers.firstUsedAt))).filter((v) =>
    v.usedBy.includes(mac),
  );

describe('the free tier held by the real device', () => {
  it('ten free codes asked with made-up MACs, tried at once from one device: exactly one gets on', async () => {
    const codes = [];
    for (let i = 0; i < 10; i += 1) codes.push(await portalCode('free', `02:00:00:00:10:${10 + i}`));
    expect(new Set(codes).size).toBe(10);
    const answers = await Promise.all(codes.map((code) => boxLogin(code, 'AA:BB:CC:10:00:01')));
    expect(answers.filter((a) => a === 'accept')).toHaveLength(1);
    expect(answers.filter((a) => a !== 'accept')).toEqual(Array(9).fill(VOUCHER_REFUSALS.allowanceUsed));
    expect(await claimedBy('AA:BB:CC:10:00:01')).toHaveLength(1);
    const taken = await ctx.db.select().from(guestAllowances);
    expect(taken.map((a) => [a.kind, a.clientMac, a.day])).toEqual([
      ['free', 'AA:BB:CC:10:00:01', '2026-11-20'],
    ]);
  });

  it('the device that got on logs in again with its code; another device may spend its own allowance', async () => {
    // Nine refusals in a row put the device in the guessing cooldown (decision 044): wait it out.
    clock.set('2026-11-20T09:06:00Z');
    const [mine] = await claimedBy('AA:BB:CC:10:00:01');
    expect(await boxLogin(mine!.code, 'AA:BB:CC:10:00:01')).toBe('accept');
    const code = await portalCode('free', 'AA:BB:CC:10:00:02');
    expect(await boxLogin(code, 'AA:BB:CC:10:00:02')).toBe('accept');
  });

  it('open access is an allowance of its own; the next UTC day gives a new one; dashboard vouchers are not limited', async () => {
    const open = await portalCode('open', 'AA:BB:CC:10:00:01');
    expect(await boxLogin(open, 'AA:BB:CC:10:00:01')).toBe('accept');
    const secondFree = await portalCode('free', '02:00:00:00:10:99');
    expect(await boxLogin(secondFree, 'AA:BB:CC:10:00:01')).toBe(VOUCHER_REFUSALS.allowanceUsed);
    for (let i = 0; i < 3; i += 1) {
      const sold = await createVoucher(ctx.db, world.mine.partner.id);
      expect(await boxLogin(sold.code, 'AA:BB:CC:10:00:01')).toBe('accept');
    }
    clock.set('2026-11-21T00:00:05Z');
    const tomorrow = await portalCode('free', '02:00:00:00:11:01');
    expect(await boxLogin(tomorrow, 'AA:BB:CC:10:00:01')).toBe('accept');
  });
});
