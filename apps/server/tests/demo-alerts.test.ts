import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { alerts, partners } from '../src/db/schema';
import { evaluateAlerts } from '../src/modules/alerts/evaluate';
import { createSmsTransport } from '../src/modules/sms';
import { seedDemoData } from '../src/seed/demo';
import { seedDemoAlerts } from '../src/seed/demo-alerts';
import { type TestContext, createTestContext } from './helpers/app';

let ctx: TestContext;
let premium: number;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoData(ctx.db);
  await seedDemoAlerts(ctx.db);
  premium = (await ctx.db.select().from(partners).where(eq(partners.plan, 'Premium')))[0]!.id;
}, 120_000);
afterAll(() => ctx.close());

const alertsOf = (partnerId: number) => ctx.db.select().from(alerts).where(eq(alerts.partnerId, partnerId));

describe('demo alerts', () => {
  it('gives the Premium partner resolved alerts of several kinds, and no other partner any', async () => {
    const rows = await alertsOf(premium);
    expect(new Set(rows.map((a) => a.kind)).size).toBeGreaterThanOrEqual(5);
    expect(rows.every((a) => a.closedAt !== null && a.closedAt > a.openedAt)).toBe(true);
    const all = await ctx.db.select().from(alerts);
    expect(all).toHaveLength(rows.length);
  });

  it('is idempotent', async () => {
    const before = (await alertsOf(premium)).length;
    await seedDemoAlerts(ctx.db);
    expect(await alertsOf(premium)).toHaveLength(before);
  });

  it('leaves the open ones to the evaluation, which finds some in the demo data', async () => {
    const run = await evaluateAlerts({
      db: ctx.db,
      mailer: ctx.mailer,
      sms: { transport: createSmsTransport(ctx.config.sms, ctx.app.log), sender: ctx.config.sms.sender },
      clock: ctx.clock,
      log: { error: vi.fn() },
      timeZone: ctx.config.billing.timeZone,
      defaults: ctx.config.alerts,
    });
    expect(run.closed).toBe(0);
    const open = (await alertsOf(premium)).filter((a) => a.closedAt === null);
    // The demo's real data (boxes that stopped reporting, SMEs past due, realms low on vouchers).
    expect(open.length).toBeGreaterThan(0);
    expect(run.opened).toBeGreaterThanOrEqual(open.length); // the other demo partners have some too
  });
});
