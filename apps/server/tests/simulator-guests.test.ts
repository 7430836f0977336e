import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vouchers } from '../src/db/schema';
import { simulatorVoucherCodes } from '../src/simulator/demo-vouchers';
import { radiusTransport } from '../src/simulator/guest-transport';
import type { SimulatedBox } from '../src/simulator/provision';
import { type TestContext, createTestContext } from './helpers/app';
import { createPartner } from './helpers/factories';
import { createVoucher, sessionsOf, voucherRow } from './helpers/hotspot';
import { RADIUS_ENV, issueRadiusSecret, radiusPorts } from './helpers/radius';
import { twoPartners } from './helpers/world';

/** The simulator's guests: its voucher pool and its RADIUS client against the real server. */

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;

beforeAll(async () => {
  ctx = await createTestContext(RADIUS_ENV);
  world = await twoPartners(ctx);
});
afterAll(() => ctx.close());

describe('simulatorVoucherCodes', () => {
  it("tops a partner up to 40 usable codes, keeps the partner's own, and gives Kiosk partners none", async () => {
    const own = await createVoucher(ctx.db, world.mine.partner.id);
    await createVoucher(ctx.db, world.mine.partner.id, { status: 'revoked' });
    const kiosk = await createPartner(ctx.db, { name: 'Kiosk Only', plan: 'Kiosk' });
    const codes = await simulatorVoucherCodes(ctx.db, [world.mine.partner.id, kiosk.id]);
    expect(codes.get(world.mine.partner.id)).toHaveLength(40);
    expect(codes.get(world.mine.partner.id)).toContain(own.code);
    expect(codes.has(kiosk.id)).toBe(false);
    const made = await ctx.db.select().from(vouchers).where(eq(vouchers.batchId, 'simulator'));
    expect(made).toHaveLength(39);
    // A second start adds none.
    await simulatorVoucherCodes(ctx.db, [world.mine.partner.id]);
    expect(await ctx.db.select().from(vouchers).where(eq(vouchers.batchId, 'simulator'))).toHaveLength(39);
  });
});

describe('radiusTransport', () => {
  it('logs a guest in, accounts the session and refuses a mistyped code, through the RADIUS ports', async () => {
    const router = world.mine.routers[1]!;
    const box: SimulatedBox = {
      routerId: router.id,
      serial: router.serialNumber,
      partnerId: world.mine.partner.id,
      key: 'unused',
      radiusSecret: await issueRadiusSecret(ctx, world.mine.tokens.access, router.id),
      profile: { seed: 1, isMining: false, updating: false },
    };
    const transport = radiusTransport('127.0.0.1', radiusPorts(ctx));
    const v = await createVoucher(ctx.db, world.mine.partner.id, { durationSeconds: 1200 });
    expect(await transport.login(box, v.code, '02:00:00:00:00:01', '10.9.0.2')).toEqual({
      accept: true,
      timeout: 1200,
    });
    expect((await transport.login(box, 'ZZZZ2345', '02:00:00:00:00:02', '10.9.0.3')).accept).toBe(false);
    await transport.account(box, {
      status: 'interim',
      sessionId: 'sim-1',
      code: v.code,
      mac: '02:00:00:00:00:01',
      ip: '10.9.0.2',
      seconds: 40,
      bytesIn: 5 * 2 ** 32 + 7,
      bytesOut: 9,
    });
    const [session] = await sessionsOf(ctx.db, router.id);
    expect(session).toMatchObject({ sessionType: 'voucher', bytesIn: 5 * 2 ** 32 + 7, durationSeconds: 40 });
    expect((await voucherRow(ctx.db, v.id)).status).toBe('used');
  });
});
