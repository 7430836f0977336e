import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_TEXTS } from '@ared/contract/analytics';
import { PLAN_NOT_INCLUDED } from '@ared/contract/plans';
import { RATING_TEXTS } from '@ared/contract/ratings';
import {
  advertViews,
  adverts,
  partners,
  routers,
  smsMessages,
  surveyAnswers,
  surveyResponses,
} from '../src/db/schema';
import { createTestClock } from '../src/lib/clock';
import { ensureMonthPartitions, runAnalyticsRollup } from '../src/modules/analytics';
import { forgetPartners } from '../src/modules/auth/session-liveness';
import { type TestContext, createTestContext } from './helpers/app';
import { bearer } from './helpers/session';
import { insertSurvey } from './helpers/survey-world';
import { twoPartners } from './helpers/world';

/**
 * SMS Insights, Advert Views and Survey Analytics on a small fixture, every figure worked out by hand.
 * Kigali is UTC+2; now is 2026-11-20 14:00 local (12:00Z). Ranges: today from 2026-11-19T22:00Z (hours
 * 00:00–23:00), 1week the local days 11-14..11-20, 1month 10-22..11-20, 3months 2026-09..2026-11.
 */
const TZ = 'Africa/Kigali';
const NOW = '2026-11-20T12:00:00Z';
const clock = createTestClock(NOW);
let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let A: (typeof world.mine.routers)[number];
let B: (typeof world.mine.routers)[number];
let ad1: number;
let ad2: number;
let survey1: number;
let survey2: number;
let theirSurvey: number;

const at = (iso: string) => new Date(iso);
const get = (url: string, token = world.mine.tokens.access) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const zeros = (n: number) => Array.from({ length: n }, () => 0);
/** 24 hourly values with the given hours set. */
const hours = (set: Record<number, number>) => zeros(24).map((_, h) => set[h] ?? 0);

beforeAll(async () => {
  ctx = await createTestContext({ RESPONSE_VALIDATION: 'on', BILLING_TIME_ZONE: TZ }, { clock });
  world = await twoPartners(ctx);
  await ensureMonthPartitions(ctx.db, at('2026-07-01T00:00:00Z'));
  [A, B] = [world.mine.routers[0]!, world.mine.routers[1]!];
  await ctx.db.update(routers).set({ lat: -1.95, lon: 30.06 }).where(eq(routers.id, A.id));
  await ctx.db.update(routers).set({ lat: null, lon: null }).where(eq(routers.id, B.id));
  const ad = async (partnerId: number, realmId: number, title: string) =>
    (
      await ctx.db
        .insert(adverts)
        .values({
          partnerId,
          realmId,
          title,
          shortDescription: 'x',
          adType: 'Link',
          youtubeUrl: 'https://youtu.be/x',
        })
        .returning()
    )[0]!.id;
  ad1 = await ad(world.mine.partner.id, world.mine.realm.id, 'mine ad one');
  ad2 = await ad(world.mine.partner.id, world.mine.realm.id, 'mine ad two');
  const theirAd = await ad(world.theirs.partner.id, world.theirs.realm.id, 'theirs ad');
  const view = (
    advertId: number,
    routerId: number,
    viewerId: string,
    iso: string,
    partnerId = world.mine.partner.id,
  ) => ({
    partnerId,
    advertId,
    routerId,
    viewerId,
    viewedAt: at(iso),
  });
  await ctx.db.insert(advertViews).values([
    view(ad1, A.id, 'v1', '2026-10-05T08:00:00Z'), // 10:00 local, 10-05
    view(ad1, A.id, 'v1', '2026-11-20T08:00:00Z'), // 10:00 local, today
    view(ad2, A.id, 'v2', '2026-11-20T08:30:00Z'), // 10:30 local, today
    view(ad2, B.id, 'v2', '2026-11-19T18:00:00Z'), // 20:00 local, 11-19
    view(ad2, B.id, 'v3', '2026-11-20T11:00:00Z'), // 13:00 local, today
    view(theirAd, world.theirs.routers[0]!.id, 'v1', '2026-11-20T08:00:00Z', world.theirs.partner.id),
  ]);
  const sms = (
    status: 'sent' | 'failed',
    routerId: number | null,
    iso: string,
    partnerId = world.mine.partner.id,
  ) => ({
    partnerId,
    routerId,
    phone: '+250788000111',
    body: 'x',
    status,
    createdAt: at(iso),
  });
  await ctx.db.insert(smsMessages).values([
    sms('sent', A.id, '2026-11-20T08:10:00Z'), // 10:00 local today, box A
    sms('failed', A.id, '2026-11-20T09:00:00Z'), // 11:00 local today, box A
    sms('sent', null, '2026-11-18T10:00:00Z'), // 11-18, no box (sent from the dashboard)
    sms('sent', world.theirs.routers[0]!.id, '2026-11-20T08:00:00Z', world.theirs.partner.id),
  ]);
  // Surveys: survey 1 answered 4 times (2 today, 1 on 11-10, 1 on 08-01), survey 2 never; theirs once.
  const s1 = await insertSurvey(ctx, {
    partnerId: world.mine.partner.id,
    realmId: world.mine.realm.id,
    title: 'S1',
  });
  const s2 = await insertSurvey(ctx, {
    partnerId: world.mine.partner.id,
    realmId: world.mine.realm.id,
    title: 'S2',
  });
  const s3 = await insertSurvey(ctx, {
    partnerId: world.theirs.partner.id,
    realmId: world.theirs.realm.id,
    title: 'theirs S',
  });
  [survey1, survey2, theirSurvey] = [s1.survey.id, s2.survey.id, s3.survey.id];
  const respond = async (survey: typeof s1, viewerId: string, iso: string, answers: [number, unknown][]) => {
    const [response] = await ctx.db
      .insert(surveyResponses)
      .values({
        partnerId: survey.survey.partnerId,
        surveyId: survey.survey.id,
        routerId: A.id,
        viewerId,
        created: at(iso),
      })
      .returning();
    await ctx.db.insert(surveyAnswers).values(
      answers.map(([position, value]) => ({
        partnerId: survey.survey.partnerId,
        responseId: response!.id,
        questionId: survey.questions[position]!.id,
        value,
      })),
    );
  };
  await respond(s1, 'a', '2026-11-20T08:00:00Z', [
    [0, 'Ann'],
    [1, 'Fast'],
    [2, ['Video', 'Chat']],
    [3, { Speed: 'Good', Price: 'Bad' }],
  ]);
  await respond(s1, 'b', '2026-11-20T09:30:00Z', [
    [1, 'Slow'],
    [2, ['Video']],
  ]);
  await respond(s1, 'c', '2026-11-10T10:00:00Z', [[1, 'Fast']]);
  await respond(s1, 'd', '2026-08-01T10:00:00Z', [[1, 'Fast']]);
  await respond(s3, 'a', '2026-11-20T08:00:00Z', [[1, 'Fast']]);
  await runAnalyticsRollup(ctx.db, { timeZone: TZ });
});
afterAll(() => ctx.close());

describe('GET analytics/sent-token-sms/', () => {
  it('counts sent and failed SMS per hour today, all boxes (the dashboard’s SMS too)', async () => {
    const res = await get('/v1/analytics/sent-token-sms/?time_range=today');
    expect(res.statusCode, res.body).toBe(200);
    // Today: one sent at 10:00 and one failed at 11:00 (box A); the 11-18 one is not today.
    expect(res.json()).toEqual({
      categories: hours({}).map((_, h) => `${String(h).padStart(2, '0')}:00`),
      sent_sms: hours({ 10: 1 }),
      failed_sms: hours({ 11: 1 }),
      total_sent_sms: 1,
      total_failed_sms: 1,
    });
  });

  it('per day over a week, and per box', async () => {
    const week = (await get('/v1/analytics/sent-token-sms/?time_range=1week')).json();
    // 11-14..11-20: sent on 11-18 (no box) and 11-20; failed on 11-20.
    expect(week.categories).toEqual(['14', '15', '16', '17', '18', '19', '20'].map((d) => `2026-11-${d}`));
    expect(week.sent_sms).toEqual([0, 0, 0, 0, 1, 0, 1]);
    expect(week.failed_sms).toEqual([0, 0, 0, 0, 0, 0, 1]);
    expect([week.total_sent_sms, week.total_failed_sms]).toEqual([2, 1]);
    const boxA = (
      await get(`/v1/analytics/sent-token-sms/?time_range=1week&router=${A.serialNumber}`)
    ).json();
    expect([boxA.total_sent_sms, boxA.total_failed_sms]).toEqual([1, 1]);
    const boxB = (
      await get(`/v1/analytics/sent-token-sms/?time_range=1week&routers=${B.serialNumber}`)
    ).json();
    expect([boxB.total_sent_sms, boxB.total_failed_sms]).toEqual([0, 0]);
  });

  it('refuses another partner’s box or id (404) and a bad range (400)', async () => {
    const theirs = world.theirs.routers[0]!.serialNumber;
    expect((await get(`/v1/analytics/sent-token-sms/?router=${theirs}`)).statusCode).toBe(404);
    expect((await get(`/v1/analytics/sent-token-sms/?routers=${A.serialNumber},${theirs}`)).statusCode).toBe(
      404,
    );
    expect((await get(`/v1/analytics/sent-token-sms/?partner=${world.theirs.partner.id}`)).statusCode).toBe(
      404,
    );
    const bad = await get('/v1/analytics/sent-token-sms/?time_range=2weeks');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['time_range']);
  });
});

describe('GET analytics/advert-viewer/', () => {
  it('today, all boxes: views, unique/new/repeated viewers, peak hours, the boxes’ places', async () => {
    const res = await get('/v1/analytics/advert-viewer/?time_range=today');
    expect(res.statusCode, res.body).toBe(200);
    // Today's views: A v1 10:00, A v2 10:30, B v3 13:00 = 3. Viewers last seen today: v1, v2, v3 = 3;
    // first seen today: v3 only (v1 on 10-05, v2 on 11-19 at 20:00) = 1 new, 2 repeated; 3 / 3 = 1 a viewer.
    expect(res.json()).toEqual({
      view_metrics: { total_views: 3, unique_viewers: 3 },
      new_viewers: 1,
      repeated_viewers: 2,
      average_views_per_viewer: 1,
      peak_usage_hours: {
        categories: hours({}).map((_, h) => `${String(h).padStart(2, '0')}:00`),
        data: hours({ 10: 2, 13: 1 }),
      },
      views_over_time: {
        categories: hours({}).map((_, h) => `${String(h).padStart(2, '0')}:00`),
        data: hours({ 10: 2, 13: 1 }),
      },
      // B has views but no place: left out.
      viewer_locations: [
        { serial_number: A.serialNumber, ssid: A.ssid, latitude: -1.95, longitude: 30.06, views: 2 },
      ],
    });
  });

  it('a week and three months, all boxes; one box', async () => {
    const week = (await get('/v1/analytics/advert-viewer/?time_range=1week')).json();
    // + B v2 on 11-19 20:00: 4 views; v2 and v3 first seen this week (2 new), v1 repeated; 4 / 3 = 1.33.
    expect(week).toMatchObject({
      view_metrics: { total_views: 4, unique_viewers: 3 },
      new_viewers: 2,
      repeated_viewers: 1,
      average_views_per_viewer: 1.33,
      views_over_time: { data: [0, 0, 0, 0, 0, 1, 3] },
      peak_usage_hours: { data: hours({ 10: 2, 13: 1, 20: 1 }) },
    });
    const months = (await get('/v1/analytics/advert-viewer/?time_range=3months')).json();
    // From 09-01: all 5 views, every viewer first seen in the range.
    expect(months).toMatchObject({
      view_metrics: { total_views: 5, unique_viewers: 3 },
      new_viewers: 3,
      repeated_viewers: 0,
      views_over_time: { categories: ['2026-09', '2026-10', '2026-11'], data: [0, 1, 4] },
    });
    const boxA = (await get(`/v1/analytics/advert-viewer/?time_range=today&router=${A.serialNumber}`)).json();
    // On A today: v1 (first on A 10-05: repeated) and v2 (first on A today: new).
    expect(boxA).toMatchObject({
      view_metrics: { total_views: 2, unique_viewers: 2 },
      new_viewers: 1,
      repeated_viewers: 1,
      viewer_locations: [{ serial_number: A.serialNumber, views: 2 }],
    });
  });

  it('refuses another partner’s box (404)', async () => {
    const theirs = world.theirs.routers[0]!.serialNumber;
    expect((await get(`/v1/analytics/advert-viewer/?router=${theirs}`)).statusCode).toBe(404);
    expect((await get(`/v1/analytics/advert-viewer/?partner=${world.theirs.partner.id}`)).statusCode).toBe(
      404,
    );
  });
});

describe('GET advert/view/analytics', () => {
  it('one box over chosen days: per day, viewers new since the start, per advert', async () => {
    const res = await get(
      `/v1/advert/view/analytics?router=${A.serialNumber}&start_date=2026-11-01&end_date=2026-11-20`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // On A in 11-01..11-20: v1 (ad one) and v2 (ad two) today. v1 watched on A before (10-05): repeated.
    expect(body).toMatchObject({
      start_date: '2026-11-01',
      end_date: '2026-11-20',
      view_metrics: { total_views: 2, unique_viewers: 2 },
      new_viewers: 1,
      repeated_viewers: 1,
      adverts: [
        { id: ad1, title: 'mine ad one', views: 1, unique_viewers: 1 },
        { id: ad2, title: 'mine ad two', views: 1, unique_viewers: 1 },
      ],
    });
    expect(body.views_over_time.categories).toHaveLength(20);
    expect(body.views_over_time.data).toEqual([...zeros(19), 2]);
  });

  it('the last `days` days (default 30) up to today', async () => {
    const thirty = (await get(`/v1/advert/view/analytics?router=${A.serialNumber}`)).json();
    expect([thirty.start_date, thirty.end_date]).toEqual(['2026-10-22', '2026-11-20']);
    expect(thirty.view_metrics.total_views).toBe(2);
    const fifty = (await get(`/v1/advert/view/analytics?router=${A.serialNumber}&days=50`)).json();
    // From 10-02: the 10-05 view too; nothing before 10-02, so both viewers are new.
    expect(fifty).toMatchObject({
      start_date: '2026-10-02',
      view_metrics: { total_views: 3, unique_viewers: 2 },
      new_viewers: 2,
      repeated_viewers: 0,
      adverts: [
        { id: ad1, views: 2, unique_viewers: 1 },
        { id: ad2, views: 1, unique_viewers: 1 },
      ],
    });
  });

  it('needs a box (400), of the caller’s partner (404), and a sound range (400)', async () => {
    for (const url of [
      '/v1/advert/view/analytics',
      '/v1/advert/view/analytics?router=',
      '/v1/advert/view/analytics?router=%20',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ detail: ANALYTICS_TEXTS.routerRequired });
    }
    const theirs = world.theirs.routers[0]!.serialNumber;
    expect((await get(`/v1/advert/view/analytics?router=${theirs}`)).statusCode).toBe(404);
    expect((await get('/v1/advert/view/analytics?router=NOSUCHBOX')).statusCode).toBe(404);
    const reversed = await get(
      `/v1/advert/view/analytics?router=${A.serialNumber}&start_date=2026-11-10&end_date=2026-11-01`,
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({ end_date: [RATING_TEXTS.rangeReversed] });
    const long = await get(`/v1/advert/view/analytics?router=${A.serialNumber}&start_date=2020-01-01`);
    expect(long.json()).toEqual({ start_date: [RATING_TEXTS.rangeTooLong] });
    for (const q of ['days=0', 'days=abc', 'days=99999', 'start_date=2026-02-30', 'end_date=x'])
      expect((await get(`/v1/advert/view/analytics?router=${A.serialNumber}&${q}`)).statusCode, q).toBe(400);
  });
});

describe('GET survey/analytics/', () => {
  it('today: responses per hour and per survey, the most answered survey’s choices', async () => {
    const res = await get('/v1/survey/analytics/?time_range=today');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // Today: a at 10:00 and b at 11:30 local, both survey 1.
    expect(body.total_responses).toBe(2);
    expect(body.responses_over_time.data).toEqual(hours({ 10: 1, 11: 1 }));
    expect(body.surveys).toEqual([
      { id: survey1, title: 'S1', responses: 2 },
      { id: survey2, title: 'S2', responses: 0 },
    ]);
    // The text question is left out; checkboxes count each tick; the grid's cells are 'Row: Column'.
    expect(body.questions.map((q: { answer_type: string }) => q.answer_type)).toEqual([
      'multiple_choice',
      'checkboxes',
      'multiple_choice_grid',
    ]);
    expect(body.questions[0]).toMatchObject({
      text: 'S1: how fast?',
      options: [
        { label: 'Fast', count: 1 },
        { label: 'Slow', count: 1 },
      ],
      answered: 2,
    });
    expect(body.questions[1]).toMatchObject({
      options: [
        { label: 'Video', count: 2 },
        { label: 'Chat', count: 1 },
        { label: 'Mail', count: 0 },
      ],
      answered: 2,
    });
    expect(body.questions[2]).toMatchObject({
      options: [
        { label: 'Speed: Good', count: 1 },
        { label: 'Speed: Bad', count: 0 },
        { label: 'Price: Good', count: 0 },
        { label: 'Price: Bad', count: 1 },
      ],
      answered: 1,
    });
  });

  it('longer ranges take the older responses; a chosen survey narrows everything', async () => {
    const month = (await get('/v1/survey/analytics/?time_range=1month')).json();
    // + c on 11-10: Fast 2, Slow 1.
    expect(month.total_responses).toBe(3);
    expect(month.questions[0].options).toEqual([
      { label: 'Fast', count: 2 },
      { label: 'Slow', count: 1 },
    ]);
    // 12months: + d on 08-01.
    expect((await get('/v1/survey/analytics/?time_range=12months')).json().total_responses).toBe(4);
    const two = (await get(`/v1/survey/analytics/?time_range=12months&survey=${survey2}`)).json();
    expect(two.total_responses).toBe(0);
    expect(two.surveys).toEqual([{ id: survey2, title: 'S2', responses: 0 }]);
    expect(two.questions[0].options).toEqual([
      { label: 'Fast', count: 0 },
      { label: 'Slow', count: 0 },
    ]);
  });

  it('refuses another partner’s survey or id (404) and bad input (400)', async () => {
    expect((await get(`/v1/survey/analytics/?survey=${theirSurvey}`)).statusCode).toBe(404);
    expect((await get(`/v1/survey/analytics/?partner=${world.theirs.partner.id}`)).statusCode).toBe(404);
    expect((await get('/v1/survey/analytics/?survey=abc')).statusCode).toBe(400);
    expect((await get('/v1/survey/analytics/?time_range=year')).statusCode).toBe(400);
  });
});

describe('plan visibility (part 2 §2)', () => {
  const calls = {
    sms: '/v1/analytics/sent-token-sms/',
    advertviews: '/v1/analytics/advert-viewer/',
    advertviewsRaw: () => `/v1/advert/view/analytics?router=${A.serialNumber}`,
    survey: '/v1/survey/analytics/',
  };
  const setPlan = async (plan: 'Kiosk' | 'SME' | 'Premium') => {
    await ctx.db.update(partners).set({ plan }).where(eq(partners.id, world.mine.partner.id));
    forgetPartners([world.mine.partner.id]);
  };
  afterAll(() => setPlan('Premium'));

  it('SME reads SMS and advert views but not survey analytics; Kiosk none', async () => {
    const expected = {
      SME: [200, 200, 200, 403],
      Kiosk: [403, 403, 403, 403],
      Premium: [200, 200, 200, 200],
    };
    for (const plan of ['SME', 'Kiosk', 'Premium'] as const) {
      await setPlan(plan);
      const codes = [];
      for (const url of [calls.sms, calls.advertviews, calls.advertviewsRaw(), calls.survey]) {
        const res = await get(url);
        codes.push(res.statusCode);
        if (res.statusCode === 403) expect(res.json()).toEqual({ detail: PLAN_NOT_INCLUDED });
      }
      expect(codes, plan).toEqual(expected[plan]);
    }
  });
});
