import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from './helpers/app';
import { createKiosk, createPartner, createRouter, createSme, createUser } from './helpers/factories';
import { type Tokens, bearer, signInWithOtp } from './helpers/session';

let ctx: TestContext;
let mine: number;
let theirs: number;
let tokens: Tokens;

beforeAll(async () => {
  ctx = await createTestContext();
  mine = (await createPartner(ctx.db)).id;
  theirs = (await createPartner(ctx.db)).id;
  for (const partnerId of [mine, theirs]) {
    const extra = partnerId === theirs ? 3 : 0;
    for (let i = 0; i < 4 + extra; i += 1) await createRouter(ctx.db, partnerId);
    for (let i = 0; i < 3 + extra; i += 1) await createKiosk(ctx.db, partnerId);
    for (let i = 0; i < 2 + extra; i += 1) await createSme(ctx.db, partnerId);
    for (let i = 0; i < 5 + extra; i += 1)
      await createUser(ctx.db, { partnerId, role: 'partner_staff', userType: 'Micro Franchisee' });
  }
  await createUser(ctx.db, { partnerId: mine, role: 'partner_staff', userType: 'Field Officer' });
  tokens = await signInWithOtp(ctx, (await createUser(ctx.db, { partnerId: mine })).email);
});
afterAll(() => ctx.close());

const get = (id: string | number, headers = bearer(tokens.access)) =>
  ctx.app.inject({ method: 'GET', url: `/v1/partners/${id}/general-analytics/`, headers });

describe('GET /v1/partners/{id}/general-analytics/', () => {
  it("counts the partner's own micro franchisees, kiosks, SMEs and routers", async () => {
    const res = await get(mine);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total_micro_franchisees: 5,
      total_kiosks: 3,
      total_smes: 2,
      total_routers: 4,
    });
  });

  it("answers another partner's id as not found", async () => {
    const res = await get(theirs);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
    expect((await get(999999)).statusCode).toBe(404);
  });

  it('answers a malformed id with 404 (decision 014) and refuses a missing token', async () => {
    expect((await get('abc')).statusCode).toBe(404);
    expect((await get(mine, {} as ReturnType<typeof bearer>)).statusCode).toBe(401);
  });

  it('works without the trailing slash', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/v1/partners/${mine}/general-analytics`,
      headers: bearer(tokens.access),
    });
    expect(res.statusCode).toBe(200);
  });
});
