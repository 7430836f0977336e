import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes, rateLimitCounters, refreshTokens, routerMetrics } from '../src/db/schema';
import { maintainEmbeddedDatabase, sweepExpiredCredentials } from '../src/jobs/housekeeping';
import { sql } from 'drizzle-orm';
import { type TestContext, createTestContext } from './helpers/app';
import { createPartner, createRouter, createUser } from './helpers/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('sweepExpiredCredentials', () => {
  it('deletes what expired over a day ago and keeps what may still be used', async () => {
    const user = await createUser(ctx.db, { partnerId: (await createPartner(ctx.db)).id });
    const now = Date.now();
    const longAgo = new Date(now - 3 * 24 * 3600 * 1000);
    const soon = new Date(now + 3600 * 1000);
    await ctx.db.insert(otpCodes).values([
      { userId: user.id, codeHash: 'old', expiresAt: longAgo },
      { userId: user.id, codeHash: 'live', expiresAt: soon },
    ]);
    await ctx.db.insert(refreshTokens).values([
      { jti: randomUUID(), familyId: randomUUID(), userId: user.id, expiresAt: longAgo },
      { jti: randomUUID(), familyId: randomUUID(), userId: user.id, expiresAt: soon, revokedAt: longAgo },
      { jti: randomUUID(), familyId: randomUUID(), userId: user.id, expiresAt: soon },
    ]);
    await ctx.db.insert(rateLimitCounters).values([
      { key: 'old', windowStart: longAgo, hits: 3 },
      { key: 'new', windowStart: new Date(now), hits: 1 },
    ]);
    await sweepExpiredCredentials(ctx.db);
    expect((await ctx.db.select().from(otpCodes)).map((r) => r.codeHash)).toEqual(['live']);
    expect(await ctx.db.select().from(refreshTokens)).toHaveLength(1);
    expect((await ctx.db.select().from(rateLimitCounters)).map((r) => r.key)).toEqual(['new']);
  });

  it('keeps telemetry for the retention period only', async () => {
    const partnerId = (await createPartner(ctx.db)).id;
    const router = await createRouter(ctx.db, partnerId);
    const day = 24 * 3600 * 1000;
    await ctx.db.insert(routerMetrics).values([
      { routerId: router.id, partnerId, recordedAt: new Date(Date.now() - 31 * day), cpuPercent: 1 },
      { routerId: router.id, partnerId, recordedAt: new Date(Date.now() - 29 * day), cpuPercent: 2 },
    ]);
    await sweepExpiredCredentials(ctx.db, new Date(), 30);
    expect((await ctx.db.select().from(routerMetrics)).map((m) => m.cpuPercent)).toEqual([2]);
  });

  it('vacuums the embedded database (PostgreSQL has autovacuum)', async () => {
    await maintainEmbeddedDatabase(ctx.database);
    const { rows } = (await ctx.db.execute(
      sql`select last_vacuum from pg_stat_user_tables where relname = 'routers'`,
    )) as unknown as { rows: { last_vacuum: unknown }[] };
    if (ctx.database.engine === 'pglite') expect(rows[0]?.last_vacuum).not.toBeNull();
    else expect(ctx.database.engine).toBe('postgres');
  });
});
