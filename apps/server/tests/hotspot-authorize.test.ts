import { VOUCHER_REFUSALS } from '@ared/contract/vouchers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAccounting } from '../src/modules/guest-access/accounting';
import { authorizeGuest } from '../src/modules/guest-access/authorize';
import type { Box } from '../src/modules/guest-access/nas';
import { type TestContext, createTestContext } from './helpers/app';
import { boxOf, createVoucher, sessionsOf, voucherRow } from './helpers/hotspot';
import { twoPartners } from './helpers/world';

/** The login rules of decision 022 as the boxes meet them (RADIUS and HTTPS share this function). */

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let box: Box;
let realmBox: Box;
let theirBox: Box;
const MAC_A = 'AA:BB:CC:00:00:01';
const MAC_B = 'AA:BB:CC:00:00:02';
const options = () => ({ now: new Date(), interimInterval: 60 });
const login = (b: Box, code: string, clientMac = MAC_A) =>
  authorizeGuest(ctx.database, b, { code, clientMac, clientIp: '10.0.0.5' }, options());

beforeAll(async () => {
  ctx = await createTestContext();
  world = await twoPartners(ctx);
  box = boxOf(world.mine.routers[0]!, world.mine.partner.id);
  realmBox = boxOf(world.mine.routers[1]!, world.mine.partner.id, { realmId: world.mine.realm.id });
  theirBox = boxOf(world.theirs.routers[0]!, world.theirs.partner.id);
});
afterAll(() => ctx.close());

describe('authorizeGuest', () => {
  it('accepts a fresh single-user voucher with its whole time, marks it used and records the MAC', async () => {
    const v = await createVoucher(ctx.db, world.mine.partner.id, { durationSeconds: 1800 });
    const answer = await login(box, v.code.toLowerCase().replace(/(....)/, '$1-'));
    expect(answer).toEqual({
      accept: true,
      sessionTimeout: 1800,
      interimInterval: 60,
      bandwidthDown: null,
      bandwidthUp: null,
    });
    const row = await voucherRow(ctx.db, v.id);
    expect(row.status).toBe('used');
    expect(row.usedBy).toEqual([MAC_A]);
    expect(row.firstUsedAt).not.toBeNull();
  });

  it('lets the same device back in with the time left, and refuses another device', async () => {
    const v = await createVoucher(ctx.db, world.mine.partner.id, {
      durationSeconds: 3600,
      status: 'used',
      firstUsedAt: new Date(Date.now() - 600_000),
      usedBy: [MAC_A],
    });
    const again = await login(box, v.code);
    expect(again.accept && again.sessionTimeout).toBeGreaterThanOrEqual(2999);
    expect(again.accept && again.sessionTimeout).toBeLessThanOrEqual(3000);
    expect(await login(box, v.code, MAC_B)).toEqual({
      accept: false,
      message: VOUCHER_REFUSALS.used,
      reason: 'used',
    });
    expect((await voucherRow(ctx.db, v.id)).usedBy).toEqual([MAC_A]);
  });

  it('lets any device use a multi-user voucher while time is left; time runs from the first login', async () => {
    const v = await createVoucher(ctx.db, world.mine.partner.id, {
      multiUser: true,
      durationSeconds: 3600,
      firstUsedAt: new Date(Date.now() - 1_200_000),
      usedBy: [MAC_A],
    });
    const answer = await login(box, v.code, MAC_B);
    expect(answer.accept && answer.sessionTimeout).toBeLessThanOrEqual(2400);
    const row = await voucherRow(ctx.db, v.id);
    expect(row.status).toBe('active');
    expect(row.usedBy).toEqual([MAC_A, MAC_B]);
  });

  it('refuses unknown, malformed, expired, used-up and revoked codes with their messages', async () => {
    const p = world.mine.partner.id;
    expect(await login(box, 'ZZZZZZZZ')).toEqual({
      accept: false,
      message: VOUCHER_REFUSALS.unknown,
      reason: 'unknown',
    });
    expect(await login(box, "x' or 1=1 --")).toEqual({
      accept: false,
      message: VOUCHER_REFUSALS.unknown,
      reason: 'unknown',
    });
    const neverUsed = await createVoucher(ctx.db, p, { expiryDate: new Date(Date.now() - 1000) });
    expect(await login(box, neverUsed.code)).toEqual({
      accept: false,
      message: VOUCHER_REFUSALS.expired,
      reason: 'expired',
    });
    const usedUp = await createVoucher(ctx.db, p, {
      multiUser: true,
      durationSeconds: 60,
      firstUsedAt: new Date(Date.now() - 120_000),
      usedBy: [MAC_A],
    });
    expect(await login(box, usedUp.code)).toEqual({
      accept: false,
      message: VOUCHER_REFUSALS.expired,
      reason: 'expired',
    });
    const stored = await createVoucher(ctx.db, p, { status: 'expired' });
    expect(await login(box, stored.code)).toEqual({
      accept: false,
      message: VOUCHER_REFUSALS.expired,
      reason: 'expired',
    });
    const revoked = await createVoucher(ctx.db, p, { status: 'revoked', revokedAt: new Date() });
    expect(await login(box, revoked.code)).toEqual({
      accept: false,
      message: VOUCHER_REFUSALS.revoked,
      reason: 'revoked',
    });
    expect((await voucherRow(ctx.db, revoked.id)).usedBy).toEqual([]);
  });

  it("never accepts another partner's voucher (it is unknown there), and touches nothing", async () => {
    const theirs = await createVoucher(ctx.db, world.theirs.partner.id);
    expect(await login(box, theirs.code)).toEqual({
      accept: false,
      message: VOUCHER_REFUSALS.unknown,
      reason: 'unknown',
    });
    const row = await voucherRow(ctx.db, theirs.id);
    expect(row.status).toBe('active');
    expect(row.firstUsedAt).toBeNull();
    expect((await login(theirBox, theirs.code)).accept).toBe(true);
  });

  it("accepts a realm's voucher only on that realm's boxes", async () => {
    const v = await createVoucher(ctx.db, world.mine.partner.id, { realmId: world.mine.realm.id });
    expect(await login(box, v.code)).toEqual({
      accept: false,
      message: VOUCHER_REFUSALS.wrongBox,
      reason: 'other',
    });
    expect((await voucherRow(ctx.db, v.id)).firstUsedAt).toBeNull();
    expect((await login(realmBox, v.code)).accept).toBe(true);
  });

  it('gives the partner speed settings as bit/s', async () => {
    const v = await createVoucher(ctx.db, world.mine.partner.id);
    const fast = { ...box, bandwidthDown: 10_000_000, bandwidthUp: 2_500_000 };
    expect(await login(fast, v.code)).toMatchObject({
      accept: true,
      bandwidthDown: 10_000_000,
      bandwidthUp: 2_500_000,
    });
  });

  it('accepts exactly one of 8 devices logging in at once with one single-user voucher', async () => {
    const v = await createVoucher(ctx.db, world.mine.partner.id);
    const macs = Array.from({ length: 8 }, (_, i) => `AA:BB:CC:00:01:0${i}`);
    // Logins are batched per database handle, and a batch never names one voucher twice; eight handles (as
    // on eight replicas) send eight statements at once, so on PostgreSQL the row lock decides.
    const answers = await Promise.all(
      macs.map((mac) =>
        authorizeGuest({ ...ctx.database }, box, { code: v.code, clientMac: mac, clientIp: null }, options()),
      ),
    );
    const accepted = answers.filter((a) => a.accept);
    expect(accepted).toHaveLength(1);
    expect(answers.filter((a) => !a.accept)).toEqual(
      Array.from({ length: 7 }, () => ({ accept: false, message: VOUCHER_REFUSALS.used, reason: 'used' })),
    );
    const row = await voucherRow(ctx.db, v.id);
    expect(row.usedBy).toHaveLength(1);
    expect(row.status).toBe('used');
  });
});

describe('recordAccounting', () => {
  it('creates the session on Start, sets cumulative counters, and a re-sent packet changes nothing', async () => {
    const v = await createVoucher(ctx.db, world.mine.partner.id);
    const router = world.mine.routers[2]!;
    const b = boxOf(router, world.mine.partner.id);
    const base = {
      acctSessionId: 'S1',
      code: v.code,
      clientMac: MAC_A,
      clientIp: '10.0.0.9',
      terminateCause: null,
      nasAddress: '127.0.0.1',
    };
    await recordAccounting(ctx.database, b, {
      ...base,
      statusType: 'start',
      sessionTime: 0,
      bytesIn: 0,
      bytesOut: 0,
    });
    const interim = {
      ...base,
      statusType: 'interim' as const,
      sessionTime: 60,
      bytesIn: 5_000_000_000,
      bytesOut: 700,
    };
    await recordAccounting(ctx.database, b, interim);
    await recordAccounting(ctx.database, b, interim);
    let [s] = await sessionsOf(ctx.db, router.id);
    expect(s).toMatchObject({
      sessionType: 'voucher',
      voucherId: v.id,
      voucherCode: v.code,
      status: 'connected',
      durationSeconds: 60,
      bytesIn: 5_000_000_000,
      bytesOut: 700,
    });
    await recordAccounting(ctx.database, b, {
      ...base,
      statusType: 'stop',
      sessionTime: 90,
      bytesIn: 5_000_000_100,
      bytesOut: 800,
      terminateCause: 'Session-Timeout',
    });
    // A late interim after the stop does not reopen the session.
    await recordAccounting(ctx.database, b, interim);
    const rows = await sessionsOf(ctx.db, router.id);
    expect(rows).toHaveLength(1);
    s = rows[0];
    expect(s).toMatchObject({
      status: 'expired',
      durationSeconds: 90,
      bytesIn: 5_000_000_100,
      terminateCause: 'Session-Timeout',
    });
    expect(s!.stopTime).not.toBeNull();
  });

  it("is an auto session when the User-Name is not one of the partner's codes (another partner's code included)", async () => {
    const theirs = await createVoucher(ctx.db, world.theirs.partner.id);
    const router = world.mine.routers[3]!;
    const b = boxOf(router, world.mine.partner.id);
    const base = {
      statusType: 'start' as const,
      clientMac: MAC_B,
      clientIp: null,
      sessionTime: 0,
      bytesIn: 0,
      bytesOut: 0,
      terminateCause: null,
      nasAddress: null,
    };
    await recordAccounting(ctx.database, b, { ...base, acctSessionId: 'A1', code: theirs.code });
    await recordAccounting(ctx.database, b, { ...base, acctSessionId: 'A2', code: 'guest-42' });
    const rows = await sessionsOf(ctx.db, router.id);
    expect(rows.map((r) => [r.sessionType, r.voucherId, r.partnerId])).toEqual([
      ['auto', null, world.mine.partner.id],
      ['auto', null, world.mine.partner.id],
    ]);
  });
});
