import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_BOXES } from '../src/db/schema';
import { queryRows } from '../src/db/raw';
import { MOVING_KEY_INDEXES, rebuildMovingKeyIndexes } from '../src/modules/analytics';
import { type TestContext, createTestContext } from './helpers/app';
import { createPartner } from './helpers/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const indexBytes = async (name: string) => {
  const [row] = await queryRows<{ bytes: string }>(
    ctx.db,
    sql`select pg_relation_size(${name}::regclass)::text as bytes`,
  );
  return Number(row!.bytes);
};

describe('the analytics index upkeep (decision 041)', () => {
  it('rebuilds the moving-key indexes compact, and the reads still use them', async () => {
    const partner = await createPartner(ctx.db);
    await ctx.db.execute(
      sql`insert into guest_devices (partner_id, router_id, device_hash, first_seen, last_seen, vendor)
          select ${partner.id}, ${ALL_BOXES}, md5(g::text), '2026-01-01Z', '2026-01-01Z'::timestamptz + make_interval(mins => g), 'Acme'
          from generate_series(1, 5000) g`,
    );
    // Every guest seen again, six times: each visit moves its last_seen entry to the end of the index.
    for (let visit = 1; visit <= 6; visit += 1)
      await ctx.db.execute(
        sql`update guest_devices set last_seen = last_seen + interval '1 day' where partner_id = ${partner.id}`,
      );
    await ctx.db.execute(sql`vacuum guest_devices`);
    const bloated = await indexBytes('guest_devices_last_seen_idx');

    await rebuildMovingKeyIndexes(ctx.database);
    const compact = await indexBytes('guest_devices_last_seen_idx');
    expect(compact).toBeLessThan(bloated / 2);
    const valid = await queryRows<{ name: string }>(
      ctx.db,
      sql`select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
          where i.indisvalid and c.relname in (select json_array_elements_text(${JSON.stringify(MOVING_KEY_INDEXES)}::json))
          order by 1`,
    );
    expect(valid.map((v) => v.name)).toEqual([...MOVING_KEY_INDEXES].sort());
    const [seen] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from guest_devices
          where partner_id = ${partner.id} and router_id = ${ALL_BOXES} and last_seen >= '2026-01-07T12:00Z'`,
    );
    expect(Number(seen!.n)).toBe(5000 - 719);
  });

  it('drops the invalid copy a failed concurrent rebuild left before rebuilding (PostgreSQL)', async () => {
    if (ctx.database.engine !== 'postgres') {
      // The embedded engine rebuilds in place, in one transaction: there is no copy to leave behind.
      expect(ctx.database.engine).toBe('pglite');
      return;
    }
    // A concurrent build that fails (duplicate keys) leaves its index behind, invalid, as REINDEX's would.
    await expect(
      ctx.db.execute(
        sql`create unique index concurrently guest_devices_last_seen_idx_ccnew on guest_devices (vendor)`,
      ),
    ).rejects.toThrow();
    const leftovers = () =>
      queryRows<{ name: string }>(
        ctx.db,
        sql`select relname as name from pg_class where relname = 'guest_devices_last_seen_idx_ccnew'`,
      );
    expect(await leftovers()).toHaveLength(1);
    await rebuildMovingKeyIndexes(ctx.database);
    expect(await leftovers()).toEqual([]);
  });
});
