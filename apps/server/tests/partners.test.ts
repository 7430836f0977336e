import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_NOT_INCLUDED } from '@ared/contract/plans';
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
  it("counts the partner's own micro franchisees, kiosks, SMEs, routers and offline boxes", async () => {
    const res = await get(mine);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total_micro_franchisees: 5,
      total_kiosks: 3,
      total_smes: 2,
      total_routers: 4,
      // Deployed (no location given) and never reported: all four (tests/routers-online-filter.test.ts).
      offline_boxes: 4,
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

describe('GET /v1/partners/{id}/user-analytics/', () => {
  let analyticsPartner: number;
  let analyticsToken: string;
  beforeAll(async () => {
    analyticsPartner = (await createPartner(ctx.db, { plan: 'Kiosk' })).id;
    const people: [string, string | null, boolean][] = [
      ['Micro Franchisee', 'Female', true],
      ['Micro Franchisee', 'Female', false],
      ['Micro Franchisee', 'Female', true],
      ['Micro Franchisee', 'Male', true],
      ['Micro Franchisee', null, true],
      ['Field Officer', 'Female', true],
    ];
    for (const [userType, gender, isActive] of people)
      await createUser(ctx.db, {
        partnerId: analyticsPartner,
        role: 'micro_franchisee',
        userType,
        gender: gender as 'Female' | 'Male' | null,
        isActive,
      });
    // Another partner's micro franchisee must not count.
    await createUser(ctx.db, {
      partnerId: theirs,
      role: 'micro_franchisee',
      userType: 'Micro Franchisee',
      gender: 'Male',
    });
    analyticsToken = (
      await signInWithOtp(ctx, (await createUser(ctx.db, { partnerId: analyticsPartner })).email)
    ).access;
  });

  it("counts the partner's micro franchisees by gender and activity (officers and other partners left out)", async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/v1/partners/${analyticsPartner}/user-analytics/`,
      headers: bearer(analyticsToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      total_micro_franchisees: 5,
      female_micro_franchisees: 3,
      male_micro_franchisees: 1,
      active_micro_franchisees: 4,
    });
  });

  it("answers another partner's id as not found", async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/v1/partners/${theirs}/user-analytics/`,
      headers: bearer(analyticsToken),
    });
    expect(res.statusCode).toBe(404);
  });

  it('is refused to the SME plan', async () => {
    const sme = await createPartner(ctx.db, { plan: 'SME' });
    const token = (await signInWithOtp(ctx, (await createUser(ctx.db, { partnerId: sme.id })).email)).access;
    for (const path of ['user-analytics', 'micro-franchisee-signups']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/v1/partners/${sme.id}/${path}/`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: PLAN_NOT_INCLUDED });
    }
  });
});

describe('GET /v1/partners/{id}/micro-franchisee-signups/', () => {
  /** The UTC month `back` months before now, and a time in its middle. */
  const monthBack = (back: number) => {
    const now = new Date();
    const mid = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 15, 12));
    return { key: mid.toISOString().slice(0, 7), mid };
  };
  let signupPartner: number;
  let signupToken: string;
  beforeAll(async () => {
    signupPartner = (await createPartner(ctx.db)).id;
    const joined: [number, string][] = [
      [0, 'Micro Franchisee'],
      [1, 'Micro Franchisee'],
      [1, 'Micro Franchisee'],
      [4, 'Micro Franchisee'],
      [4, 'Field Officer'],
      [13, 'Micro Franchisee'],
    ];
    for (const [back, userType] of joined)
      await createUser(ctx.db, {
        partnerId: signupPartner,
        role: 'micro_franchisee',
        userType,
        dateJoined: back === 0 ? new Date() : monthBack(back).mid,
      });
    await createUser(ctx.db, {
      partnerId: theirs,
      role: 'micro_franchisee',
      userType: 'Micro Franchisee',
      dateJoined: monthBack(1).mid,
    });
    signupToken = (await signInWithOtp(ctx, (await createUser(ctx.db, { partnerId: signupPartner })).email))
      .access;
  });
  const signups = (query = '', id: number = signupPartner) =>
    ctx.app.inject({
      method: 'GET',
      url: `/v1/partners/${id}/micro-franchisee-signups/${query}`,
      headers: bearer(signupToken),
    });

  it('counts the last 12 months oldest first, months without sign-ups as 0', async () => {
    const res = await signups();
    expect(res.statusCode, res.body).toBe(200);
    const expected = Array.from({ length: 12 }, (_, i) => {
      const back = 11 - i;
      return { month: monthBack(back).key, count: { 0: 1, 1: 2, 4: 1 }[back] ?? 0 };
    });
    expect(res.json()).toEqual(expected);
  });

  it('takes months= up to 36 (the 13-month-old sign-up appears with 14)', async () => {
    const res = await signups('?months=14');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(14);
    expect(res.json()[0]).toEqual({ month: monthBack(13).key, count: 1 });
    for (const bad of ['0', '37', 'abc', '1.5'])
      expect((await signups(`?months=${bad}`)).statusCode, bad).toBe(400);
  });

  it("answers another partner's id as not found", async () => {
    expect((await signups('', theirs)).statusCode).toBe(404);
  });
});
