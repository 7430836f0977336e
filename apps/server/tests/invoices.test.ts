import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from './helpers/app';
import { type BillingWorld, billingContext, billingWorld, day, insertBilling } from './helpers/billing-world';
import { createSme } from './helpers/factories';

let ctx: TestContext;
let w: BillingWorld;
let mine: Awaited<ReturnType<typeof insertBilling>>;
let theirs: Awaited<ReturnType<typeof insertBilling>>;

beforeAll(async () => {
  ctx = await billingContext();
  w = await billingWorld(ctx);
  const sme = await createSme(ctx.db, w.mine.partner.id, { name: 'Invoice Cafe', trialEndDate: day(-40) });
  mine = await insertBilling(ctx.db, sme, { due: day(3), invoiceNumber: 'INV-0000123' });
  theirs = await insertBilling(
    ctx.db,
    { id: w.theirs.sme.id, partnerId: w.theirs.partner.id },
    { invoiceNumber: 'INV-0000999' },
  );
});
afterAll(() => ctx.close());

const pdf = (id: number | string, as = w.as) => as('GET', `/v1/partner/invoice/${id}/pdf/`);

describe('GET /v1/partner/invoice/{id}/pdf/', () => {
  it('answers a PDF named invoice_{number}.pdf', async () => {
    const res = await pdf(mine.invoice.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="invoice_INV-0000123.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The page streams are compressed; the document information is not.
    expect(res.rawPayload.toString('latin1')).toContain('(Invoice INV-0000123)');
  });

  it('renders a paid invoice too', async () => {
    const res = await w.as('POST', '/v1/partner/billing/payment/', {
      billing_id: mine.billing.id,
      amount: mine.billing.finalAmount,
      method: 'bank',
      payment_reference: 'BK-1',
    });
    expect(res.statusCode, res.body).toBe(200);
    const paid = await pdf(mine.invoice.id);
    expect(paid.statusCode).toBe(200);
    expect(paid.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it("answers another partner's invoice with 404, and lets that partner download it", async () => {
    const res = await pdf(theirs.invoice.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Invoice not found.' });
    const own = await pdf(theirs.invoice.id, w.asTheirs);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toContain('invoice_INV-0000999.pdf');
  });

  it('answers an unknown invoice and a malformed id with 404 (decision 014)', async () => {
    expect((await pdf(999999)).statusCode).toBe(404);
    expect((await pdf('abc')).statusCode).toBe(404);
  });

  it('needs a signed-in user', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/v1/partner/invoice/${mine.invoice.id}/pdf/` });
    expect(res.statusCode).toBe(401);
  });
});
