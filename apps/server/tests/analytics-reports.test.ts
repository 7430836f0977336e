import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_TABS_BY_PLAN, REPORT_TABS, TOKEN_SERIES } from '@ared/contract/analytics';
import { PLAN_NOT_INCLUDED } from '@ared/contract/plans';
import { advertViews, adverts, partners, ratings, smsMessages } from '../src/db/schema';
import { createTestClock } from '../src/lib/clock';
import { ensureMonthPartitions, runAnalyticsRollup } from '../src/modules/analytics';
import { forgetPartners } from '../src/modules/auth/session-liveness';
import { type TestContext, createTestContext } from './helpers/app';
import { createUser } from './helpers/factories';
import { readPdf } from './helpers/pdf-text';
import { bearer, signInWithOtp } from './helpers/session';
import { twoPartners } from './helpers/world';

/**
 * The report download (part 2 §2): one box, one tab, one range, as CSV and PDF. Kigali (UTC+2), now
 * 2026-11-20 14:00 local; 1week is the local days 11-14..11-20.
 */
const TZ = 'Africa/Kigali';
const clock = createTestClock('2026-11-20T12:00:00Z');
let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let A: (typeof world.mine.routers)[number];

const at = (iso: string) => new Date(iso);
const get = (url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(world.mine.tokens.access) });

/** The CSV's lines as cells (the fixture has no commas or quotes in its values). */
const csvLines = (body: string) =>
  body
    .split('\n')
    .slice(0, -1)
    .map((line) => (line === '' ? [] : line.split(',')));
/** The rows of one section: after its title line and its columns line, up to the blank line. */
function csvSection(body: string, title: string) {
  const lines = csvLines(body);
  const start = lines.findIndex((l) => l.length === 1 && l[0] === title);
  expect(start, `section ${title}`).toBeGreaterThan(0);
  const end = lines.findIndex((l, i) => i > start && l.length === 0);
  return { columns: lines[start + 1]!, rows: lines.slice(start + 2, end === -1 ? undefined : end) };
}

beforeAll(async () => {
  ctx = await createTestContext({ RESPONSE_VALIDATION: 'on', BILLING_TIME_ZONE: TZ }, { clock });
  world = await twoPartners(ctx);
  await ensureMonthPartitions(ctx.db, at('2026-10-01T00:00:00Z'));
  A = world.mine.routers[0]!;
  const partnerId = world.mine.partner.id;
  const sms = (status: 'sent' | 'failed', iso: string) => ({
    partnerId,
    routerId: A.id,
    phone: '+250788000111',
    body: 'x',
    status,
    createdAt: at(iso),
  });
  // Box A: sent on 11-15 and twice on 11-20, failed on 11-20. Box B: one sent (not in A's report).
  await ctx.db
    .insert(smsMessages)
    .values([
      sms('sent', '2026-11-15T08:00:00Z'),
      sms('sent', '2026-11-20T08:00:00Z'),
      sms('sent', '2026-11-20T09:00:00Z'),
      sms('failed', '2026-11-20T10:00:00Z'),
      { ...sms('sent', '2026-11-20T08:00:00Z'), routerId: world.mine.routers[1]!.id },
    ]);
  const [ad] = await ctx.db
    .insert(adverts)
    .values({
      partnerId,
      realmId: world.mine.realm.id,
      title: 'Ad',
      shortDescription: 'x',
      adType: 'Link',
      youtubeUrl: 'https://youtu.be/x',
    })
    .returning();
  await ctx.db.insert(advertViews).values(
    ['2026-11-19T08:00:00Z', '2026-11-20T08:00:00Z', '2026-11-20T08:20:00Z'].map((iso, i) => ({
      partnerId,
      advertId: ad!.id,
      routerId: A.id,
      viewerId: `v${i % 2}`,
      viewedAt: at(iso),
    })),
  );
  await ctx.db.insert(ratings).values([
    { partnerId, routerId: A.id, viewerId: 'r1', rating: 5, created: at('2026-11-19T08:00:00Z') },
    { partnerId, routerId: A.id, viewerId: 'r2', rating: 3, created: at('2026-11-20T08:00:00Z') },
  ]);
  await createUser(ctx.db, {
    partnerId,
    role: 'micro_franchisee',
    userType: 'Micro Franchisee',
    gender: 'Female',
  });
  await runAnalyticsRollup(ctx.db, { timeZone: TZ });
});
afterAll(() => ctx.close());

describe('GET analytics/report/ as CSV', () => {
  it('SMS: the same numbers as analytics/sent-token-sms/ for the box, as an attachment', async () => {
    const res = await get(
      `/v1/analytics/report/?format=csv&tab=sms&time_range=1week&router=${A.serialNumber}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="analytics-sms-${A.serialNumber}-2026-11-14-2026-11-20.csv"`,
    );
    const json = (
      await get(`/v1/analytics/sent-token-sms/?time_range=1week&router=${A.serialNumber}`)
    ).json();
    // By hand: sent 11-15: 1, 11-20: 2; failed 11-20: 1.
    expect(json.sent_sms).toEqual([0, 1, 0, 0, 0, 0, 2]);
    const lines = csvLines(res.body);
    expect(lines.slice(0, 3)).toEqual([
      ['Partner', 'mine Net'],
      ['Box', `${A.serialNumber} (${A.ssid})`],
      ['Range', '1 Week: 2026-11-14 to 2026-11-20 (Africa/Kigali)'],
    ]);
    expect(lines[3]).toEqual(['Generated', '2026-11-20 14:00 (Africa/Kigali)']);
    const totals = csvSection(res.body, 'SMS totals');
    expect(totals.rows).toEqual([
      ['Sent SMS', String(json.total_sent_sms)],
      ['Failed SMS', String(json.total_failed_sms)],
    ]);
    const perPeriod = csvSection(res.body, 'SMS per period');
    expect(perPeriod.columns).toEqual(['Period', 'Sent SMS', 'Failed SMS']);
    expect(perPeriod.rows).toEqual(
      json.categories.map((c: string, i: number) => [
        c,
        String(json.sent_sms[i]),
        String(json.failed_sms[i]),
      ]),
    );
  });

  it('Advert views: the same numbers as analytics/advert-viewer/ for the box', async () => {
    const res = await get(
      `/v1/analytics/report/?format=csv&tab=advertviews&time_range=1week&router=${A.serialNumber}`,
    );
    const json = (await get(`/v1/analytics/advert-viewer/?time_range=1week&router=${A.serialNumber}`)).json();
    // By hand: 3 views, viewers v0 (twice) and v1, both first seen this week; 3 / 2 = 1.5 a viewer.
    expect(json.view_metrics).toEqual({ total_views: 3, unique_viewers: 2 });
    expect(csvSection(res.body, 'Advert viewers').rows).toEqual([
      ['Total views', '3'],
      ['Unique viewers', '2'],
      ['New viewers', '2'],
      ['Repeated viewers', '0'],
      ['Average views per viewer', '1.5'],
    ]);
    expect(csvSection(res.body, 'Views over time').rows.map((r) => Number(r[1]))).toEqual(
      json.views_over_time.data,
    );
    const peak = csvSection(res.body, 'Peak usage hours').rows;
    expect(peak.find((r) => r[0] === '10:00')).toEqual(['10:00', '3']);
  });

  it('Feedback, micro franchisees and routers have their sections', async () => {
    const feedback = await get(
      `/v1/analytics/report/?format=csv&tab=feedback-analytics&time_range=1week&router=${A.serialNumber}`,
    );
    // 5 and 3 stars: 2 ratings, mean 4.
    expect(csvSection(feedback.body, 'Ratings').rows).toEqual([
      ['Total ratings', '2'],
      ['Overall average rating', '4'],
    ]);
    const micro = await get(`/v1/analytics/report/?format=csv&tab=microfranchise&router=${A.serialNumber}`);
    expect(csvSection(micro.body, 'Micro franchisees').rows).toContainEqual(['Female', '1']);
    const routersTab = await get(
      `/v1/analytics/report/?format=csv&time_range=1week&router=${A.serialNumber}`,
    );
    expect(routersTab.statusCode).toBe(200);
    // The Routers report holds the same figures as the tab's calls for that box and range.
    const wifi = await ctx.app.inject({
      method: 'POST',
      url: '/v1/analytics/wifianalytics/',
      headers: bearer(world.mine.tokens.access),
      payload: { router_serial_number: A.serialNumber },
    });
    const summary = wifi.json().results['1week'];
    const summaryRows = csvSection(routersTab.body, 'Wi-Fi summary').rows;
    expect(summaryRows).toContainEqual(['Devices', String(summary.total_device)]);
    expect(summaryRows).toContainEqual(['Tokens generated', String(summary.totals_generated)]);
    expect(summaryRows).toContainEqual(['Failed logins', String(summary.token_failed)]);
    const tokens = csvSection(routersTab.body, 'Token analytics');
    expect(tokens.columns).toEqual(['Period', ...TOKEN_SERIES]);
    expect(tokens.rows).toHaveLength(7);
    expect(csvSection(routersTab.body, 'Data (MB)').columns).toEqual([
      'Period',
      'Total Data Received',
      'Total Data Transmitted',
    ]);
    const revenue = await get(
      `/v1/analytics/report/?format=csv&tab=revenue-insights&time_range=1week&router=${A.serialNumber}`,
    );
    expect(csvSection(revenue.body, 'Revenue (RWF)').rows.map((r) => r[0])).toEqual([
      'Total revenue',
      'Bill payments',
      'Portal purchases',
      'Reversals',
      'Outstanding',
    ]);
    expect(csvSection(revenue.body, 'Portal purchases per tier on each box (RWF)').columns).toEqual([
      'Box',
      'Realm',
      'Tier',
      'Minutes',
      'Purchases',
      'Amount',
      'Reversals',
      'Reversed',
      'Net',
    ]);
  });
});

describe('GET analytics/report/ states what the page shows (issue 29 §2)', () => {
  it('All Boxes: the partner totals, named all-boxes, without the Wi-Fi sections the page asks a box for', async () => {
    const res = await get('/v1/analytics/report/?format=csv&tab=sms&time_range=1week');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="analytics-sms-all-boxes-2026-11-14-2026-11-20.csv"',
    );
    expect(csvLines(res.body)[1]).toEqual(['Box', 'All Boxes']);
    const json = (await get('/v1/analytics/sent-token-sms/?time_range=1week')).json();
    // Box A's three sent and box B's one.
    expect(json.total_sent_sms).toBe(4);
    expect(csvSection(res.body, 'SMS totals').rows).toContainEqual(['Sent SMS', '4']);
    const routersTab = await get('/v1/analytics/report/?format=csv&time_range=1week');
    expect(routersTab.statusCode).toBe(200);
    expect(routersTab.body).not.toContain('Wi-Fi summary');
    expect(csvSection(routersTab.body, 'Speed (Mbit/s)').columns).toEqual([
      'Period',
      'Average Download Speed',
      'Average Upload Speed',
    ]);
  });

  it("Feedback follows the page's date range: its days in the header, the name and the figures", async () => {
    const res = await get(
      `/v1/analytics/report/?format=csv&tab=feedback-analytics&time_range=1week&router=${A.serialNumber}&start_date=2026-11-20&end_date=2026-11-20`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="analytics-feedback-analytics-${A.serialNumber}-2026-11-20-2026-11-20.csv"`,
    );
    expect(csvLines(res.body)[2]).toEqual(['Range', 'Date range: 2026-11-20 to 2026-11-20 (Africa/Kigali)']);
    // Only the 3-star rating of 11-20.
    expect(csvSection(res.body, 'Ratings').rows).toEqual([
      ['Total ratings', '1'],
      ['Overall average rating', '3'],
    ]);
  });

  it('writes Average Duration as h:mm:ss, as the page does, never as seconds', async () => {
    const res = await get(`/v1/analytics/report/?format=csv&time_range=1week&router=${A.serialNumber}`);
    const tokens = csvSection(res.body, 'Token analytics');
    const at = tokens.columns.indexOf('Average Duration (h:m:s)');
    expect(at).toBeGreaterThan(0);
    for (const row of tokens.rows) expect(row[at]).toMatch(/^\d+:\d\d:\d\d$/);
  });
});

describe('GET analytics/period/', () => {
  it("states a duration's first and last local day, as the reports name them", async () => {
    const res = await get('/v1/analytics/period/?time_range=3months');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      time_range: '3months',
      label: '3 Months',
      from: '2026-09-01',
      to: '2026-11-20',
      time_zone: 'Africa/Kigali',
    });
    expect((await get('/v1/analytics/period/?time_range=2years')).statusCode).toBe(400);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/v1/analytics/period/' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET analytics/report/ as PDF', () => {
  it('names the partner, the box, the range and each section', async () => {
    const res = await get(
      `/v1/analytics/report/?format=pdf&tab=advertviews&time_range=1week&router=${A.serialNumber}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="analytics-advertviews-${A.serialNumber}-2026-11-14-2026-11-20.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, texts } = readPdf(res.rawPayload);
    expect(pages).toBeGreaterThanOrEqual(1);
    const text = texts.join(' ');
    for (const expected of [
      'Partner: mine Net',
      `Box: ${A.serialNumber} (${A.ssid})`,
      'Range: 1 Week: 2026-11-14 to 2026-11-20 (Africa/Kigali)',
      'Generated: 2026-11-20 14:00 (Africa/Kigali)',
      'Advert viewers',
      'Views over time',
      'Peak usage hours',
    ])
      expect(text).toContain(expected);
    // The charts are vectors: no image in the file.
    expect(res.rawPayload.toString('latin1')).not.toContain('/Subtype /Image');
  });

  it('renders every tab of a Premium partner', async () => {
    for (const tab of REPORT_TABS) {
      const res = await get(
        `/v1/analytics/report/?format=pdf&tab=${tab}&time_range=5years&router=${A.serialNumber}`,
      );
      expect(res.statusCode, `${tab}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(readPdf(res.rawPayload).texts.join(' ')).toContain('Partner: mine Net');
    }
  });
});

describe('GET analytics/report/ refusals', () => {
  it('another partner’s box or id is 404; a bad choice or half a date range is 400', async () => {
    const theirs = world.theirs.routers[0]!.serialNumber;
    expect((await get(`/v1/analytics/report/?format=csv&router=${theirs}`)).statusCode).toBe(404);
    expect((await get('/v1/analytics/report/?format=csv&router=NOSUCHBOX')).statusCode).toBe(404);
    expect(
      (
        await get(
          `/v1/analytics/report/?format=csv&router=${A.serialNumber}&partner=${world.theirs.partner.id}`,
        )
      ).statusCode,
    ).toBe(404);
    for (const q of [
      'format=xls',
      'tab=queueing-system&format=csv',
      'format=csv&time_range=2years',
      'format=csv&tab=feedback-analytics&start_date=2026-11-01',
      'format=csv&tab=feedback-analytics&start_date=2026-11-01&end_date=2026-13-01',
    ])
      expect((await get(`/v1/analytics/report/?${q}&router=${A.serialNumber}`)).statusCode, q).toBe(400);
  });

  it('each plan downloads its tabs only', async () => {
    const setPlan = async (plan: 'Kiosk' | 'SME' | 'Premium') => {
      await ctx.db.update(partners).set({ plan }).where(eq(partners.id, world.mine.partner.id));
      forgetPartners([world.mine.partner.id]);
    };
    try {
      for (const plan of ['SME', 'Kiosk'] as const) {
        await setPlan(plan);
        for (const tab of REPORT_TABS) {
          const res = await get(`/v1/analytics/report/?format=csv&tab=${tab}&router=${A.serialNumber}`);
          const allowed = ANALYTICS_TABS_BY_PLAN[plan].includes(tab);
          expect(res.statusCode, `${plan} ${tab}`).toBe(allowed ? 200 : 403);
          if (!allowed) expect(res.json()).toEqual({ detail: PLAN_NOT_INCLUDED });
        }
      }
    } finally {
      await setPlan('Premium');
    }
  });
});

describe('GET analytics/report/ as CSV and a formula typed as a name', () => {
  it("writes a staff member's survey title `=cmd|'/C calc'!A0` as text a spreadsheet will not run", async () => {
    const FORMULA = "=cmd|'/C calc'!A0";
    const staff = await signInWithOtp(ctx, world.mine.staff.email);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/v1/surveys/',
      headers: bearer(staff.access),
      payload: { title: FORMULA, realm: world.mine.realm.id, enabled: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/v1/analytics/report/?format=csv&tab=survey-analytics&time_range=1week&router=${A.serialNumber}`,
      headers: bearer(staff.access),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(csvSection(res.body, 'Surveys').rows).toEqual([[`'${FORMULA}`, '0']]);
  });
});
