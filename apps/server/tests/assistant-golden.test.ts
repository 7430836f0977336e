import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAssistantResult, TAssistantTimeRange } from '@ared/contract/assistant';
import { PLAN_NOT_INCLUDED } from '@ared/contract/plans';
import { partners, users } from '../src/db/schema';
import { queryRows } from '../src/db/raw';
import { runAnalyticsRollup } from '../src/modules/analytics';
import { type OfflineQuestion, answerOffline } from '../src/modules/assistant/intents';
import type { AssistantAnswer, AssistantCaller } from '../src/modules/assistant/tools/types';
import { seedDemoData } from '../src/seed/demo';
import { seedDemoContent } from '../src/seed/demo-content';
import { type TestContext, createTestContext } from './helpers/app';

/**
 * Golden questions (issue 31 §6): English, French and Kinyarwanda questions over the demo data, each
 * answer checked against figures this file computes itself from the tables (plain SQL over the raw rows,
 * not the modules' functions the tools call), so a tool that drifts from the data fails here.
 */
let ctx: TestContext;
type Plan = 'Premium' | 'SME' | 'Kiosk';
const partnerOf = {} as Record<Plan, number>;
const callerOf = {} as Record<Plan, AssistantCaller>;
const ANONYMOUS: AssistantCaller = { kind: 'anonymous' };

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoData(ctx.db);
  await seedDemoContent(ctx.db, ctx.app.deps.files);
  await runAnalyticsRollup(ctx.db, { timeZone: ctx.config.billing.timeZone });
  for (const p of await ctx.db.select().from(partners)) partnerOf[p.plan] = p.id;
  for (const plan of ['Premium', 'SME', 'Kiosk'] as const) {
    const [admin] = await queryRows<{ id: number }>(
      ctx.db,
      sql`select id from ${users} where partner_id = ${partnerOf[plan]} and role = 'partner_admin' order by id limit 1`,
    );
    callerOf[plan] = {
      kind: 'user',
      userId: admin!.id,
      role: 'partner_admin',
      partnerId: partnerOf[plan],
      smeId: null,
    };
  }
  // The seed's online boxes reported seconds before it ran; keep them online through this file's run (the
  // online rule is three 30-second intervals), so a slow machine does not turn them offline mid-test.
  await ctx.db.execute(
    sql`update router_state set last_seen = now() where last_seen > now() - make_interval(secs => interval_seconds * 3)`,
  );
}, 300_000);
afterAll(() => ctx.close());

const ask = (who: Plan | 'anonymous', message: string, extra: Partial<OfflineQuestion> = {}) =>
  answerOffline(
    ctx.app.deps,
    who === 'anonymous' ? ANONYMOUS : callerOf[who],
    { message, ...extra },
    new Date(),
  );

// ---- The expected figures, from the tables ----

const DAY = 86_400_000;
/** The first instant of the range in the demo's zone (Africa/Kigali, UTC+2 all year: no DST there). */
function rangeStart(range: TAssistantTimeRange): Date {
  expect(ctx.config.billing.timeZone).toBe('Africa/Kigali');
  const offset = 2 * 3_600_000;
  const midnight = Math.floor((Date.now() + offset) / DAY) * DAY - offset;
  return new Date(midnight - { today: 0, '7days': 6, '30days': 29 }[range] * DAY);
}
const kigaliToday = () => new Date(Date.now() + 2 * 3_600_000).toISOString().slice(0, 10);

const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await queryRows<T>(ctx.db, query))[0]!;

async function offlineSerials(plan: Plan): Promise<string[]> {
  const rows = await queryRows<{ serial: string }>(
    ctx.db,
    sql`select r.serial_number as serial from routers r left join router_state s on s.router_id = r.id and s.partner_id = r.partner_id
        where r.partner_id = ${partnerOf[plan]}
          and (r.location is null or r.location not in ('In Transit', 'Manufacturer'))
          and not coalesce(s.last_seen > now() - make_interval(secs => s.interval_seconds * 3), false)
        order by r.serial_number`,
  );
  return rows.map((r) => r.serial);
}

const vouchers = (plan: Plan, range: TAssistantTimeRange) =>
  one<{ generated: number; used: number }>(
    sql`select count(*)::int as generated, count(*) filter (where first_used_at is not null)::int as used
        from vouchers where partner_id = ${partnerOf[plan]} and created_at >= ${rangeStart(range).toISOString()}::timestamptz`,
  );

const connectedNow = async (plan: Plan) =>
  (
    await one<{ n: number }>(
      sql`select count(*)::int as n from hotspot_sessions where partner_id = ${partnerOf[plan]} and status = 'connected'`,
    )
  ).n;

/** Money received (decision 079): bill payments, plus portal purchases settled, less reversals recorded. */
const received = async (plan: Plan, range: TAssistantTimeRange) => {
  const from = rangeStart(range).toISOString();
  const purchase = sql`p.partner_id = ${partnerOf[plan]} and p.purpose_kind = 'portal_purchase' and p.currency = 'RWF'`;
  return Number(
    (
      await one<{ total: string }>(
        sql`select (select coalesce(sum(amount), 0) from payments
                     where partner_id = ${partnerOf[plan]} and paid_at >= ${from}::timestamptz)
                 + (select coalesce(sum(p.amount_minor), 0) from mobile_money_payments p
                     where ${purchase} and p.status in ('successful', 'reversed') and p.settled_at >= ${from}::timestamptz)
                 - (select coalesce(sum(p.amount_minor), 0) from mobile_money_payments p
                     join mobile_money_payment_events e on e.payment_id = p.id and e.kind = 'transition'
                       and e.detail->>'to' = 'reversed'
                     where ${purchase} and e.at >= ${from}::timestamptz) as total`,
      )
    ).total,
  );
};

const billingFigures = (plan: Plan) =>
  one<{ overdue: number; unpaid: number }>(
    sql`select
          (select count(*)::int from smes s where s.partner_id = ${partnerOf[plan]} and exists (
            select 1 from billings b where b.sme_id = s.id and not b.is_paid and not b.is_paused
              and b.due_date < ${kigaliToday()}::date)) as overdue,
          (select count(*)::int from billings where partner_id = ${partnerOf[plan]}
            and kind = 'subscription' and not is_paid) as unpaid`,
  );

const supportFigures = (plan: Plan) =>
  one<{ tickets: number; alerts: number }>(
    sql`select (select count(*)::int from tickets where partner_id = ${partnerOf[plan]} and is_open) as tickets,
               (select count(*)::int from alerts where partner_id = ${partnerOf[plan]} and closed_at is null) as alerts`,
  );

const aBox = (plan: Plan, online: boolean) =>
  one<{ id: number; serial: string; ssid: string }>(
    sql`select r.id, r.serial_number as serial, r.ssid from routers r join router_state s on s.router_id = r.id and s.partner_id = r.partner_id
        where r.partner_id = ${partnerOf[plan]} and r.ssid is not null
          and (s.last_seen > now() - make_interval(secs => s.interval_seconds * 3)) = ${online}
        order by r.id limit 1`,
  );

// ---- What the answers must show ----

const titled = (a: AssistantAnswer, start: string): TAssistantResult => {
  const found = a.results.find((r) => r.title.startsWith(start));
  expect(found, `a result titled "${start}…" in ${a.results.map((r) => r.title).join(', ')}`).toBeDefined();
  return found!;
};

async function expectOffline(a: AssistantAnswer, plan: Plan) {
  const serials = await offlineSerials(plan);
  const boxes = titled(a, 'Boxes now').rows[0]!;
  expect(boxes.offline).toBe(serials.length);
  const list = titled(a, 'Offline boxes');
  expect(list.rows.map((r) => r.serial)).toEqual(serials.slice(0, 20));
  expect(list.link!.path).toBe('/routers?is_online=false');
  expect(a.reply).toContain(String(serials.length));
}

async function expectSummary(a: AssistantAnswer, plan: Plan, range: TAssistantTimeRange) {
  const guests = titled(a, 'Vouchers and guests');
  const v = await vouchers(plan, range);
  expect(guests.rows[0]).toMatchObject({
    'vouchers generated': v.generated,
    'vouchers used': v.used,
    'vouchers never used': v.generated - v.used,
    'guests connected now': await connectedNow(plan),
  });
  expect(guests.window!.from).toBe(rangeStart(range).toISOString());
  expect(guests.link!.path).toBe('/analytics?tab=routers');
  const revenue = titled(a, 'Revenue');
  expect(revenue.rows[0]!.received).toBeCloseTo(await received(plan, range), 2);
  expect(revenue.window!.from).toBe(rangeStart(range).toISOString());
  expect(titled(a, 'Boxes now').rows[0]!.offline).toBe((await offlineSerials(plan)).length);
}

async function expectWifi(a: AssistantAnswer, plan: Plan, range: TAssistantTimeRange) {
  const wifi = titled(a, 'Wi-Fi usage');
  const v = await vouchers(plan, range);
  expect(wifi.rows[0]).toMatchObject({
    'guests connected now': await connectedNow(plan),
    'vouchers generated': v.generated,
    'vouchers never used': v.generated - v.used,
  });
  expect(wifi.window!.from).toBe(rangeStart(range).toISOString());
}

async function expectBilling(a: AssistantAnswer, plan: Plan) {
  const f = await billingFigures(plan);
  expect(titled(a, 'SMEs with an overdue billing').title).toBe(`SMEs with an overdue billing: ${f.overdue}`);
  expect(titled(a, 'Unpaid subscription billings').title).toBe(`Unpaid subscription billings: ${f.unpaid}`);
  expect(titled(a, 'SMEs with an overdue billing').link!.path).toBe('/smes?tab=overdue');
}

async function expectSupport(a: AssistantAnswer, plan: Plan) {
  const f = await supportFigures(plan);
  expect(titled(a, 'Open support tickets').title).toBe(`Open support tickets: ${f.tickets}`);
  expect(titled(a, 'Open alerts').title).toBe(`Open alerts: ${f.alerts}`);
}

async function expectBox(a: AssistantAnswer, plan: Plan, online: boolean) {
  const box = await aBox(plan, online);
  const [result] = a.results;
  expect(result!.rows[0]).toMatchObject({ serial: box.serial, online });
  expect(result!.link!.path).toBe(`/router-details/${box.id}`);
}

const expectHelp = (a: AssistantAnswer, heading: string) => {
  expect(a.results[0]!.title).toBe(heading);
  expect(a.reply).toContain(String(a.results[0]!.rows[0]!.answer));
};

type Golden = [question: string, check: () => Promise<void>];
const box = (online: boolean) => async () => (await aBox('Premium', online)).serial;

const GOLDEN: Golden[] = [
  // English
  [
    'Which boxes are offline?',
    async () => expectOffline(await ask('Premium', 'Which boxes are offline?'), 'Premium'),
  ],
  [
    "Give me today's summary",
    async () => expectSummary(await ask('Premium', "Give me today's summary"), 'Premium', 'today'),
  ],
  [
    'Summary for the last 7 days',
    async () => expectSummary(await ask('Premium', 'Summary for the last 7 days'), 'Premium', '7days'),
  ],
  [
    'How much revenue this month?',
    async () => expectSummary(await ask('Premium', 'How much revenue this month?'), 'Premium', '30days'),
  ],
  [
    'Wi-Fi usage this week',
    async () => expectWifi(await ask('Premium', 'Wi-Fi usage this week'), 'Premium', '7days'),
  ],
  [
    'How many guests are connected right now?',
    async () =>
      expectWifi(await ask('Premium', 'How many guests are connected right now?'), 'Premium', 'today'),
  ],
  [
    'Which SMEs are overdue?',
    async () => expectBilling(await ask('Premium', 'Which SMEs are overdue?'), 'Premium'),
  ],
  [
    'Show me the unpaid invoices',
    async () => expectBilling(await ask('Premium', 'Show me the unpaid invoices'), 'Premium'),
  ],
  [
    'Any open tickets or alerts?',
    async () => expectSupport(await ask('Premium', 'Any open tickets or alerts?'), 'Premium'),
  ],
  [
    'How is box <online serial> doing?',
    async () => expectBox(await ask('Premium', `How is box ${await box(true)()} doing?`), 'Premium', true),
  ],
  [
    'Status of <offline SSID, lower case>',
    async () => {
      const { ssid } = await aBox('Premium', false);
      const a = await ask('Premium', `Status of ${ssid.toLowerCase()}`);
      await expectBox(a, 'Premium', false);
      expect(a.reply).toMatch(/is offline/);
    },
  ],
  [
    'Which routers are down? (SME partner)',
    async () => expectOffline(await ask('SME', 'Which routers are down?'), 'SME'),
  ],
  [
    'Is <another partner’s box> online? (unknown box)',
    async () => {
      const [theirs] = await offlineSerials('SME');
      const asked = await ask('Premium', `Is ${theirs} online?`);
      const unknown = await ask('Premium', 'Is ZZZ00000000 online?');
      expect(asked.reply).toBe(unknown.reply.replace('ZZZ00000000', theirs!));
      expect(asked.results).toEqual(
        unknown.results.map((r) => ({ ...r, rows: [{ box: theirs!, known: false }] })),
      );
    },
  ],
  [
    'Summary for today (Kiosk plan: not included)',
    async () => {
      const a = await ask('Kiosk', 'Summary for today');
      expect(a).toEqual({ reply: PLAN_NOT_INCLUDED, results: [] });
    },
  ],
  [
    'How do I revoke a voucher?',
    async () => expectHelp(await ask('Premium', 'How do I revoke a voucher?'), 'Revoking a voucher'),
  ],
  [
    'How can I reset my forgotten password?',
    async () =>
      expectHelp(await ask('Premium', 'How can I reset my forgotten password?'), 'Forgot your password'),
  ],
  [
    'Which boxes are offline? (anonymous: no data)',
    async () => {
      const a = await ask('anonymous', 'Which boxes are offline?');
      expect(a.reply).toMatch(/^Sign in to ask about your own network\./);
      expect(a.results.every((r) => r.window === null && r.link === null && 'topic' in r.rows[0]!)).toBe(
        true,
      );
      expect(a.results[0]!.title).toBe('Offline boxes');
    },
  ],
  [
    'How do I create vouchers? (anonymous)',
    async () => expectHelp(await ask('anonymous', 'How do I create vouchers?'), 'Creating vouchers'),
  ],
  // French
  [
    'Quels boîtiers sont hors ligne ?',
    async () => {
      const a = await ask('Premium', 'Quels boîtiers sont hors ligne ?');
      await expectOffline(a, 'Premium');
      expect(a.reply).toMatch(/hors ligne/);
    },
  ],
  [
    "Résumé d'aujourd'hui",
    async () => {
      const a = await ask('Premium', "Résumé d'aujourd'hui");
      await expectSummary(a, 'Premium', 'today');
      expect(a.reply).toBe("Voici votre résumé pour aujourd'hui.");
    },
  ],
  [
    'Résumé des 7 derniers jours',
    async () => expectSummary(await ask('Premium', 'Résumé des 7 derniers jours'), 'Premium', '7days'),
  ],
  [
    'Quels sont les revenus du mois ?',
    async () => expectSummary(await ask('Premium', 'Quels sont les revenus du mois ?'), 'Premium', '30days'),
  ],
  [
    'Utilisation du wifi cette semaine',
    async () => expectWifi(await ask('Premium', 'Utilisation du wifi cette semaine'), 'Premium', '7days'),
  ],
  [
    'Quelles PME ont des factures impayées ?',
    async () => {
      const a = await ask('Premium', 'Quelles PME ont des factures impayées ?');
      await expectBilling(a, 'Premium');
      expect(a.reply).toMatch(/PME/);
    },
  ],
  [
    'Y a-t-il des tickets ouverts ?',
    async () => expectSupport(await ask('Premium', 'Y a-t-il des tickets ouverts ?'), 'Premium'),
  ],
  [
    'État du routeur <online serial> ?',
    async () => {
      const a = await ask('Premium', `État du routeur ${await box(true)()} ?`);
      await expectBox(a, 'Premium', true);
      expect(a.reply).toMatch(/^Le boîtier .* est en ligne\.$/);
    },
  ],
  // Kinyarwanda
  [
    'Ni izihe routeri zitari ku murongo?',
    async () => {
      const a = await ask('Premium', 'Ni izihe routeri zitari ku murongo?');
      await expectOffline(a, 'Premium');
      expect(a.reply).toMatch(/ntiziri ku murongo|Nta routeri/);
    },
  ],
  [
    "Mpa incamake y'uyu munsi",
    async () => {
      const a = await ask('Premium', "Mpa incamake y'uyu munsi");
      await expectSummary(a, 'Premium', 'today');
      expect(a.reply).toBe('Dore incamake y’uyu munsi.');
    },
  ],
  [
    "Incamake y'iminsi 7",
    async () => expectSummary(await ask('Premium', "Incamake y'iminsi 7"), 'Premium', '7days'),
  ],
  [
    "Amafaranga y'ukwezi",
    async () => expectSummary(await ask('Premium', "Amafaranga y'ukwezi"), 'Premium', '30days'),
  ],
  [
    'Ni bangahe bakoresheje wifi uyu munsi?',
    async () =>
      expectWifi(await ask('Premium', 'Ni bangahe bakoresheje wifi uyu munsi?'), 'Premium', 'today'),
  ],
  [
    'Ni izihe SME zifite ibirarane?',
    async () => expectBilling(await ask('SME', 'Ni izihe SME zifite ibirarane?'), 'SME'),
  ],
  ['Hari amatike afunguye?', async () => expectSupport(await ask('SME', 'Hari amatike afunguye?'), 'SME')],
  [
    'Routeri <offline serial> imeze ite?',
    async () => {
      const a = await ask('Premium', `Routeri ${await box(false)()} imeze ite?`);
      await expectBox(a, 'Premium', false);
      expect(a.reply).toMatch(/ntiri ku murongo/);
    },
  ],
  // Quick replies (part 2 §9): intents and range, answered directly
  [
    'quick reply: summary, 7days',
    async () =>
      expectSummary(
        await ask('Premium', '', { intents: ['summary'], time_range: '7days' }),
        'Premium',
        '7days',
      ),
  ],
  [
    'quick reply: router status',
    async () => expectOffline(await ask('SME', '', { intents: ['router_status'] }), 'SME'),
  ],
  [
    'quick reply: Wi-Fi, 30days',
    async () =>
      expectWifi(await ask('Premium', '', { intents: ['wifi'], time_range: '30days' }), 'Premium', '30days'),
  ],
];

describe('golden questions over the demo data (English, French, Kinyarwanda)', () => {
  it('has at least 30, in the three languages', () => {
    expect(GOLDEN.length).toBeGreaterThanOrEqual(30);
  });
  it('asks about figures the demo data actually has (no answer passes by being zero on both sides)', async () => {
    expect((await offlineSerials('Premium')).length).toBeGreaterThan(0);
    expect((await offlineSerials('SME')).length).toBeGreaterThan(0);
    expect((await vouchers('Premium', 'today')).generated).toBeGreaterThan(0);
    expect((await vouchers('Premium', '30days')).used).toBeGreaterThan(0);
    expect(await connectedNow('Premium')).toBeGreaterThan(0);
    expect(await received('Premium', '30days')).toBeGreaterThan(0);
    const billing = await billingFigures('Premium');
    expect(billing.overdue + billing.unpaid).toBeGreaterThan(0);
    expect((await supportFigures('SME')).tickets).toBeGreaterThan(0);
  });
  it.each(GOLDEN)('%s', async (_question, check) => {
    await check();
  });
});
