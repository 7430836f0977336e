import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env';
import { mobileMoneyCredentials, partners } from '../src/db/schema';
import { SANDBOX_PHONES, partnerPaymentProvider, requestPayment } from '../src/modules/mobile-money';
import { seedDemoData } from '../src/seed/demo';
import { seedDemoMobileMoney } from '../src/seed/demo-mobile-money';
import { type MoneyWorld, moneyWorld, settledRow } from './helpers/mobile-money-world';

/**
 * A fresh machine (issue 32 §4): in demo mode the local sandbox runs and every demo partner has its
 * credentials at both providers, so a payment with a test number goes through with no account anywhere.
 */

let world: MoneyWorld;
let premiumId: number;

beforeAll(async () => {
  world = await moneyWorld();
  await seedDemoData(world.ctx.db);
  await seedDemoMobileMoney(world.ctx.db, world.ctx.config.jwtSecret);
  const [premium] = await world.ctx.db.select().from(partners).where(eq(partners.plan, 'Premium'));
  premiumId = premium!.id;
}, 120_000);
afterAll(() => world.close());

describe('demo mobile money', () => {
  it('the local sandbox is on with the demo data, off without it or when asked', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ared-momo-config-'));
    try {
      expect(loadConfig({ DATA_DIR: dir }).mobileMoney.localSandbox).toBe(true);
      expect(loadConfig({ DATA_DIR: dir, SEED: 'off' }).mobileMoney.localSandbox).toBe(false);
      expect(loadConfig({ DATA_DIR: dir, MOMO_LOCAL_SANDBOX: 'off' }).mobileMoney.localSandbox).toBe(false);
      expect(
        loadConfig({ DATA_DIR: dir, SEED: 'off', MOMO_LOCAL_SANDBOX: 'on' }).mobileMoney.localSandbox,
      ).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a demo partner collects through the sandbox with a test number', async () => {
    expect(await partnerPaymentProvider(world.ctx.app.deps, premiumId)).toBe('mtn_momo');
    const payment = await requestPayment(world.ctx.app.deps, {
      partnerId: premiumId,
      phone: SANDBOX_PHONES.success,
      amountMinor: 300,
      currency: 'RWF',
      purpose: { kind: 'sme_billing', billingId: 1, smeId: 1 },
      idempotencyKey: 'demo-1',
    });
    expect((await settledRow(world.ctx, payment.id)).status).toBe('successful');
  });

  it('gives every demo partner both providers once (a second run adds nothing)', async () => {
    const rows = async () => (await world.ctx.db.select({ n: count() }).from(mobileMoneyCredentials))[0]!.n;
    const before = await rows();
    const demoPartners = await world.ctx.db.select({ n: count() }).from(partners);
    // The world's own two partners: one with credentials (both providers), one without.
    expect(before).toBe((demoPartners[0]!.n - 2) * 2 + 2);
    await seedDemoMobileMoney(world.ctx.db, world.ctx.config.jwtSecret);
    expect(await rows()).toBe(before);
  });
});
