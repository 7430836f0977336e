import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realms, vouchers } from '../src/db/schema';
import { eachRow } from '../src/lib/csv-export/each-row';
import { type TestContext, createTestContext } from './helpers/app';
import { twoPartners } from './helpers/world';

/**
 * The exports read their rows one at a time (decision 070): on PostgreSQL through postgres.js's `forEach`
 * and drizzle's own row mapping, on PGlite from drizzle's result. Either way a row must be exactly what
 * drizzle returns for the same select: nested objects, a left join's missing side (drizzle makes it null),
 * timestamps as Dates, arrays, booleans, numbers, and SQL fields. This is the test that fails if a drizzle
 * upgrade changes how it maps rows, which each-row.ts borrows.
 */
let ctx: TestContext;
let partnerId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const world = await twoPartners(ctx);
  partnerId = world.mine.partner.id;
  const [realm] = await ctx.db
    .insert(realms)
    .values({ partnerId, name: 'Lobby, "east" wing' })
    .returning({ id: realms.id });
  await ctx.db.insert(vouchers).values([
    { partnerId, code: 'ROW-ONE', durationSeconds: 3600, expiryDate: new Date('2026-12-01T10:00:00.123Z') },
    {
      partnerId,
      code: 'ROW-TWO',
      durationSeconds: 60,
      multiUser: true,
      realmId: realm!.id,
      expiryDate: new Date('2027-01-01T00:00:00Z'),
      firstUsedAt: new Date('2026-11-28T22:00:00.5Z'),
      usedBy: ['AA:BB:CC:DD:EE:01', 'AA:BB:CC:DD:EE:02'],
    },
  ]);
}, 120_000);
afterAll(async () => ctx?.close());

const select = (partner = partnerId) =>
  ctx.db
    .select({
      voucher: {
        code: vouchers.code,
        durationSeconds: vouchers.durationSeconds,
        multiUser: vouchers.multiUser,
        expiryDate: vouchers.expiryDate,
        firstUsedAt: vouchers.firstUsedAt,
        usedBy: vouchers.usedBy,
      },
      realm: { id: realms.id, name: realms.name },
      key: sql<string[]>`array[${vouchers.expiryDate}::text, ${vouchers.id}::text]`,
      minutes: sql<number>`${vouchers.durationSeconds} / 60`.mapWith(Number),
    })
    .from(vouchers)
    .leftJoin(realms, eq(realms.id, vouchers.realmId))
    .where(eq(vouchers.partnerId, partner))
    .orderBy(vouchers.code);

describe('eachRow', () => {
  it("hands over each row exactly as drizzle returns it, in the select's order", async () => {
    const expected = await select();
    const got: unknown[] = [];
    await eachRow(ctx.db, select(), (row) => got.push(row));
    expect(got).toEqual(expected);
    // What the comparison covers: the missing realm is null (not an object of nulls), dates are Dates.
    expect(expected).toHaveLength(2);
    expect(expected[0]!.realm).toBeNull();
    expect(expected[1]!.realm?.name).toBe('Lobby, "east" wing');
    expect(expected[1]!.voucher.firstUsedAt).toBeInstanceOf(Date);
    expect(got[1]).toMatchObject({
      voucher: { firstUsedAt: new Date('2026-11-28T22:00:00.5Z') },
      minutes: 1,
    });
  });

  it('hands over nothing for an empty result, and a failing select rejects', async () => {
    let count = 0;
    await eachRow(ctx.db, select(-1), () => (count += 1));
    expect(count).toBe(0);
    await expect(
      eachRow(ctx.db, ctx.db.select({ x: sql`1 / 0` }).from(vouchers), () => undefined),
    ).rejects.toThrow();
  });
});
