import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners, queueTickets } from '../src/db/schema';
import { seedDemoData } from '../src/seed/demo';
import { seedDemoQueues } from '../src/seed/demo-queues';
import { type TestContext, createTestContext } from './helpers/app';

let ctx: TestContext;
const ids = {} as Record<'Premium' | 'SME' | 'Kiosk', number>;
const timeZone = 'Africa/Kigali';

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoData(ctx.db);
  await seedDemoQueues(ctx.db, timeZone);
  for (const p of await ctx.db.select().from(partners)) ids[p.plan] = p.id;
}, 120_000);
afterAll(() => ctx.close());

const ticketsOf = async (partnerId: number) =>
  (await ctx.db.select({ n: count() }).from(queueTickets).where(eq(queueTickets.partnerId, partnerId)))[0]!.n;

describe('demo Queue System tickets (decision 067)', () => {
  it('gives the Premium partner the add-on on and a week of past tickets of every outcome, none today', async () => {
    const [premium] = await ctx.db.select().from(partners).where(eq(partners.id, ids.Premium));
    expect(premium!.hasQueueManagementAddonEnabled).toBe(true);
    const rows = await ctx.db.select().from(queueTickets).where(eq(queueTickets.partnerId, ids.Premium));
    expect(new Set(rows.map((r) => r.day)).size).toBe(7);
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set(['served', 'no_show', 'abandoned']));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
    expect(rows.some((r) => r.day >= today)).toBe(false);
    expect(await ticketsOf(ids.SME)).toBe(0);
  });

  it('is idempotent: a second run adds nothing', async () => {
    const before = await ticketsOf(ids.Premium);
    await seedDemoQueues(ctx.db, timeZone);
    expect(await ticketsOf(ids.Premium)).toBe(before);
  });
});
