import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATING_TEXTS } from '@ared/contract/ratings';
import { ratings } from '../src/db/schema';
import { createTestClock } from '../src/lib/clock';
import { recordRating } from '../src/modules/ratings/record';
import { type TestContext, createTestContext } from './helpers/app';
import { createPartner, createRouter, createUser } from './helpers/factories';
import { bearer, signInWithOtp } from './helpers/session';
import { twoPartners } from './helpers/world';

// Noon in Kigali (UTC+2) on 2026-03-31: "today" for the default range.
const clock = createTestClock('2026-03-31T10:00:00Z');
let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;

beforeAll(async () => {
  ctx = await createTestContext({ BILLING_TIME_ZONE: 'Africa/Kigali' }, { clock });
  world = await twoPartners(ctx);
});
afterAll(() => ctx.close());

const get = (url: string, token = world.mine.tokens.access) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

/** A partner of its own with a signed-in admin, so counts are exact. */
async function freshPartner(plan: 'Premium' | 'Kiosk' | 'SME' = 'Premium') {
  const partner = await createPartner(ctx.db, { plan });
  const admin = await createUser(ctx.db, { partnerId: partner.id });
  const router = await createRouter(ctx.db, partner.id);
  return { partner, router, token: (await signInWithOtp(ctx, admin.email)).access };
}
const insertRating = (partnerId: number, rating: number, created: string, comment = '') =>
  ctx.db.insert(ratings).values({ partnerId, viewerId: 'v', rating, comment, created: new Date(created) });

describe('recordRating', () => {
  const base = () => ({
    partnerId: world.mine.partner.id,
    routerId: world.mine.routers[0]!.id,
    viewerId: 'guest-1',
  });
  const refusal = (args: Parameters<typeof recordRating>[1]) =>
    recordRating(ctx.db, args).then(
      () => {
        throw new Error('expected a refusal');
      },
      (e: { statusCode: number; fieldErrors?: Record<string, string[]> }) => e,
    );

  it('stores a rating with its trimmed comment', async () => {
    const { id } = await recordRating(ctx.db, { ...base(), rating: 4, comment: '  Fast Wi-Fi ' });
    const rows = await ctx.db.select().from(ratings);
    expect(rows.find((r) => r.id === id)).toMatchObject({
      rating: 4,
      comment: 'Fast Wi-Fi',
      partnerId: world.mine.partner.id,
    });
  });

  it.each([0, 6, 3.5, '4', null])('refuses the rating %s with a field error on rating', async (rating) => {
    const error = await refusal({ ...base(), rating });
    expect(error.statusCode).toBe(400);
    expect(error.fieldErrors).toEqual({ rating: [RATING_TEXTS.ratingInvalid] });
  });

  it.each([
    ['501 characters', 'x'.repeat(501), RATING_TEXTS.commentTooLong],
    ['a NUL byte', 'a\u0000b', 'Null characters are not allowed.'],
    ['a number', 5, 'Not a valid string.'],
  ])('refuses a comment with %s', async (_what, comment, message) => {
    const error = await refusal({ ...base(), rating: 5, comment });
    expect(error.fieldErrors).toEqual({ comment: [message] });
  });

  it('takes a comment of exactly 500 characters, and none at all', async () => {
    await expect(
      recordRating(ctx.db, { ...base(), rating: 5, comment: 'x'.repeat(500) }),
    ).resolves.toHaveProperty('id');
    await expect(recordRating(ctx.db, { ...base(), rating: 5 })).resolves.toHaveProperty('id');
  });

  it('refuses a box of another partner with 404', async () => {
    const error = await refusal({ ...base(), routerId: world.theirs.routers[0]!.id, rating: 5 });
    expect(error.statusCode).toBe(404);
  });
});

describe('GET /v1/rating/', () => {
  it('lists the ratings of the last 30 days (Kigali days) by default, newest first', async () => {
    const { partner, token } = await freshPartner();
    await insertRating(partner.id, 5, '2026-03-31T09:00:00Z', 'today');
    await insertRating(partner.id, 3, '2026-03-01T22:30:00Z', 'day 30 in Kigali'); // 00:30 on 2 March in Kigali
    await insertRating(partner.id, 2, '2026-03-01T21:30:00Z', 'too old'); // 23:30 on 1 March in Kigali
    const res = await get(`/v1/rating/?partner_id=${partner.id}`, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().count).toBe(2);
    expect(res.json().results.map((r: { comment: string }) => r.comment)).toEqual([
      'today',
      'day 30 in Kigali',
    ]);
    expect(res.json().results[0]).toEqual({
      rating: 5,
      comment: 'today',
      created: '2026-03-31T09:00:00.000Z',
    });
  });

  it('reads the range asked for, both days included, and pages', async () => {
    const { partner, token } = await freshPartner();
    for (let day = 1; day <= 12; day += 1)
      await insertRating(partner.id, (day % 5) + 1, `2026-01-${String(day).padStart(2, '0')}T10:00:00Z`);
    const res = await get('/v1/rating/?start_date=2026-01-02&end_date=2026-01-11&page_size=4&page=3', token);
    expect(res.json().count).toBe(10);
    expect(res.json().results).toHaveLength(2);
  });

  it("never shows another partner's ratings, and answers 404 when partner_id names another", async () => {
    const { partner, token } = await freshPartner();
    await insertRating(world.theirs.partner.id, 1, '2026-03-30T10:00:00Z', 'theirs');
    expect((await get('/v1/rating/', token)).json().count).toBe(0);
    expect((await get(`/v1/rating/?partner_id=${world.theirs.partner.id}`, token)).statusCode).toBe(404);
    expect((await get(`/v1/rating/?partner_id=${partner.id}`, token)).statusCode).toBe(200);
  });

  it.each([
    ['start_date=2026-02-30', 'start_date'],
    ['end_date=yesterday', 'end_date'],
    ['start_date=2026-03-10&end_date=2026-03-01', 'end_date'],
    ['start_date=2015-01-01&end_date=2026-01-01', 'start_date'],
  ])('refuses %s with a 400 on %s', async (query, field) => {
    const res = await get(`/v1/rating/?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty(field);
  });
});

describe('GET /v1/rating/analytics/', () => {
  it('computes totals, average, distribution, trends and frequency over the range', async () => {
    const { partner, token } = await freshPartner();
    await insertRating(partner.id, 5, '2026-03-29T10:00:00Z');
    await insertRating(partner.id, 4, '2026-03-29T11:00:00Z');
    await insertRating(partner.id, 1, '2026-03-31T10:00:00Z');
    await insertRating(partner.id, 5, '2026-03-27T10:00:00Z'); // before the range
    await insertRating(world.theirs.partner.id, 2, '2026-03-30T10:00:00Z');
    const res = await get(
      `/v1/rating/analytics/?partner=${partner.id}&start_date=2026-03-29&end_date=2026-03-31`,
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      start_date: '2026-03-29',
      end_date: '2026-03-31',
      total_ratings: 3,
      overall_average_rating: 3.33,
      distribution_of_ratings: { labels: ['1', '2', '3', '4', '5'], data: [1, 0, 0, 1, 1] },
      trends_over_time: { labels: ['2026-03-29', '2026-03-30', '2026-03-31'], data: [4.5, 0, 1] },
      feedback_frequency: { labels: ['2026-03-29', '2026-03-30', '2026-03-31'], data: [2, 0, 1] },
    });
  });

  it('defaults to the last 30 days and answers zeros without ratings', async () => {
    const { token } = await freshPartner();
    const body = (await get('/v1/rating/analytics/', token)).json();
    expect(body).toMatchObject({
      start_date: '2026-03-02',
      end_date: '2026-03-31',
      total_ratings: 0,
      overall_average_rating: 0,
    });
    expect(body.feedback_frequency.labels).toHaveLength(30);
    expect(body.distribution_of_ratings.data).toEqual([0, 0, 0, 0, 0]);
  });

  it('charts ranges past 92 days per month', async () => {
    const { partner, token } = await freshPartner();
    await insertRating(partner.id, 4, '2026-01-15T10:00:00Z');
    await insertRating(partner.id, 2, '2026-01-20T10:00:00Z');
    await insertRating(partner.id, 5, '2026-03-15T10:00:00Z');
    const body = (await get('/v1/rating/analytics/?start_date=2025-12-01&end_date=2026-03-31', token)).json();
    expect(body.feedback_frequency).toEqual({
      labels: ['2025-12', '2026-01', '2026-02', '2026-03'],
      data: [0, 2, 0, 1],
    });
    expect(body.trends_over_time.data).toEqual([0, 3, 0, 5]);
  });

  it('refuses a reversed range and answers 404 for another partner', async () => {
    expect((await get('/v1/rating/analytics/?start_date=2026-03-10&end_date=2026-03-09')).statusCode).toBe(
      400,
    );
    expect((await get(`/v1/rating/analytics/?partner=${world.theirs.partner.id}`)).statusCode).toBe(404);
  });

  it('is open to every plan and to partner staff', async () => {
    const { token } = await freshPartner('Kiosk');
    expect((await get('/v1/rating/analytics/', token)).statusCode).toBe(200);
    const staff = (await signInWithOtp(ctx, world.mine.staff.email)).access;
    expect((await get('/v1/rating/', staff)).statusCode).toBe(200);
  });
});
