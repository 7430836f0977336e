import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TVoucherBatchPage } from '@ared/contract/vouchers';
import { vouchers } from '../src/db/schema';
import { type TestContext, createTestContext } from './helpers/app';
import { databaseDigest } from './helpers/snapshot';
import { voucherWorld } from './helpers/voucher-world';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof voucherWorld>>;
const EXPIRY = new Date('2026-12-01T10:00:00Z');
const day = (n: number) => new Date(Date.UTC(2026, 2, n, 8));

/** A batch as a create writes it: one clock reading, one setting, codes from the alphabet. */
async function insertBatch(
  partnerId: number,
  batchId: string,
  count: number,
  createdAt: Date,
  extra: Partial<typeof vouchers.$inferInsert> = {},
) {
  await ctx.db.insert(vouchers).values(
    Array.from({ length: count }, (_, i) => ({
      partnerId,
      code: `${batchId.toUpperCase().slice(0, 4)}${'23456789ABCDEFGHJKMNPQRSTUVWXYZ'[Math.floor(i / 31)]}${'23456789ABCDEFGHJKMNPQRSTUVWXYZ'[i % 31]}ZZ`,
      batchId,
      durationSeconds: 1800,
      createdAt,
      expiryDate: EXPIRY,
      ...extra,
    })),
  );
}

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_MAX: '1000000', RESPONSE_VALIDATION: 'on' });
  world = await voucherWorld(ctx);
  const mine = world.mine.partner.id;
  // Twelve batches of 100 (the most a create makes), a day apart, then a realm batch and a single voucher.
  for (let n = 1; n <= 12; n += 1)
    await insertBatch(mine, `B${String.fromCharCode(64 + n)}AA`, 100, day(n), { multiUser: n % 2 === 0 });
  await insertBatch(mine, 'RMBT', 3, day(13), { realmId: world.mine.realm.id });
  await insertBatch(mine, 'SNGL', 1, day(14));
  // The portal's own vouchers are not batches a partner prints.
  await insertBatch(mine, 'PRTL', 1, day(15), { portalKind: 'free' });
  await insertBatch(world.theirs.partner.id, 'THRS', 2, day(16));
});
afterAll(() => ctx.close());

const batches = async (query = '', token?: string) => {
  const res = await world.mineService('GET', `/vouchers/batches${query}`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TVoucherBatchPage;
};

describe('GET /admin/vouchers/batches', () => {
  it("lists the partner's batches newest first, each counted whole, with its settings", async () => {
    const page = await batches('?limit=3');
    expect(page.batches).toEqual([
      {
        batch_id: 'SNGL',
        created_at: day(14).toISOString(),
        count: 1,
        duration: 1800,
        multi_user: false,
        expiry_date: EXPIRY.toISOString(),
        realm: null,
        is_uniform: true,
      },
      expect.objectContaining({
        batch_id: 'RMBT',
        count: 3,
        realm: { id: world.mine.realm.id, name: 'mine Realm' },
      }),
      expect.objectContaining({ batch_id: 'BLAA', count: 100, multi_user: true }),
    ]);
    expect(page.next_before).toBe(day(12).toISOString());
  });

  it('pages on with before= until the oldest batch, every batch once', async () => {
    const seen: string[] = [];
    let before: string | null = null;
    do {
      const page: TVoucherBatchPage = await batches(`?limit=5${before ? `&before=${before}` : ''}`);
      seen.push(...page.batches.map((b) => b.batch_id));
      for (const b of page.batches.filter((x) => x.batch_id.startsWith('B'))) expect(b.count).toBe(100);
      before = page.next_before;
    } while (before !== null);
    expect(seen).toHaveLength(14);
    expect(new Set(seen).size).toBe(14);
    expect(seen.at(-1)).toBe('BAAA');
    expect(seen).not.toContain('PRTL');
    expect(seen).not.toContain('THRS');
  });

  it('says when a batch’s vouchers were not made alike (hand-made data)', async () => {
    await ctx.db.insert(vouchers).values([
      {
        partnerId: world.theirs.partner.id,
        code: 'MXDAAAAA',
        batchId: 'MIXD',
        durationSeconds: 600,
        expiryDate: EXPIRY,
      },
      {
        partnerId: world.theirs.partner.id,
        code: 'MXDBBBBB',
        batchId: 'MIXD',
        durationSeconds: 900,
        expiryDate: EXPIRY,
      },
    ]);
    const res = await world.theirsService('GET', '/vouchers/batches');
    const mixed = (res.json() as TVoucherBatchPage).batches.find((b) => b.batch_id === 'MIXD');
    expect(mixed).toMatchObject({ count: 2, is_uniform: false });
    expect((await batches('?limit=1')).batches[0]!.is_uniform).toBe(true);
  });

  it('lets staff list the batches (they may print them)', async () => {
    expect((await batches('?limit=1', world.staff.access)).batches).toHaveLength(1);
  });

  it("shows the other partner only its own, and answers 404 under another partner's slug", async () => {
    const theirs = await world.theirsService('GET', '/vouchers/batches');
    expect(theirs.json().batches.map((b: { batch_id: string }) => b.batch_id)).toContain('THRS');
    expect(theirs.json().batches.map((b: { batch_id: string }) => b.batch_id)).not.toContain('SNGL');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/radius/${world.theirs.partner.slug}/admin/vouchers/batches`,
      headers: { authorization: `Bearer ${world.mine.tokens.access}` },
    });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=51', 'limit'],
    ['?limit=ten', 'limit'],
    ['?before=yesterday', 'before'],
    ['?before=2026-03-10', 'before'],
  ])('answers %s with a 400 naming %s, changing nothing', async (query, field) => {
    const before = await databaseDigest(ctx.db);
    const res = await world.mineService('GET', `/vouchers/batches${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json())).toContain(field);
    expect(await databaseDigest(ctx.db)).toEqual(before);
  });

  it('prints a listed batch again', async () => {
    const [first] = (await batches('?limit=1')).batches;
    const csv = await world.mineService('GET', `/vouchers/batches/${first!.batch_id}/sheet.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\n')).toHaveLength(2); // the header and the single voucher
  });
});
