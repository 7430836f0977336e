import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/raw';
import { type TestContext, createTestContext } from './helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

// Decision 040: no JIT and no parallel workers on the server's PostgreSQL connections. PGlite is one
// process without a JIT provider, so only its defaults are read there.
describe('session settings of the server’s connections', () => {
  it('turn JIT and parallel workers off on PostgreSQL, for both pools', async () => {
    const { database } = ctx.app.deps;
    for (const db of [database.db, database.hot]) {
      const [row] = await queryRows<{ jit: string; workers: string }>(
        db,
        sql`select current_setting('jit') as jit, current_setting('max_parallel_workers_per_gather') as workers`,
      );
      if (database.engine === 'postgres') expect(row).toEqual({ jit: 'off', workers: '0' });
      else expect(row?.workers).toMatch(/^\d+$/);
    }
  });
});
