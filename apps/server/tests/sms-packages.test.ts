import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsPackages } from '../src/db/schema';
import type { TestContext } from './helpers/app';
import { type BillingWorld, billingContext, billingWorld } from './helpers/billing-world';

let ctx: TestContext;
let w: BillingWorld;
let mine: { id: number }[];
let theirs: { id: number }[];

beforeAll(async () => {
  ctx = await billingContext();
  w = await billingWorld(ctx);
  mine = await ctx.db
    .insert(smsPackages)
    .values([
      { partnerId: w.mine.partner.id, name: 'SMS 2000', smsCount: 2000, price: 15000 },
      { partnerId: w.mine.partner.id, name: 'SMS 500', smsCount: 500, price: 5000 },
    ])
    .returning();
  theirs = await ctx.db
    .insert(smsPackages)
    .values({ partnerId: w.theirs.partner.id, name: 'SMS 500', smsCount: 500, price: 4000 })
    .returning();
});
afterAll(() => ctx.close());

describe('SMS packages', () => {
  it("lists the partner's own packages, cheapest first; another partner's id is not found", async () => {
    const res = await w.as('GET', '/v1/partner/sms-package/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: mine[1]!.id, name: 'SMS 500', sms_count: 500, price: 5000 },
      { id: mine[0]!.id, name: 'SMS 2000', sms_count: 2000, price: 15000 },
    ]);
    expect((await w.as('GET', `/v1/partner/sms-package/?partner=${w.theirs.partner.id}`)).statusCode).toBe(
      404,
    );
  });

  it("puts an SME on one of the partner's packages and off it again, never on another partner's", async () => {
    const url = `/v1/smes/${w.mine.sme.id}/`;
    const on = await w.as('PATCH', url, { sms_package: mine[1]!.id });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().sms_package).toEqual({ id: mine[1]!.id, name: 'SMS 500', price: 5000 });
    const foreign = await w.as('PATCH', url, { sms_package: theirs[0]!.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toHaveProperty('sms_package');
    expect((await w.as('GET', url)).json().sms_package.id).toBe(mine[1]!.id);
    const off = await w.as('PATCH', url, { sms_package: null });
    expect(off.json().sms_package).toBeNull();
  });
});
