import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TCoupon, couponFormError } from '@ared/contract/billing';
import { discountCoupons } from '../src/db/schema';
import type { TestContext } from './helpers/app';
import { type BillingWorld, billingContext, billingWorld } from './helpers/billing-world';
import { createSme } from './helpers/factories';

const ADDONS = [
  'SMS Package',
  'Auto-Connect',
  'Queue System',
  'Survey',
  'HMS',
  'Web App Login',
  'Camera System',
  'Content',
];

describe('couponFormError (the create-coupon form, first failure wins)', () => {
  const valid = { sme: 4, addons: [1], code: 'WELCOME', percentage_discount: 10 };

  it('checks sme, then addons, then code, then percentage', () => {
    const empty = { sme: null, addons: [], code: '', percentage_discount: '' };
    expect(couponFormError(empty)).toEqual({ field: 'sme', message: 'Please select an SME' });
    expect(couponFormError({ ...empty, sme: '' })?.field).toBe('sme');
    expect(couponFormError({ ...empty, sme: undefined })?.field).toBe('sme');
    expect(couponFormError({ ...empty, sme: 4 })).toEqual({
      field: 'addons',
      message: 'Please select an addon',
    });
    expect(couponFormError({ ...empty, sme: 4, addons: [2] })).toEqual({
      field: 'code',
      message: 'Please enter a code',
    });
    expect(couponFormError({ ...empty, sme: 4, addons: [2], code: 'X' })).toEqual({
      field: 'percentage_discount',
      message: 'Please enter a discount percentage',
    });
  });

  it('counts a blank code and a zero or missing percentage as empty', () => {
    expect(couponFormError({ ...valid, code: '   ' })?.field).toBe('code');
    for (const percentage of [0, '0', '', null, undefined])
      expect(couponFormError({ ...valid, percentage_discount: percentage })).toEqual({
        field: 'percentage_discount',
        message: 'Please enter a discount percentage',
      });
  });

  it('caps the percentage at 100', () => {
    expect(couponFormError({ ...valid, percentage_discount: 101 })).toEqual({
      field: 'percentage_discount',
      message: 'Ensure this value is less than or equal to 100.',
    });
    expect(couponFormError({ ...valid, percentage_discount: 100 })).toBeNull();
    expect(couponFormError({ ...valid, percentage_discount: '55' })).toBeNull();
    expect(couponFormError(valid)).toBeNull();
  });
});

let ctx: TestContext;
let w: BillingWorld;
let addonIds: Record<string, number>;

beforeAll(async () => {
  ctx = await billingContext();
  w = await billingWorld(ctx);
  const res = await w.as('GET', '/v1/addon/');
  addonIds = Object.fromEntries(res.json().map((a: { id: number; name: string }) => [a.name, a.id]));
});
afterAll(() => ctx.close());

const create = (body: Record<string, unknown>, as = () => w.as) =>
  as()('POST', '/v1/discount-coupon/', {
    sme: w.mine.sme.id,
    addons: [addonIds['SMS Package']],
    partner: w.mine.partner.id,
    code: 'WELCOME10',
    percentage_discount: 10,
    ...body,
  });
const couponCount = async () => (await ctx.db.select({ n: count() }).from(discountCoupons))[0]!.n;

describe('GET /v1/addon/', () => {
  it('lists the eight add-ons', async () => {
    const res = await w.as('GET', '/v1/addon/');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((a: { name: string }) => a.name)).toEqual(ADDONS);
  });
});

describe('POST /v1/discount-coupon/', () => {
  it('creates a coupon for one of the partner’s SMEs', async () => {
    const res = await create({ addons: [addonIds['Survey'], addonIds['HMS']], percentage_discount: '12.5' });
    expect(res.statusCode, res.body).toBe(201);
    const coupon = res.json() as TCoupon;
    expect(coupon).toMatchObject({
      sme: { id: w.mine.sme.id, name: w.mine.sme.name },
      code: 'WELCOME10',
      percentage_discount: 12.5,
      addons: [
        { id: addonIds['Survey'], name: 'Survey' },
        { id: addonIds['HMS'], name: 'HMS' },
      ],
      used: false,
      partner: w.mine.partner.id,
    });
  });

  it.each([
    ['percentage 0', { percentage_discount: 0 }, 'percentage_discount', 'Please enter a discount percentage'],
    [
      'an empty percentage',
      { percentage_discount: '' },
      'percentage_discount',
      'Please enter a discount percentage',
    ],
    [
      'percentage 101',
      { percentage_discount: 101 },
      'percentage_discount',
      'Ensure this value is less than or equal to 100.',
    ],
    ['no add-ons', { addons: [] }, 'addons', 'Please select an addon'],
    ['an empty code', { code: '' }, 'code', 'Please enter a code'],
    ['a blank code', { code: '   ' }, 'code', 'Please enter a code'],
    ['no SME', { sme: undefined }, 'sme', 'Please select an SME'],
  ])('refuses %s with its field error', async (_what, body, field, message) => {
    const before = await couponCount();
    const res = await create({ code: 'FRESH1', ...body });
    expect(res.statusCode).toBe(400);
    const errors = res.json();
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field][0]).toBe(message);
    expect(await couponCount()).toBe(before);
  });

  it('refuses a code already used by the partner, whatever its case', async () => {
    const before = await couponCount();
    const res = await create({ code: 'welcome10' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: ['A discount coupon with this code already exists.'] });
    expect(await couponCount()).toBe(before);
  });

  it('lets another partner use the same code', async () => {
    const res = await create({ sme: w.theirs.sme.id, partner: w.theirs.partner.id }, () => w.asTheirs);
    expect(res.statusCode, res.body).toBe(201);
  });

  it("answers another partner's SME, or an SME that does not exist, with 404 and creates nothing", async () => {
    const before = await couponCount();
    const res = await create({ sme: w.theirs.sme.id, code: 'STEAL' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
    const unknown = await create({ sme: 999999, code: 'NOBODY' });
    expect(unknown.json()).toEqual(res.json());
    expect(await couponCount()).toBe(before);
  });

  it("answers another partner's id with 404 and refuses unknown add-ons", async () => {
    const before = await couponCount();
    const partner = await create({ partner: w.theirs.partner.id, code: 'P1' });
    expect(partner.statusCode).toBe(404);
    expect(partner.json()).toEqual({ detail: 'Not found.' });
    expect(await couponCount()).toBe(before);
    const addon = await create({ addons: [999999], code: 'A1' });
    expect(addon.statusCode).toBe(400);
    expect(Object.keys(addon.json())).toEqual(['addons']);
  });
});

describe('GET /v1/discount-coupon/', () => {
  let second: number;
  let third: number;
  let otherSme: number;
  beforeAll(async () => {
    otherSme = (await createSme(ctx.db, w.mine.partner.id, { name: 'Second Cafe' })).id;
    second = (await create({ code: 'SECOND', sme: otherSme })).json().id;
    third = (await create({ code: 'THIRD' })).json().id;
  });

  it("lists the partner's coupons newest first", async () => {
    const res = await w.as('GET', '/v1/discount-coupon/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(3);
    expect(body.results.map((c: TCoupon) => c.code)).toEqual(['THIRD', 'SECOND', 'WELCOME10']);
    expect(body.results.every((c: TCoupon) => c.partner === w.mine.partner.id)).toBe(true);
  });

  it('filters by SME', async () => {
    const bySme = (await w.as('GET', `/v1/discount-coupon/?sme=${otherSme}`)).json();
    expect(bySme.results.map((c: TCoupon) => c.id)).toEqual([second]);
    const mainSme = (await w.as('GET', `/v1/discount-coupon/?sme=${w.mine.sme.id}`)).json();
    expect(mainSme.results.map((c: TCoupon) => c.code)).toEqual(['THIRD', 'WELCOME10']);
    expect(mainSme.results[0].id).toBe(third);
  });

  it("keeps another partner's coupons out", async () => {
    expect((await w.as('GET', `/v1/discount-coupon/?partner=${w.theirs.partner.id}`)).statusCode).toBe(404);
    expect((await w.as('GET', `/v1/discount-coupon/?sme=${w.theirs.sme.id}`)).json().count).toBe(0);
    const theirs = (await w.asTheirs('GET', '/v1/discount-coupon/')).json();
    expect(theirs.results.map((c: TCoupon) => c.sme.id)).toEqual([w.theirs.sme.id]);
  });

  it('paginates', async () => {
    const page = (await w.as('GET', '/v1/discount-coupon/?page_size=2')).json();
    expect(page).toMatchObject({ count: 3, previous: null });
    expect(page.next).toContain('page=2');
    const last = (await w.as('GET', page.next)).json();
    expect(last.results.map((c: TCoupon) => c.code)).toEqual(['WELCOME10']);
    expect(last.next).toBeNull();
  });
});
