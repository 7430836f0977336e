import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smes } from '../src/db/schema';
import { type TestContext, createTestContext } from './helpers/app';
import { insertBilling } from './helpers/billing-world';
import { exportCsv, refusedExport } from './helpers/csv-export';
import { createPartner, createSme, createUser } from './helpers/factories';
import { signInWithOtp } from './helpers/session';
import { twoPartners } from './helpers/world';

// GET /v1/smes/export/, /v1/partner/billing/export/, /v1/partner/sms-package/billing/export/ (decision 051).
let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let staffToken: string;
let kioskToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await twoPartners(ctx);
  const mine = world.mine.partner.id;
  const suspended = await createSme(ctx.db, mine, { name: '+Hotel Suspended' });
  await ctx.db.update(smes).set({ isActive: false }).where(eq(smes.id, suspended.id));
  await insertBilling(ctx.db, world.mine.sme, { due: '2026-01-10', isPaid: true, itemName: '=Starter' });
  await insertBilling(ctx.db, world.mine.sme, { due: '2026-02-10' });
  await insertBilling(ctx.db, suspended, { due: '2026-03-10' });
  await insertBilling(ctx.db, world.mine.sme, { due: '2026-02-15', kind: 'sms' });
  await insertBilling(ctx.db, world.theirs.sme, { due: '2026-02-11' });
  staffToken = (await signInWithOtp(ctx, world.mine.staff.email)).access;
  const kiosk = await createPartner(ctx.db, { name: 'Kiosk Net', plan: 'Kiosk' });
  kioskToken = (await signInWithOtp(ctx, (await createUser(ctx.db, { partnerId: kiosk.id })).email)).access;
});
afterAll(() => ctx.close());

describe('GET /v1/smes/export/', () => {
  const URL = '/v1/smes/export/';
  const names = (f: { rows: Record<string, string>[] }) => f.rows.map((r) => r.Name);

  it("exports the partner's SMEs newest first, the list's tabs applied, formulas escaped", async () => {
    const file = await exportCsv(ctx, world.mine.tokens.access, URL);
    expect(file.header.slice(0, 3)).toEqual(['Unique ID', 'Name', 'Admin Name']);
    expect(file.header).toContain('Status');
    expect(names(file)).toEqual(["'+Hotel Suspended", 'mine Cafe']);
    expect(file.rows[0]!.Status).toBe('Suspended');
    const suspended = await exportCsv(ctx, world.mine.tokens.access, `${URL}?tab=suspended`);
    expect(names(suspended)).toEqual(["'+Hotel Suspended"]);
    expect(suspended.fileName).toMatch(/^smes-tab-suspended-/);
    expect(names(await exportCsv(ctx, world.mine.tokens.access, `${URL}?search=cafe`))).toEqual([
      'mine Cafe',
    ]);
  });

  it('keeps to the partner, lets staff export, refuses a bad tab with 400 and the Kiosk plan with 403', async () => {
    expect(
      (await refusedExport(ctx, world.mine.tokens.access, `${URL}?partner=${world.theirs.partner.id}`))
        .status,
    ).toBe(404);
    expect(names(await exportCsv(ctx, world.theirs.tokens.access, URL))).toEqual(['theirs Cafe']);
    expect((await exportCsv(ctx, staffToken, URL)).rows).toHaveLength(2);
    const bad = await refusedExport(ctx, world.mine.tokens.access, `${URL}?tab=sleeping`);
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('tab');
    expect((await refusedExport(ctx, kioskToken, URL)).status).toBe(403);
  });
});

describe('GET /v1/partner/billing/export/ and sms-package/billing/export/', () => {
  const URL = '/v1/partner/billing/export/';
  const dues = (f: { rows: Record<string, string>[] }) => f.rows.map((r) => r['Due Date']);

  it('exports the subscription billings, latest due date first, with amounts and invoice numbers', async () => {
    const file = await exportCsv(ctx, world.mine.tokens.access, URL);
    expect(file.header).toEqual([
      'SME',
      'Subscription Plan',
      'Start Date',
      'End Date',
      'Due Date',
      'Amount',
      'Discount (%)',
      'Final Amount',
      'Currency',
      'Status',
      'Paid At (UTC)',
      'Invoice Number',
    ]);
    expect(dues(file)).toEqual(['2026-03-10', '2026-02-10', '2026-01-10']);
    expect(file.rows[2]).toMatchObject({
      'Subscription Plan': "'=Starter",
      Status: 'Paid',
      'Final Amount': '29000',
    });
    expect(file.rows[2]!['Invoice Number']).toMatch(/^INV-T\d+$/);
  });

  it("applies the list's filters (is_paid, sme) and the SMS list is its own", async () => {
    const token = world.mine.tokens.access;
    expect(dues(await exportCsv(ctx, token, `${URL}?is_paid=false`))).toEqual(['2026-03-10', '2026-02-10']);
    expect(dues(await exportCsv(ctx, token, `${URL}?sme=${world.mine.sme.id}`))).toEqual([
      '2026-02-10',
      '2026-01-10',
    ]);
    const sms = await exportCsv(ctx, token, '/v1/partner/sms-package/billing/export/');
    expect(dues(sms)).toEqual(['2026-02-15']);
    expect(sms.header[1]).toBe('SMS Package');
    expect(sms.fileName).toMatch(/^sms-billing-all-/);
  });

  it('keeps to the partner (their partner id 404, their SME nothing), staff as on the list, 400 and 403', async () => {
    const token = world.mine.tokens.access;
    expect((await refusedExport(ctx, token, `${URL}?partner=${world.theirs.partner.id}`)).status).toBe(404);
    expect((await exportCsv(ctx, token, `${URL}?sme=${world.theirs.sme.id}`)).rows).toEqual([]);
    expect(dues(await exportCsv(ctx, world.theirs.tokens.access, URL))).toEqual(['2026-02-11']);
    expect((await exportCsv(ctx, staffToken, URL)).rows).toHaveLength(3);
    const bad = await refusedExport(ctx, token, `${URL}?is_paid=maybe`);
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('is_paid');
    expect((await refusedExport(ctx, kioskToken, URL)).status).toBe(403);
  });
});
