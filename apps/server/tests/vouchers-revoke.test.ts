import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { VOUCHER_SERVICE_TEXTS } from '@ared/contract/vouchers';
import { hotspotSessions, vouchers } from '../src/db/schema';
import { createTestClock } from '../src/lib/clock';
import * as hotspot from '../src/modules/guest-access/disconnect';
import { type TestContext, createTestContext } from './helpers/app';
import { NOW } from './helpers/billing-world';
import { insertSession, insertVoucher, voucherWorld } from './helpers/voucher-world';

vi.mock('../src/modules/guest-access/disconnect', () => ({ disconnectGuests: vi.fn() }));

let ctx: TestContext;
let world: Awaited<ReturnType<typeof voucherWorld>>;
const clock = createTestClock(NOW);
const at = (offsetSeconds: number) => new Date(Date.parse(NOW) + offsetSeconds * 1000);
const disconnect = vi.mocked(hotspot.disconnectGuests);

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_MAX: '1000000', RESPONSE_VALIDATION: 'on' }, { clock });
  world = await voucherWorld(ctx);
});
afterAll(() => ctx.close());
afterEach(() => disconnect.mockClear());

const stored = async (code: string) =>
  (await ctx.db.select().from(vouchers).where(eq(vouchers.code, code)))[0]!;
const sessionRow = async (id: number) =>
  (await ctx.db.select().from(hotspotSessions).where(eq(hotspotSessions.id, id)))[0]!;

describe('DELETE /admin/vouchers/{code} (revoke)', () => {
  it('revokes an active voucher, typed in any case with dashes, and ends its connected sessions', async () => {
    const partnerId = world.mine.partner.id;
    const box = world.mine.routers[0]!;
    const voucher = await insertVoucher(ctx, {
      partnerId,
      code: 'RVKABCDE',
      multiUser: true,
      firstUsedAt: at(-60),
      createdAt: at(-100),
    });
    const online = await insertSession(ctx, {
      partnerId,
      routerId: box.id,
      voucherId: voucher.id,
      voucherCode: voucher.code,
      nasAddress: '192.0.2.10',
      acctSessionId: 'ACCT-1',
    });
    const gone = await insertSession(ctx, {
      partnerId,
      routerId: box.id,
      voucherId: voucher.id,
      status: 'disconnected',
      stopTime: at(-30),
    });
    const res = await world.mineService('DELETE', '/vouchers/rvka-bcde', undefined, world.staff.access);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 'RVKABCDE', status: 'revoked', remaining_time: 0 });
    expect(await stored('RVKABCDE')).toMatchObject({ status: 'revoked', revokedAt: new Date(NOW) });
    expect(await sessionRow(online.id)).toMatchObject({
      status: 'disconnected',
      stopTime: new Date(NOW),
      terminateCause: 'Admin-Reset',
    });
    expect((await sessionRow(gone.id)).terminateCause).toBeNull();
    expect(disconnect).toHaveBeenCalledTimes(1);
    expect(disconnect.mock.calls[0]![1]).toEqual([
      {
        routerId: box.id,
        nasAddress: '192.0.2.10',
        acctSessionId: 'ACCT-1',
        clientMac: 'AA:BB:CC:DD:EE:01',
        clientIp: null,
        voucherCode: 'RVKABCDE',
      },
    ]);
  });

  it.each([
    ['used', { code: 'CNFAAAAA', status: 'used' as const, firstUsedAt: at(-10) }],
    ['expired', { code: 'CNFBBBBB', status: 'expired' as const }],
    ['revoked', { code: 'CNFCCCCC', status: 'revoked' as const }],
    ['past its expiry date, not yet swept', { code: 'CNFDDDDD', expiryDate: at(-1) }],
    ['whose time ran out, not yet swept', { code: 'CNFEEEEE', firstUsedAt: at(-7200), multiUser: true }],
  ])('answers 409 for a voucher %s and changes nothing', async (_, values) => {
    const voucher = await insertVoucher(ctx, { partnerId: world.mine.partner.id, ...values });
    const res = await world.mineService('DELETE', `/vouchers/${voucher.code}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: VOUCHER_SERVICE_TEXTS.revokeOnlyActive });
    expect(await stored(voucher.code)).toEqual(voucher);
    expect(disconnect).not.toHaveBeenCalled();
  });

  it.each(['NOSUCHCD', 'O0I1LABC', 'short', 'x'.repeat(64), '%00AAAAAAA', 'AAAA%20AAAA'])(
    'answers 404 for %s',
    async (code) => {
      const res = await world.mineService('DELETE', `/vouchers/${code}`);
      expect(res.statusCode).toBe(404);
    },
  );

  it("answers 404 for another partner's code and leaves it active", async () => {
    const theirs = await insertVoucher(ctx, { partnerId: world.theirs.partner.id, code: 'THRSABCD' });
    const res = await world.mineService('DELETE', '/vouchers/THRSABCD');
    expect(res.statusCode).toBe(404);
    expect((await stored(theirs.code)).status).toBe('active');
  });
});

describe('DELETE /admin/sessions/{id} (terminate)', () => {
  it('ends a connected session and tells its box', async () => {
    const session = await insertSession(ctx, {
      partnerId: world.mine.partner.id,
      routerId: world.mine.routers[1]!.id,
      nasAddress: '192.0.2.11',
    });
    const res = await world.mineService('DELETE', `/sessions/${session.id}`, undefined, world.staff.access);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: session.id,
      status: 'disconnected',
      stop_time: NOW.replace('Z', '.000Z'),
    });
    expect(await sessionRow(session.id)).toMatchObject({
      status: 'disconnected',
      terminateCause: 'Admin-Reset',
    });
    expect(disconnect).toHaveBeenCalledTimes(1);
    expect(disconnect.mock.calls[0]![1]).toHaveLength(1);

    const again = await world.mineService('DELETE', `/sessions/${session.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: VOUCHER_SERVICE_TEXTS.sessionEnded });
    expect(disconnect).toHaveBeenCalledTimes(1);
  });

  it("answers 404 for another partner's session, an unknown id or a bad id, and changes nothing", async () => {
    const theirs = await insertSession(ctx, {
      partnerId: world.theirs.partner.id,
      routerId: world.theirs.routers[0]!.id,
    });
    for (const id of [
      String(theirs.id),
      '999999',
      '2147483648',
      '99999999999999999999',
      '-1',
      '1.5',
      'abc',
    ]) {
      const res = await world.mineService('DELETE', `/sessions/${id}`);
      expect(res.statusCode, `${id}: ${res.body}`).toBe(404);
    }
    expect((await sessionRow(theirs.id)).status).toBe('connected');
    expect(disconnect).not.toHaveBeenCalled();
  });
});
