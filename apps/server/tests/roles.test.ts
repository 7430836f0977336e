import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addons, miners, partners, queueTickets, routers, smsPackages, tickets } from '../src/db/schema';
import { localDate } from '../src/lib/calendar';
import { portalOfRouter } from './helpers/portal-world';
import { insertAdvert } from './helpers/advert-world';
import type { TestContext } from './helpers/app';
import { billingContext, createPlan, day, insertBilling } from './helpers/billing-world';
import { createSme } from './helpers/factories';
import { type Operation, fillPath, keyOf, loadOperations } from './helpers/openapi';
import { type Tokens, bearer, signInWithOtp } from './helpers/session';
import { databaseDigest } from './helpers/snapshot';
import { twoPartners } from './helpers/world';
import { seedContentFixtures } from './helpers/media-world';
import { insertSurvey } from './helpers/survey-world';
import { APK_FIXTURES, insertApk } from './helpers/apk-files';
import { type FormFile, multipartBody } from './helpers/multipart';

/**
 * Decision 011: partner_staff runs the day, only partner_admin handles money and access. Each admin-only
 * operation answers staff 403 "Only a partner admin can …" and changes nothing, and works for an admin.
 * The list of admin-only operations is read from the OpenAPI document (`x-requires.role`), so a route
 * declared admin-only later fails here until it has its case below.
 */

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let staff: Tokens;
let operations: Operation[];
const fixtures = {} as {
  planId: number;
  otherPlanId: number;
  smsPackageId: number;
  minerId: number;
  addonId: number;
  paySme: number;
  billing: { id: number; finalAmount: number };
  invoiceId: number;
  activateSme: number;
  pauseSme: number;
  fileId: number;
  categoryId: number;
  menuId: number;
  portalId: number;
  surveyId: number;
  advertId: number;
  apkId: number;
  ticketId: number;
  queueTicketId: number;
  apkToDelete: number;
};

beforeAll(async () => {
  ctx = await billingContext();
  world = await twoPartners(ctx);
  staff = await signInWithOtp(ctx, world.mine.staff.email);
  operations = await loadOperations(ctx);
  const partnerId = world.mine.partner.id;
  // The HMS add-on on: its stays are the front desk's (staff) work (decision 068).
  await ctx.db.update(partners).set({ hasHmsAddonEnabled: true }).where(eq(partners.id, partnerId));
  fixtures.planId = (await createPlan(ctx.db, partnerId)).id;
  fixtures.otherPlanId = (await createPlan(ctx.db, partnerId, { name: 'Pro', price: 60 })).id;
  const [pkg] = await ctx.db
    .insert(smsPackages)
    .values({ partnerId, name: 'SMS 500', smsCount: 500, price: 5000 })
    .returning();
  fixtures.smsPackageId = pkg!.id;
  const miningRouter = world.mine.routers[1]!;
  await ctx.db.update(routers).set({ hasBeenAssignedXmrig: true }).where(eq(routers.id, miningRouter.id));
  const [miner] = await ctx.db.insert(miners).values({ partnerId, routerId: miningRouter.id }).returning();
  fixtures.minerId = miner!.id;
  fixtures.addonId = (await ctx.db.select({ id: addons.id }).from(addons).limit(1))[0]!.id;
  const onPlan = { subscriptionPlanId: fixtures.planId, trialEndDate: day(-40) };
  const paySme = await createSme(ctx.db, partnerId, { name: 'Pay Cafe', ...onPlan });
  fixtures.paySme = paySme.id;
  const { billing, invoice } = await insertBilling(ctx.db, paySme);
  fixtures.billing = billing;
  fixtures.invoiceId = invoice.id;
  fixtures.activateSme = (
    await createSme(ctx.db, partnerId, { name: 'Activate Cafe', ...onPlan, trialEndDate: day(-1) })
  ).id;
  // Offline files, categories and menus (issue 11): daily operations, open to staff (decision 011).
  const content = await seedContentFixtures(ctx, partnerId, world.mine.realm.id, 'Roles');
  fixtures.categoryId = content.categoryId;
  fixtures.fileId = content.fileId;
  fixtures.menuId = content.menuId;
  fixtures.portalId = (await portalOfRouter(ctx, world.mine.routers[0]!.id)).id;
  fixtures.surveyId = (
    await insertSurvey(ctx, { partnerId, realmId: world.mine.realm.id, title: 'Roles survey' })
  ).survey.id;
  fixtures.advertId = (
    await insertAdvert(ctx, { partnerId, realmId: world.mine.realm.id, title: 'Roles advert' })
  ).id;
  fixtures.apkId = (await insertApk(ctx, partnerId, 'Roles APK')).id;
  fixtures.ticketId = (
    await ctx.db
      .insert(tickets)
      .values({ partnerId, subject: 'Roles ticket', department: 'Router', priority: 'Low' })
      .returning()
  )[0]!.id;
  fixtures.apkToDelete = (await insertApk(ctx, partnerId, 'Roles APK to delete')).id;
  // The Queue System on (issue 30 §3): a called ticket to mark, and one waiting for staff to call.
  await ctx.db
    .update(partners)
    .set({ hasQueueManagementAddonEnabled: true })
    .where(eq(partners.id, partnerId));
  // The queue's day is the partners' local day of the app's clock (a fixed day in this suite).
  const queueDay = localDate(ctx.clock.now(), ctx.config.billing.timeZone);
  const queueTicket = (number: number, state: string) => ({
    partnerId,
    realmId: world.mine.realm.id,
    day: queueDay,
    number,
    state,
    device: `roles-${number}`,
    ...(state === 'called' && { calledAt: new Date() }),
  });
  fixtures.queueTicketId = (
    await ctx.db
      .insert(queueTickets)
      .values([queueTicket(1, 'called'), queueTicket(2, 'waiting')])
      .returning()
  )[0]!.id;
  const pauseSme = await createSme(ctx.db, partnerId, { name: 'Pause Cafe', ...onPlan });
  fixtures.pauseSme = pauseSme.id;
  await insertBilling(ctx.db, pauseSme);
});
afterAll(() => ctx.close());

/** A JSON body, or a multipart form (`{ form }`, for the upload routes). */
type Body = unknown;
type FormBody = { form: { fields: Record<string, string>; files: FormFile[] } };
const isForm = (body: Body): body is FormBody => typeof body === 'object' && body !== null && 'form' in body;
const call = (tokens: Tokens, method: string, url: string, body?: Body) => {
  if (isForm(body)) {
    const { body: payload, contentType } = multipartBody(body.form.fields, body.form.files);
    return ctx.app.inject({
      method: method as 'POST',
      url,
      payload,
      headers: { ...bearer(tokens.access), 'content-type': contentType },
    });
  }
  return ctx.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(tokens.access),
    ...(body !== undefined && { payload: body as object }),
  });
};

const ownId = (kind: string) =>
  ({
    partner: world.mine.partner.id,
    router: world.mine.routers[0]!.id,
    realm: world.mine.realm.id,
    sme: world.mine.sme.id,
    miner: fixtures.minerId,
    invoice: fixtures.invoiceId,
    file: fixtures.fileId,
    category: fixtures.categoryId,
    menu: fixtures.menuId,
    portal: fixtures.portalId,
    survey: fixtures.surveyId,
    advert: fixtures.advertId,
    apk: fixtures.apkId,
    user: world.mine.staff.id,
    ticket: fixtures.ticketId,
    'queue-ticket': fixtures.queueTicketId,
  })[kind]!;

/** Each admin-only operation: the body an admin sends and the status that answers it. */
const ADMIN_ONLY: Record<string, { body?: () => unknown; url?: () => string; status: number }> = {
  'PATCH /v1/routers/assign-to-partner/': {
    body: () => ({ routers: [world.mine.routers[4]!.id] }),
    status: 200,
  },
  'POST /v1/routers/{id}/device-key/': {
    url: () => `/v1/routers/${world.mine.routers[3]!.id}/device-key/`,
    status: 200,
  },
  'POST /v1/routers/{id}/radius-secret/': {
    url: () => `/v1/routers/${world.mine.routers[3]!.id}/radius-secret/`,
    status: 200,
  },
  'PATCH /v1/routers/{id}/radius/': { body: () => ({ require_message_authenticator: 'yes' }), status: 200 },
  'POST /v1/yocto/partner/{partnerId}/miner/': { body: () => [world.mine.routers[2]!.id], status: 201 },
  'PATCH /v1/yocto/partner/{partnerId}/miner/{minerId}/': {
    body: () => ({ status: 'running' }),
    status: 200,
  },
  'DELETE /v1/yocto/partner/{partnerId}/miner/{minerId}/': { status: 204 },
  'PATCH /v1/realms/{id}/': { body: () => ({ type: 'Sub Realm' }), status: 200 },
  'POST /v1/partner/billing/payment/': {
    body: () => ({ billing_id: fixtures.billing.id, amount: fixtures.billing.finalAmount, method: 'cash' }),
    status: 200,
  },
  'POST /v1/partner/billing/activate/': { body: () => ({ sme_id: fixtures.activateSme }), status: 200 },
  'POST /v1/partner/billing/pause/': {
    body: () => ({ sme_id: fixtures.pauseSme, action: 'pause' }),
    status: 200,
  },
  'POST /v1/discount-coupon/': {
    body: () => ({
      sme: world.mine.sme.id,
      addons: [fixtures.addonId],
      code: 'ROLE10',
      percentage_discount: 10,
    }),
    status: 201,
  },
  'POST /v1/partner/subscription/': { body: () => ({ name: 'Plus', price: 10 }), status: 201 },
  'POST /v1/apks/': {
    body: (): FormBody => ({
      form: {
        fields: { name: 'Roles upload', apk_type: 'Kiosk App' },
        files: [
          {
            field: 'file',
            name: 'app.apk',
            type: 'application/vnd.android.package-archive',
            content: APK_FIXTURES.kioskV12.bytes,
          },
        ],
      },
    }),
    status: 201,
  },
  'DELETE /v1/apks/{id}/': { url: () => `/v1/apks/${fixtures.apkToDelete}/`, status: 204 },
  'POST /v1/auth/users/': {
    body: () => ({
      first_name: 'Role',
      last_name: 'Case',
      email: 'role-case@example.com',
      phone: '+250788123987',
      user_type: 'Field Officer',
    }),
    status: 201,
  },
  'PATCH /v1/auth/users/{id}/details/': { body: () => ({ area_of_operation: 'Huye' }), status: 200 },
  'POST /v1/auth/users/{id}/reset-password/': { status: 200 },
  'POST /v1/vouchers/automation-preference/': {
    body: () => ({ default_duration: '2_hours', custom_duration: null, autoconnect_daily_usage: null }),
    status: 200,
  },
  'POST /v1/vouchers/purchase-preference/': {
    body: () => [{ price: '100 RWF', duration_in_minutes: 20 }],
    status: 200,
  },
  // What raises an alert is the partner's policy (issue 29 §1); staff read it.
  'PATCH /v1/alerts/settings/': { body: () => ({ offline_minutes: 30 }), status: 200 },
  // The currency the partner reads money in is a money setting (decision 061); staff read it.
  'PATCH /v1/partners/{id}/currency/': { body: () => ({ display_currency: 'USD' }), status: 200 },
  // Another person's alert deliveries are the admin's; each user reads and changes their own (decision 055).
  'GET /v1/alerts/preferences/users/{id}/': { status: 200 },
  'PATCH /v1/alerts/preferences/users/{id}/': {
    body: () => ({ preferences: [{ kind: 'disk_full', mail: true, sms: false }] }),
    status: 200,
  },
  // Add-ons, guest login fields and speed limits are access (decision 063).
  'PATCH /v1/partners/{id}/': { body: () => ({ has_survey_addon_enabled: true }), status: 200 },
  // Where the partner's money is collected (issue 32, decision 077): the admin's, reading included.
  'GET /v1/partners/{id}/mobile-money/': { status: 200 },
  'PUT /v1/partners/{id}/mobile-money/mtn-momo/': {
    body: () => ({
      environment: 'sandbox',
      subscription_key: 'roles-subscription-key',
      api_user: '0c6a3a43-5b8e-4f7e-9d1c-2b4e6f8a0c1d',
      api_key: 'roles-api-key',
      target_environment: 'sandbox',
      callback_host: 'localhost',
    }),
    status: 200,
  },
  'PUT /v1/partners/{id}/mobile-money/airtel-money/': {
    body: () => ({
      environment: 'sandbox',
      client_id: 'roles-client',
      client_secret: 'roles-client-secret',
      country: 'RW',
      currency: 'RWF',
    }),
    status: 200,
  },
  'DELETE /v1/partners/{id}/mobile-money/mtn-momo/': { status: 204 },
  'DELETE /v1/partners/{id}/mobile-money/airtel-money/': { status: 204 },
  // Pricing is money (decision 036).
  'POST /v1/internet-settings/': {
    body: () => ({
      name: 'Roles pack',
      price_per_gb: 1000,
      minimum_profit_percentage: 20,
      max_speed_in_mbps: 4,
    }),
    status: 201,
  },
};

describe('admin-only operations', () => {
  it('has a case for every operation the document marks admin-only, and no other', () => {
    const adminOnly = operations.filter((op) => op.requires?.role === 'partner_admin').map(keyOf);
    expect(adminOnly.sort()).toEqual(Object.keys(ADMIN_ONLY).sort());
  });

  it.each(Object.keys(ADMIN_ONLY))(
    '%s answers partner_staff 403, changes nothing, and works for partner_admin',
    async (key) => {
      const op = operations.find((o) => keyOf(o) === key)!;
      const spec = ADMIN_ONLY[key]!;
      const url = spec.url?.() ?? fillPath(op, ownId);
      const body = spec.body?.();
      const before = await databaseDigest(ctx.db);
      const refused = await call(staff, op.method, url, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: `Only a partner admin can ${op.requires!.action}.` });
      expect(await databaseDigest(ctx.db)).toEqual(before);
      const done = await call(world.mine.tokens, op.method, url, body);
      expect(done.statusCode, done.body).toBe(spec.status);
    },
  );
});

describe('PATCH /v1/smes/{id}/: the fields only a partner admin may change', () => {
  const PLAN = "change an SME's price, subscription plan, auto-suspend or SMS package";
  const cases: [string, () => unknown, string][] = [
    ['custom_price', () => 15000, PLAN],
    ['subscription_plan', () => fixtures.otherPlanId, PLAN],
    ['auto_suspend', () => false, PLAN],
    ['sms_package', () => fixtures.smsPackageId, PLAN],
    ['is_active', () => false, 'suspend or activate SMEs'],
    ['is_terminated', () => true, 'terminate or restore SMEs'],
  ];
  it.each(cases)(
    '%s: staff 403 with nothing changed (not even the name sent with it); admin 200',
    async (field, value, action) => {
      const sme = await createSme(ctx.db, world.mine.partner.id, { subscriptionPlanId: fixtures.planId });
      const url = `/v1/smes/${sme.id}/`;
      const before = await databaseDigest(ctx.db);
      const refused = await call(staff, 'PATCH', url, { name: 'Renamed Cafe', [field]: value() });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: `Only a partner admin can ${action}.` });
      expect(await databaseDigest(ctx.db)).toEqual(before);
      const done = await call(world.mine.tokens, 'PATCH', url, { [field]: value() });
      expect(done.statusCode, done.body).toBe(200);
    },
  );
});

describe("POST /v1/smes/: a price of its own or no auto-suspend is the admin's on create too", () => {
  const body = (n: number, extra: Record<string, unknown>) => ({
    name: `Priced Cafe ${n}`,
    tin_number: `55500${n}`,
    admin_name: 'Priced Admin',
    admin_phone: '+250788000003',
    admin_email: `priced-${n}@example.com`,
    location: 'Kigali',
    subscription_plan: fixtures.planId,
    type: 'Hotels',
    ...extra,
  });
  it.each([
    ['custom_price', { custom_price: 1 }],
    ['auto_suspend', { auto_suspend: false }],
  ] as const)('%s: staff 403 with nothing written; admin 201', async (_field, extra) => {
    const n = Math.floor(Math.random() * 1e6);
    const before = await databaseDigest(ctx.db);
    const refused = await call(staff, 'POST', '/v1/smes/', body(n, extra));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail:
        "Only a partner admin can change an SME's price, subscription plan, auto-suspend or SMS package.",
    });
    expect(await databaseDigest(ctx.db)).toEqual(before);
    const done = await call(world.mine.tokens, 'POST', '/v1/smes/', body(n, extra));
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject(extra);
  });

  it('staff may send the defaults (no price of its own, auto-suspend on)', async () => {
    const n = Math.floor(Math.random() * 1e6);
    const res = await call(staff, 'POST', '/v1/smes/', body(n, { custom_price: '', auto_suspend: true }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ custom_price: null, auto_suspend: true });
  });
});

/** Reads that need a query to answer 200: a box (advert analytics, the report) and a format. */
const READ_QUERIES: Record<string, () => string> = {
  'GET /v1/advert/view/analytics': () => `?router=${world.mine.routers[0]!.serialNumber}`,
  'GET /v1/analytics/report/': () => `?format=csv&router=${world.mine.routers[0]!.serialNumber}`,
};

describe('daily operations: partner_staff', () => {
  it('reads every dashboard list and detail', async () => {
    // Staff read everything but what the document marks admin-only (another person's alert deliveries)
    // and the support inbox (the platform's support agents', decision 072).
    const reads = operations.filter(
      (op) =>
        op.method === 'GET' &&
        op.path.startsWith('/v1/') &&
        op.requires?.role !== 'partner_admin' &&
        op.auth !== 'support-agent',
    );
    expect(reads.length).toBeGreaterThan(20);
    for (const op of reads) {
      const res = await call(staff, 'GET', `${fillPath(op, ownId)}${READ_QUERIES[keyOf(op)]?.() ?? ''}`);
      expect(res.statusCode, `${keyOf(op)}: ${res.body}`).toBe(200);
    }
  });

  type StaffCase = [string, 'POST' | 'PATCH' | 'PUT', () => string, () => unknown, number];
  const staffCases: StaffCase[] = [
    [
      'edits a router',
      'PATCH',
      () => `/v1/routers/${world.mine.routers[0]!.id}/`,
      () => ({ ssid: 'staff_ssid', location_name: 'Huye' }),
      200,
    ],
    [
      'adds routers to a realm',
      'POST',
      () => '/v1/routers/add-to-realm/',
      () => ({ realm: world.mine.realm.id, routers: [world.mine.routers[0]!.id] }),
      200,
    ],
    [
      'removes routers from a realm',
      'PATCH',
      () => '/v1/routers/add-to-realm/',
      () => ({ realm: world.mine.realm.id, routers: [world.mine.routers[0]!.id] }),
      200,
    ],
    [
      'assigns routers to an SME',
      'PATCH',
      () => '/v1/routers/assign-to-sme/',
      () => ({ sme: world.mine.sme.id, routers: [world.mine.routers[0]!.id] }),
      200,
    ],
    [
      'unassigns routers from their SME',
      'PATCH',
      () => '/v1/routers/add-to-sme/',
      () => ({ routers: [world.mine.routers[0]!.id] }),
      200,
    ],
    ['creates a realm', 'POST', () => '/v1/realms/', () => ({ name: 'Staff Realm' }), 201],
    // Running the venue's queue is staff's everyday work (issue 30 §3, decision 067).
    [
      'calls the next guest of the queue',
      'POST',
      () => `/v1/queues/realms/${world.mine.realm.id}/call-next/`,
      () => undefined,
      200,
    ],
    [
      'marks a called queue ticket served',
      'POST',
      () => `/v1/queues/queue-tickets/${fixtures.queueTicketId}/served/`,
      () => undefined,
      200,
    ],
    [
      'registers an SME',
      'POST',
      () => '/v1/smes/',
      () => ({
        name: 'Staff Cafe',
        tin_number: '987654321',
        admin_name: 'Staff Admin',
        admin_phone: '+250788000002',
        admin_email: 'staff-registered@example.com',
        location: 'Kigali',
        subscription_plan: fixtures.planId,
        type: 'Hotels',
      }),
      201,
    ],
    [
      'adds a media category',
      'POST',
      () => '/v1/categories/',
      () => ({ name: 'Staff Category', realm: world.mine.realm.id }),
      201,
    ],
    [
      'disables an offline file',
      'PATCH',
      () => `/v1/files/${fixtures.fileId}/`,
      () => ({ status: 'Disabled' }),
      200,
    ],
    [
      'opens a support ticket',
      'POST',
      () => '/v1/tickets/',
      () => ({ subject: 'Staff', department: 'Other', priority: 'Low' }),
      201,
    ],
    [
      'replies on a support ticket (whoever may open one may reply, issue 29 §3)',
      'POST',
      () => `/v1/tickets/${fixtures.ticketId}/messages/`,
      () => ({ body: 'Staff reply' }),
      201,
    ],
    ['marks every alert read', 'POST', () => '/v1/alerts/read-all/', () => undefined, 204],
    [
      'adds a survey',
      'POST',
      () => '/v1/surveys/',
      () => ({ title: 'Staff survey', realm: world.mine.realm.id, enabled: true }),
      201,
    ],
    [
      "saves a survey's questions",
      'PUT',
      () => `/v1/survey-questions/?survey=${fixtures.surveyId}`,
      () => ({ questions: [{ text: 'Staff question', answer_type: 'paragraph' }] }),
      200,
    ],
    [
      'edits an SME profile',
      'PATCH',
      () => `/v1/smes/${world.mine.sme.id}/`,
      () => ({ name: 'Staff Renamed', tin_number: '111222333', location: 'Musanze' }),
      200,
    ],
  ];
  it.each(staffCases)('%s', async (_what, method, url, body, status) => {
    const res = await call(staff, method, url(), body());
    expect(res.statusCode, res.body).toBe(status);
  });
});
