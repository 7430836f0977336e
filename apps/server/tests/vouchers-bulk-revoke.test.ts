import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  VOUCHER_BULK_REVOKE_MAX,
  VOUCHER_BULK_REVOKE_TEXTS,
  VOUCHER_SERVICE_TEXTS,
  type TVoucherBulkRevokeResponse,
} from '@ared/contract/vouchers';
import { queryRows } from '../src/db/raw';
import { hotspotSessions, vouchers } from '../src/db/schema';
import { createTestClock } from '../src/lib/clock';
import * as hotspot from '../src/modules/guest-access/disconnect';
import { type TestContext, createTestContext } from './helpers/app';
import { NOW } from './helpers/billing-world';
import { expectCountsExact } from './helpers/kept-counts';
import { databaseDigest } from './helpers/snapshot';
import { insertSession, insertVoucher, voucherWorld } from './helpers/voucher-world';

vi.mock('../src/modules/guest-access/disconnect', () => ({ disconnectGuests: vi.fn() }));

let ctx: TestContext;
let world: Awaited<ReturnType<typeof voucherWorld>>;
const clock = createTestClock(NOW);
const at = (offsetSeconds: number) => new Date(Date.parse(NOW) + offsetSeconds * 1000);
const disconnect = vi.mocked(hotspot.disconnectGuests);
const PATH = '/vouchers/revoke/bulk';

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_MAX: '1000000', RESPONSE_VALIDATION: 'on' }, { clock });
  world = await voucherWorld(ctx);
});
afterAll(() => ctx.close());
afterEach(() => disconnect.mockClear());

const statusOf = async (partnerId: number, code: string) =>
  (
    await ctx.db
      .select({ status: vouchers.status, revokedAt: vouchers.revokedAt })
      .from(vouchers)
      .where(and(eq(vouchers.partnerId, partnerId), eq(vouchers.code, code)))
  )[0]!;

const revoke = async (codes: unknown, token?: string) => world.mineService('POST', PATH, { codes }, token);

describe('POST /admin/vouchers/revoke/bulk', () => {
  it('revokes the active ones, ends their sessions once, and says why the others were skipped', async () => {
    const mine = world.mine.partner.id;
    const box = world.mine.routers[0]!;
    const online = await insertVoucher(ctx, { partnerId: mine, code: 'BKAAAAAA', firstUsedAt: at(-60) });
    await insertVoucher(ctx, { partnerId: mine, code: 'BKBBBBBB' });
    await insertVoucher(ctx, { partnerId: mine, code: 'BKCCCCCC', status: 'used', firstUsedAt: at(-10) });
    await insertVoucher(ctx, { partnerId: mine, code: 'BKDDDDDD', expiryDate: at(-1) }); // not yet swept
    await insertVoucher(ctx, { partnerId: world.theirs.partner.id, code: 'BKEEEEEE' });
    const session = await insertSession(ctx, {
      partnerId: mine,
      routerId: box.id,
      voucherId: online.id,
      voucherCode: online.code,
      nasAddress: '192.0.2.20',
      acctSessionId: 'BULK-1',
    });

    const res = await revoke(['bkaa-aaaa', 'BKBBBBBB', 'BKBBBBBB', 'BKCCCCCC', 'BKDDDDDD', 'BKEEEEEE', 'O0']);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      revoked_count: 2,
      revoked: ['BKAAAAAA', 'BKBBBBBB'],
      skipped: [
        { code: 'BKCCCCCC', reason: 'not_active', detail: VOUCHER_SERVICE_TEXTS.revokeOnlyActive },
        { code: 'BKDDDDDD', reason: 'not_active', detail: VOUCHER_SERVICE_TEXTS.revokeOnlyActive },
        { code: 'BKEEEEEE', reason: 'not_found', detail: VOUCHER_BULK_REVOKE_TEXTS.notFound },
        { code: 'O0', reason: 'not_found', detail: VOUCHER_BULK_REVOKE_TEXTS.notFound },
      ],
    } satisfies TVoucherBulkRevokeResponse);
    for (const code of ['BKAAAAAA', 'BKBBBBBB'])
      expect(await statusOf(mine, code)).toEqual({ status: 'revoked', revokedAt: new Date(NOW) });
    expect((await statusOf(mine, 'BKCCCCCC')).status).toBe('used');
    expect((await statusOf(mine, 'BKDDDDDD')).status).toBe('active');
    // Another partner's voucher with a code the caller sent is never touched.
    expect(await statusOf(world.theirs.partner.id, 'BKEEEEEE')).toEqual({
      status: 'active',
      revokedAt: null,
    });
    const [ended] = await ctx.db.select().from(hotspotSessions).where(eq(hotspotSessions.id, session.id));
    expect(ended).toMatchObject({ status: 'disconnected', terminateCause: 'Admin-Reset' });
    expect(disconnect).toHaveBeenCalledTimes(1);
    expect(disconnect.mock.calls[0]![1]).toEqual([expect.objectContaining({ acctSessionId: 'BULK-1' })]);
    await expectCountsExact(ctx.db);
  });

  it('lets staff revoke, as they may revoke one voucher', async () => {
    await insertVoucher(ctx, { partnerId: world.mine.partner.id, code: 'STFAAAAA' });
    const res = await revoke(['STFAAAAA'], world.staff.access);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ revoked_count: 1, skipped: [] });
  });

  it("answers 404 under another partner's slug and revokes nothing", async () => {
    await insertVoucher(ctx, { partnerId: world.theirs.partner.id, code: 'SGAAAAAA' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/radius/${world.theirs.partner.slug}/admin${PATH}`,
      headers: { authorization: `Bearer ${world.mine.tokens.access}` },
      payload: { codes: ['SGAAAAAA'] },
    });
    expect(res.statusCode).toBe(404);
    expect((await statusOf(world.theirs.partner.id, 'SGAAAAAA')).status).toBe('active');
  });

  it('answers 401 without a token', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/radius/${world.mine.partner.slug}/admin${PATH}`,
      payload: { codes: ['AAAAAAAA'] },
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['no list', undefined, 'codes'],
    ['an empty list', [], 'codes'],
    ['too many codes', Array.from({ length: VOUCHER_BULK_REVOKE_MAX + 1 }, () => 'AAAAAAAA'), 'codes'],
    ['a number for a code', [12345678], 'codes'],
    ['an empty code', [''], 'codes'],
    ['a list as text', 'AAAAAAAA', 'codes'],
  ])('answers %s with a 400 field error, changing nothing', async (_label, codes, field) => {
    await insertVoucher(ctx, {
      partnerId: world.mine.partner.id,
      code: `BAD${String(Math.random()).slice(2, 7)}`,
    });
    const before = await databaseDigest(ctx.db);
    const res = await world.mineService('POST', PATH, codes === undefined ? {} : { codes });
    expect(res.statusCode, res.body).toBe(400);
    // A field error names the list or the item in it (`codes.0`).
    expect(
      Object.keys(res.json()).some((key) => key.split('.')[0] === field),
      res.body,
    ).toBe(true);
    expect(await databaseDigest(ctx.db)).toEqual(before);
  });

  it('says how many codes one call takes', async () => {
    const res = await revoke([]);
    expect(res.json()).toMatchObject({ codes: [VOUCHER_BULK_REVOKE_TEXTS.noCodes] });
    const many = await revoke(Array.from({ length: VOUCHER_BULK_REVOKE_MAX + 1 }, () => 'AAAAAAAA'));
    expect(many.json()).toMatchObject({ codes: [VOUCHER_BULK_REVOKE_TEXTS.tooMany] });
  });
});

describe('the same bulk revoke eight times at once', () => {
  it('revokes each voucher once, ends each session once and keeps the counts exact', async () => {
    const mine = world.mine.partner.id;
    const codes = Array.from({ length: 60 }, (_, i) =>
      `RC${String(i).padStart(2, '0')}AAAA`.replace(/[01]/g, 'Z'),
    );
    const unique = [...new Set(codes)];
    await ctx.db
      .insert(vouchers)
      .values(
        unique.map((code) => ({ partnerId: mine, code, durationSeconds: 3600, expiryDate: at(86_400) })),
      );
    const rows = await ctx.db
      .select({ id: vouchers.id, code: vouchers.code })
      .from(vouchers)
      .where(and(eq(vouchers.partnerId, mine), inArray(vouchers.code, unique)));
    for (const [i, row] of rows.slice(0, 10).entries())
      await insertSession(ctx, {
        partnerId: mine,
        routerId: world.mine.routers[1]!.id,
        voucherId: row.id,
        voucherCode: row.code,
        acctSessionId: `RACE-${i}`,
      });
    // Each caller sends the codes in another order: row locks taken in id order keep them from deadlocking.
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => revoke(i % 2 === 0 ? unique : [...unique].reverse())),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const revoked = answers.flatMap((res) => (res.json() as TVoucherBulkRevokeResponse).revoked);
    expect(revoked.sort()).toEqual([...unique].sort());
    const total = answers.reduce((n, res) => n + (res.json() as TVoucherBulkRevokeResponse).revoked_count, 0);
    expect(total).toBe(unique.length);
    const told = disconnect.mock.calls.flatMap((call) => call[1]);
    expect(told).toHaveLength(10);
    const [left] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from vouchers where partner_id = ${mine} and status <> 'revoked' and code like 'RC%'`,
    );
    expect(left).toEqual({ n: 0 });
    await expectCountsExact(ctx.db);
  }, 60_000);
});
