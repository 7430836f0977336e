import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSession, TVoucher } from '@ared/contract/vouchers';
import { vouchers } from '../src/db/schema';
import { createTestClock } from '../src/lib/clock';
import { type TestContext, createTestContext } from './helpers/app';
import { NOW } from './helpers/billing-world';
import { expectCountsExact } from './helpers/kept-counts';
import { insertSession, insertVoucher, voucherWorld } from './helpers/voucher-world';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof voucherWorld>>;
const clock = createTestClock(NOW);
const at = (offsetSeconds: number) => new Date(Date.parse(NOW) + offsetSeconds * 1000);

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_MAX: '1000000', RESPONSE_VALIDATION: 'on' }, { clock });
  world = await voucherWorld(ctx);
  const partnerId = world.mine.partner.id;
  // 250 active vouchers a second apart (newest last), then one of each other state.
  await ctx.db.execute(sql`
    insert into vouchers (partner_id, code, duration_seconds, created_at, expiry_date)
    select ${partnerId}::int, 'LIST' || lpad(g::text, 4, '0'), 3600,
      ${at(-1000).toISOString()}::timestamptz + g * interval '1 second', ${at(86_400).toISOString()}::timestamptz
    from generate_series(1, 250) g`);
  await insertVoucher(ctx, {
    partnerId,
    code: 'USEDAAAA',
    status: 'used',
    firstUsedAt: at(-600),
    usedBy: ['AA:BB:CC:DD:EE:01'],
    createdAt: at(-2000),
    expiryDate: at(86_400),
  });
  await insertVoucher(ctx, {
    partnerId,
    code: 'EXPDAAAA',
    status: 'expired',
    createdAt: at(-3000),
    expiryDate: at(-10),
  });
  await insertVoucher(ctx, {
    partnerId,
    code: 'REVKAAAA',
    status: 'revoked',
    createdAt: at(-4000),
    expiryDate: at(86_400),
  });
  // The other partner's vouchers never show.
  await insertVoucher(ctx, { partnerId: world.theirs.partner.id, code: 'THEIRSAA' });
});
afterAll(() => ctx.close());

const list = async (query: string) => {
  const res = await world.mineService('GET', `/vouchers${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { vouchers: TVoucher[]; pagination: Record<string, number> };
};

describe('GET /admin/vouchers', () => {
  it('pages newest first with the spec pagination', async () => {
    const first = await list('');
    expect(first.pagination).toEqual({ total_count: 253, total_pages: 26, current_page: 1, limit: 10 });
    expect(first.vouchers.map((v) => v.code).slice(0, 3)).toEqual(['LIST0250', 'LIST0249', 'LIST0248']);
    const page = await list('?page=3&limit=25');
    expect(page.pagination).toEqual({ total_count: 253, total_pages: 11, current_page: 3, limit: 25 });
    expect(page.vouchers[0]!.code).toBe('LIST0200');
    expect(page.vouchers).toHaveLength(25);
  });

  it('reads deep pages exactly (sought from anchors) and the last partial page', async () => {
    const deep = await list('?page=22&limit=10');
    expect(deep.vouchers.map((v) => v.code)).toEqual(
      Array.from({ length: 10 }, (_, i) => `LIST${String(40 - i).padStart(4, '0')}`),
    );
    const last = await list('?page=26');
    expect(last.vouchers.map((v) => v.code)).toEqual(['USEDAAAA', 'EXPDAAAA', 'REVKAAAA']);
    const past = await list('?page=27');
    expect(past.vouchers).toEqual([]);
    expect(past.pagination.total_count).toBe(253);
  });

  it('filters by stored status and by expired', async () => {
    expect((await list('?status=used')).vouchers.map((v) => v.code)).toEqual(['USEDAAAA']);
    expect((await list('?status=revoked')).pagination.total_count).toBe(1);
    expect((await list('?expired=true')).vouchers.map((v) => v.code)).toEqual(['EXPDAAAA']);
    const unexpired = await list('?expired=false&limit=50');
    expect(unexpired.pagination.total_count).toBe(252);
    expect(unexpired.vouchers.some((v) => v.status === 'expired')).toBe(false);
    expect((await list('?status=active&expired=true')).pagination).toMatchObject({
      total_count: 0,
      total_pages: 1,
    });
  });

  it('shows the state and time left at the clock, ahead of the sweep', async () => {
    const used = (await list('?status=used')).vouchers[0]!;
    // First used 600 s ago, 3600 s long.
    expect(used).toMatchObject({ status: 'used', remaining_time: 3000, used_by: ['AA:BB:CC:DD:EE:01'] });
    clock.set(at(3600));
    try {
      const later = (await list('?status=used')).vouchers[0]!;
      expect(later).toMatchObject({ status: 'expired', remaining_time: 0 });
    } finally {
      clock.set(NOW);
    }
  });

  it('lists one batch', async () => {
    const made = await world.mineService('POST', '/vouchers/create/bulk', { duration: 600, count: 5 });
    const { batch_id } = made.json();
    const batch = await list(`?batch=${batch_id}`);
    expect(batch.pagination.total_count).toBe(5);
    expect(batch.vouchers.every((v) => v.batch_id === batch_id)).toBe(true);
    await ctx.db.delete(vouchers).where(eq(vouchers.batchId, batch_id));
  });

  it.each([
    '?limit=0',
    '?limit=101',
    '?page=0',
    '?page=99999999999',
    '?status=gone',
    '?expired=maybe',
    '?limit=1e1',
  ])('refuses %s with 400', async (query) => {
    const res = await world.mineService('GET', `/vouchers${query}`);
    expect(res.statusCode).toBe(400);
  });

  it('keeps the counts exact', async () => {
    await expectCountsExact(ctx.db);
  });
});

describe('GET /admin/sessions and /admin/stats', () => {
  beforeAll(async () => {
    const partnerId = world.mine.partner.id;
    const [used] = await ctx.db.select().from(vouchers).where(eq(vouchers.code, 'USEDAAAA'));
    const box = world.mine.routers[0]!;
    const other = world.mine.routers[1]!;
    await insertSession(ctx, {
      partnerId,
      routerId: box.id,
      voucherId: used!.id,
      voucherCode: used!.code,
      startTime: at(-600),
      clientIp: '10.0.0.5',
    });
    await insertSession(ctx, {
      partnerId,
      routerId: box.id,
      status: 'disconnected',
      startTime: at(-900),
      stopTime: at(-700),
      durationSeconds: 200,
    });
    await insertSession(ctx, { partnerId, routerId: other.id, sessionType: 'auto', startTime: at(-100) });
    await insertSession(ctx, { partnerId, routerId: other.id, status: 'expired', startTime: at(-5000) });
    await insertSession(ctx, { partnerId: world.theirs.partner.id, routerId: world.theirs.routers[0]!.id });
  });

  it('lists sessions latest first with their box and their voucher time left', async () => {
    const res = await world.mineService('GET', '/sessions');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { sessions: TSession[]; pagination: unknown };
    expect(body.pagination).toEqual({ total_count: 4, total_pages: 1, current_page: 1, limit: 10 });
    expect(body.sessions.map((s) => s.session_type)).toEqual(['auto', 'voucher', 'voucher', 'voucher']);
    expect(body.sessions[1]).toMatchObject({
      status: 'connected',
      voucher_code: 'USEDAAAA',
      remaining_time: 3000,
      client_ip: '10.0.0.5',
      router: { id: world.mine.routers[0]!.id, serial_number: world.mine.routers[0]!.serialNumber },
    });
    expect(body.sessions[0]!.remaining_time).toBe(0);
    const connected = (await world.mineService('GET', '/sessions?status=connected&limit=1')).json();
    expect(connected.pagination).toEqual({ total_count: 2, total_pages: 2, current_page: 1, limit: 1 });
  });

  it("gives the partner's stats from the kept counts", async () => {
    const res = await world.mineService('GET', '/stats');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      vouchers: { total: 253, active: 250, used: 1, expired: 1, revoked: 1 },
      sessions: { total: 4, active: 2, connected: 2, disconnected: 1, expired: 1, auto: 1, voucher: 3 },
    });
  });

  it("gives one box's stats from its sessions", async () => {
    const serial = world.mine.routers[0]!.serialNumber;
    const res = await world.mineService('GET', `/stats?router=${serial}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      vouchers: { total: 1, active: 0, used: 1, expired: 0, revoked: 0 },
      sessions: { total: 2, active: 1, connected: 1, disconnected: 1, expired: 0, auto: 0, voucher: 2 },
    });
    const unknown = await world.mineService('GET', '/stats?router=NOPE');
    expect(unknown.statusCode).toBe(404);
  });
});
