import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addons,
  alerts,
  foodDrinkMenus,
  hotelStays,
  miners,
  partners,
  queueTickets,
  routers,
  tickets,
} from '../src/db/schema';
import { portalOfRouter } from './helpers/portal-world';
import { insertAdvert } from './helpers/advert-world';
import { samplePng } from './helpers/sample-files';
import type { TestContext } from './helpers/app';
import { billingContext, createPlan, insertBilling } from './helpers/billing-world';
import { type IdKind, type Operation, fillPath, keyOf, loadOperations } from './helpers/openapi';
import { bearer } from './helpers/session';
import { databaseDigest } from './helpers/snapshot';
import { twoPartners } from './helpers/world';
import { createKiosk, createUser } from './helpers/factories';
import { insertSession, insertVoucher } from './helpers/voucher-world';
import { SAMPLES, formBody, insertCategory, insertMediaFile } from './helpers/media-world';
import { insertSurvey } from './helpers/survey-world';
import { ratings } from '../src/db/schema';
import { APK_FIXTURES, insertApk } from './helpers/apk-files';

/**
 * The tenant rule (issue 8 §5, decision 003), walked over every operation the OpenAPI document lists:
 * the caller (partner admin of "mine", Premium plan, so no role or plan refuses first) names the other
 * partner ("theirs") in `partner=`, in a body `partner`, in each path parameter and in each body id, and
 * every such call answers 404 and changes nothing. A route added later is walked too: one that has a body
 * or a path parameter the walk does not know fails here until its tenant case is written below.
 */

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let operations: Operation[];
type Side = Awaited<ReturnType<typeof sideOf>>;
let mine: Side;
let theirs: Side;
let addonId: number;

async function sideOf(side: Awaited<ReturnType<typeof twoPartners>>['mine']) {
  const plan = await createPlan(ctx.db, side.partner.id);
  const router = side.routers[0]!;
  const miningRouter = side.routers[2]!;
  await ctx.db.update(routers).set({ hasBeenAssignedXmrig: true }).where(eq(routers.id, miningRouter.id));
  const [miner] = await ctx.db
    .insert(miners)
    .values({ partnerId: side.partner.id, routerId: miningRouter.id })
    .returning();
  const { billing, invoice } = await insertBilling(ctx.db, side.sme);
  // Vouchers may be created (part 2 §6): the own calls would succeed without the tenant rule.
  await ctx.db.update(partners).set({ subscriptionPlan: 'Pro' }).where(eq(partners.id, side.partner.id));
  const voucher = await insertVoucher(ctx, {
    partnerId: side.partner.id,
    code: side.partner.id === world.mine.partner.id ? 'WAKMNEAA' : 'WAKTHRAA',
    // A batch of one, for the print sheet's {batch}.
    batchId: `walk-${side.partner.id}`,
  });
  const session = await insertSession(ctx, { partnerId: side.partner.id, routerId: router.id });
  // Offline files, categories and menus (issue 11); the menu add-on on, so only the tenant rule refuses.
  await ctx.db
    .update(partners)
    .set({
      hasFoodDrinkMenuFeatureEnabled: true,
      hasVoucherSmsFeatureEnabled: true,
      // The Queue System on (issue 30 §3): only the tenant rule refuses its calls.
      hasQueueManagementAddonEnabled: true,
    })
    .where(eq(partners.id, side.partner.id));
  const prefix = side.partner.id === world.mine.partner.id ? 'mine' : 'theirs';
  const category = await insertCategory(ctx, side.partner.id, side.realm.id, `${prefix} Walk category`);
  const file = await insertMediaFile(ctx, {
    partnerId: side.partner.id,
    realmId: side.realm.id,
    categoryId: category.id,
    name: `${prefix} walk.pdf`,
    withThumbnail: true,
  });
  const menuFile = await ctx.app.deps.files.put('menus', 'pdf', SAMPLES.pdf);
  const [menu] = await ctx.db
    .insert(foodDrinkMenus)
    .values({
      partnerId: side.partner.id,
      realmId: side.realm.id,
      menuType: 'food',
      originalFileName: `${prefix} menu.pdf`,
      fileKey: menuFile.key,
      sizeBytes: menuFile.size,
    })
    .returning();
  // A survey with questions and a rating (issue 12 §4, §5), named after the side like every other row.
  const { survey } = await insertSurvey(ctx, {
    partnerId: side.partner.id,
    realmId: side.realm.id,
    title: `${prefix} Walk survey`,
  });
  await ctx.db.insert(ratings).values({
    partnerId: side.partner.id,
    routerId: router.id,
    viewerId: 'walk',
    rating: 4,
    comment: `${prefix} rating`,
  });
  const apk = await insertApk(ctx, side.partner.id, `${prefix} Walk APK`);
  // A free kiosk and a micro franchisee without one (issue 13 §3): the own assign would succeed.
  const kiosk = await createKiosk(ctx.db, side.partner.id, { serialNumber: `${prefix.toUpperCase()}-KIOSK` });
  const franchisee = await createUser(ctx.db, {
    partnerId: side.partner.id,
    role: 'micro_franchisee',
    userType: 'Micro Franchisee',
    firstName: prefix,
  });
  // A box offline alert (issue 29 §1), to mark read.
  const [alert] = await ctx.db
    .insert(alerts)
    .values({
      partnerId: side.partner.id,
      kind: 'box_offline',
      routerId: router.id,
      subjectKey: `router:${router.id}`,
      subject: router.serialNumber,
      openedAt: new Date(),
    })
    .returning();
  // A support ticket, to read and reply on (issue 29 §3).
  const [ticket] = await ctx.db
    .insert(tickets)
    .values({
      partnerId: side.partner.id,
      subject: `${prefix} ticket`,
      department: 'Router',
      priority: 'Low',
    })
    .returning();
  const [queueTicket] = await ctx.db
    .insert(queueTickets)
    .values({
      partnerId: side.partner.id,
      realmId: side.realm.id,
      day: new Date().toISOString().slice(0, 10),
      number: 1,
      state: 'called',
      device: `${prefix}-walk`,
      calledAt: new Date(),
    })
    .returning();
  // A current hotel stay, the HMS add-on on (issue 30 §3).
  await ctx.db.update(partners).set({ hasHmsAddonEnabled: true }).where(eq(partners.id, side.partner.id));
  const now = ctx.clock.now().getTime();
  const [stay] = await ctx.db
    .insert(hotelStays)
    .values({
      partnerId: side.partner.id,
      realmId: side.realm.id,
      roomNumber: `${prefix}-101`,
      roomKey: `${prefix}-101`,
      lastName: `${prefix} Guest`,
      lastNameKey: `${prefix} guest`,
      checkIn: new Date(now - 86_400_000),
      checkOut: new Date(now + 86_400_000),
    })
    .returning();
  const ids: Record<IdKind, number | string> = {
    partner: side.partner.id,
    router: router.id,
    realm: side.realm.id,
    sme: side.sme.id,
    miner: miner!.id,
    invoice: invoice.id,
    slug: side.partner.slug,
    code: voucher.code,
    session: session.id,
    batch: voucher.batchId!,
    file: file.id,
    category: category.id,
    menu: menu!.id,
    portal: (await portalOfRouter(ctx, router.id)).id,
    survey: survey.id,
    advert: (
      await insertAdvert(ctx, {
        partnerId: side.partner.id,
        realmId: side.realm.id,
        title: `${prefix} advert`,
      })
    ).id,
    apk: apk.id,
    user: side.staff.id,
    alert: alert!.id,
    ticket: ticket!.id,
    'queue-ticket': queueTicket!.id,
    stay: stay!.id,
  };
  return { ...side, plan, router, billing, category, kiosk, franchisee, ids };
}

beforeAll(async () => {
  ctx = await billingContext();
  world = await twoPartners(ctx);
  mine = await sideOf(world.mine);
  theirs = await sideOf(world.theirs);
  addonId = (await ctx.db.select({ id: addons.id }).from(addons).limit(1))[0]!.id;
  // Not the public routes, nor the inbound-mail webhook: its caller is the mail relay, not a partner, and
  // its ticket is the one whose secret token the mail names (tests/ticket-conversations.test.ts). Nor the
  // support inbox: its callers are the platform's support agents, of no partner, and partners' users are
  // refused it whatever they name (tests/assistant-inbox.test.ts).
  operations = (await loadOperations(ctx)).filter(
    (op) =>
      (op.path.startsWith('/v1/') || op.path.startsWith('/radius/')) &&
      op.auth !== 'public' &&
      op.auth !== 'inbound-mail' &&
      op.auth !== 'support-agent',
  );
});
afterAll(() => ctx.close());

type Bodies = {
  /** A body the caller may send about its own objects: the call would succeed without the tenant rule. */
  own: () => unknown;
  /** The same call naming the other partner's objects in the body. */
  foreign?: () => unknown[];
};

/** Every operation with a body has its case here; the walk fails for one that has none. */
const walkStay = {
  room_number: 'Walk 1',
  last_name: 'Walker',
  check_in: '2030-01-01 14:00',
  check_out: '2030-01-03 11:00',
};
const walkCsv =
  'room_number,last_name,first_name,check_in,check_out\nW1,Walker,,2030-01-01 14:00,2030-01-03 11:00\n';
const BODIES: Record<string, Bodies> = {
  'POST /v1/2fa/verify/': { own: () => ({ token: '123456' }) },
  'POST /v1/users/update-password/': {
    own: () => ({ current_password: 'Test@2345', new_password: 'Walk@23456' }),
  },
  'POST /v1/auth/users/set_password/': {
    own: () => ({ current_password: 'Test@2345', new_password: 'Walk@23456' }),
  },
  'POST /v1/terms/accept/': { own: () => ({ version: '1.0' }) },
  'PATCH /v1/routers/{id}/': { own: () => ({ ssid: 'walk', location_name: 'walk' }) },
  'POST /v1/captive-portal/{id}/apply/': {
    own: () => ({ all: true }),
    foreign: () => [{ portals: [theirs.ids.portal] }],
  },
  'PATCH /v1/routers/{id}/radius/': { own: () => ({ require_message_authenticator: 'yes' }) },
  'POST /v1/routers/add-to-realm/': {
    own: () => ({ realm: mine.realm.id, routers: [mine.router.id] }),
    foreign: () => [
      { realm: theirs.realm.id, routers: [mine.router.id] },
      { realm: mine.realm.id, routers: [theirs.router.id] },
    ],
  },
  'PATCH /v1/routers/add-to-realm/': {
    own: () => ({ realm: mine.realm.id, routers: [mine.router.id] }),
    foreign: () => [
      { realm: theirs.realm.id, routers: [mine.router.id] },
      { realm: mine.realm.id, routers: [theirs.router.id] },
    ],
  },
  'PATCH /v1/routers/assign-to-sme/': {
    own: () => ({ sme: mine.sme.id, routers: [mine.router.id] }),
    foreign: () => [
      { sme: theirs.sme.id, routers: [mine.router.id] },
      { sme: mine.sme.id, routers: [theirs.router.id] },
    ],
  },
  'PATCH /v1/routers/add-to-sme/': {
    own: () => ({ routers: [mine.router.id] }),
    foreign: () => [{ routers: [theirs.router.id] }],
  },
  'PATCH /v1/routers/assign-to-partner/': {
    own: () => ({ routers: [mine.router.id] }),
    foreign: () => [{ routers: [theirs.router.id] }],
  },
  'POST /v1/yocto/partner/{partnerId}/miner/': {
    own: () => [mine.routers[1]!.id],
    foreign: () => [[theirs.routers[1]!.id]],
  },
  'PATCH /v1/yocto/partner/{partnerId}/miner/{minerId}/': { own: () => ({ status: 'running' }) },
  'POST /v1/realms/': {
    own: () => ({ name: 'Walk Realm' }),
    foreign: () => [{ name: 'Walk Realm', sme: theirs.sme.id }],
  },
  'PATCH /v1/realms/{id}/': { own: () => ({ type: 'Sub Realm' }) },
  'POST /v1/smes/': {
    own: () => ({
      name: 'Walk Cafe',
      tin_number: '123456789',
      admin_name: 'Walk Admin',
      admin_phone: '+250788000001',
      admin_email: 'walk-admin@example.com',
      location: 'Kigali',
      subscription_plan: mine.plan.id,
      type: 'Hotels',
    }),
  },
  'PATCH /v1/smes/{id}/': { own: () => ({ name: 'Walk Cafe' }) },
  'POST /v1/partner/billing/payment/': {
    own: () => ({ billing_id: mine.billing.id, amount: mine.billing.finalAmount, method: 'cash' }),
    foreign: () => [{ billing_id: theirs.billing.id, amount: theirs.billing.finalAmount, method: 'cash' }],
  },
  'POST /v1/partner/billing/activate/': {
    own: () => ({ sme_id: mine.sme.id }),
    foreign: () => [{ sme_id: theirs.sme.id }],
  },
  'POST /v1/partner/billing/pause/': {
    own: () => ({ sme_id: mine.sme.id, action: 'pause' }),
    foreign: () => [{ sme_id: theirs.sme.id, action: 'pause' }],
  },
  'POST /v1/discount-coupon/': {
    own: () => ({ sme: mine.sme.id, addons: [addonId], code: 'WALK10', percentage_discount: 10 }),
    foreign: () => [{ sme: theirs.sme.id, addons: [addonId], code: 'WALK10', percentage_discount: 10 }],
  },
  'POST /v1/partner/subscription/': { own: () => ({ name: 'Plus', price: 10 }) },
  'POST /radius/{slug}/admin/vouchers/create': {
    own: () => ({ duration: 600, realm: mine.realm.id }),
    foreign: () => [{ duration: 600, realm: theirs.realm.id }],
  },
  'POST /radius/{slug}/admin/vouchers/create/bulk': {
    own: () => ({ duration: 600, count: 3, realm: mine.realm.id }),
    foreign: () => [{ duration: 600, count: 3, realm: theirs.realm.id }],
  },
  'POST /radius/{slug}/admin/vouchers/{code}/sms/': { own: () => ({ phone: '+250788000999' }) },
  // A code is not an id the walk can swap: another partner's code is skipped as not found (own test file).
  'POST /radius/{slug}/admin/vouchers/revoke/bulk': { own: () => ({ codes: ['WAKMNEAA'] }) },
  'POST /v1/vouchers/automation-preference/': {
    own: () => ({ default_duration: '1_hour', custom_duration: null, autoconnect_daily_usage: null }),
  },
  'POST /v1/vouchers/purchase-preference/': { own: () => [{ price: '100 RWF', duration_in_minutes: 20 }] },
  'PATCH /v1/files/{id}/': { own: () => ({ status: 'Disabled' }) },
  'POST /v1/categories/': {
    own: () => ({ name: 'Walk Category', realm: mine.realm.id }),
    foreign: () => [{ name: 'Walk Category', realm: theirs.realm.id }],
  },
  'POST /v1/surveys/': {
    own: () => ({ title: 'Walk survey', realm: mine.realm.id, enabled: true }),
    foreign: () => [{ title: 'Walk survey', realm: theirs.realm.id, enabled: true }],
  },
  'PUT /v1/survey-questions/': {
    own: () => ({ questions: [{ text: 'Walk question', answer_type: 'short_answer' }] }),
  },
  'POST /v1/hotel-stays/': {
    own: () => ({ ...walkStay, realm: mine.realm.id }),
    foreign: () => [{ ...walkStay, realm: theirs.realm.id }],
  },
  'PATCH /v1/hotel-stays/{id}/': { own: () => ({ room_number: 'Walk 2' }) },
  'POST /v1/hotel-stays/import/': {
    own: () => ({ realm: mine.realm.id, csv: walkCsv }),
    foreign: () => [{ realm: theirs.realm.id, csv: walkCsv }],
  },
  'POST /v1/internet-settings/': {
    own: () => ({
      name: 'Walk pack',
      price_per_gb: 1000,
      minimum_profit_percentage: 20,
      max_speed_in_mbps: 4,
    }),
  },
  'POST /v1/analytics/wifianalytics/': {
    own: () => ({ router_serial_number: mine.router.serialNumber }),
    foreign: () => [
      { router_serial_number: theirs.router.serialNumber },
      { router_serial_numbers: [mine.router.serialNumber, theirs.router.serialNumber] },
    ],
  },
  'POST /v1/analytics/wifi-v2/': {
    own: () => ({ router_serial_number: mine.router.serialNumber }),
    foreign: () => [
      { router_serial_number: theirs.router.serialNumber },
      { router_serial_numbers: [theirs.router.serialNumber] },
    ],
  },
  'POST /v1/analytics/insight-v2/': {
    own: () => ({ router_serial_numbers: [mine.router.serialNumber] }),
    foreign: () => [
      { router_serial_number: theirs.router.serialNumber },
      { router_serial_numbers: [mine.router.serialNumber, theirs.router.serialNumber] },
    ],
  },
  'POST /v1/analytics/device-vendor/': {
    own: () => ({ router: mine.router.serialNumber }),
    foreign: () => [{ router: theirs.router.serialNumber }],
  },
  'POST /v1/kiosks/assign-to-micro-franchisee/': {
    own: () => ({ kiosks: [{ id: mine.kiosk.id }], micro_franchisee: mine.franchisee.id }),
    foreign: () => [
      { kiosks: [{ id: theirs.kiosk.id }], micro_franchisee: mine.franchisee.id },
      { kiosks: [{ id: mine.kiosk.id }], micro_franchisee: theirs.franchisee.id },
    ],
  },
  'POST /v1/kiosks/unassign-from-micro-franchisee/': {
    own: () => ({ kiosks: [{ id: mine.kiosk.id }] }),
    foreign: () => [{ kiosks: [{ id: theirs.kiosk.id }] }, { micro_franchisee: theirs.franchisee.id }],
  },
  'POST /v1/auth/users/': {
    own: () => ({
      first_name: 'Walk',
      last_name: 'Person',
      email: 'walk-person@example.com',
      phone: '+250788000777',
      user_type: 'Field Officer',
    }),
  },
  'PATCH /v1/auth/users/{id}/details/': { own: () => ({ area_of_operation: 'Walk' }) },
  'PATCH /v1/alerts/settings/': { own: () => ({ offline_minutes: 30 }) },
  'PATCH /v1/partners/{id}/currency/': { own: () => ({ display_currency: 'USD' }) },
  'PATCH /v1/partners/{id}/': { own: () => ({ has_survey_addon_enabled: false }) },
  'PUT /v1/partners/{id}/mobile-money/mtn-momo/': {
    own: () => ({
      environment: 'sandbox',
      subscription_key: 'walk-subscription-key',
      api_user: '0c6a3a43-5b8e-4f7e-9d1c-2b4e6f8a0c1d',
      api_key: 'walk-api-key',
      target_environment: 'sandbox',
      callback_host: 'localhost',
    }),
  },
  'PUT /v1/partners/{id}/mobile-money/airtel-money/': {
    own: () => ({
      environment: 'sandbox',
      client_id: 'walk-client',
      client_secret: 'walk-client-secret',
      country: 'RW',
      currency: 'RWF',
    }),
  },
  'PATCH /v1/alerts/preferences/': {
    own: () => ({ preferences: [{ kind: 'disk_full', mail: true, sms: false }] }),
  },
  'PATCH /v1/alerts/preferences/users/{id}/': {
    own: () => ({ preferences: [{ kind: 'disk_full', mail: true, sms: false }] }),
  },
  'POST /v1/tickets/': {
    own: () => ({ subject: 'Walk', department: 'Router', priority: 'Low', message: '' }),
  },
  'POST /v1/tickets/{id}/messages/': { own: () => ({ body: 'Walk reply' }) },
  'POST /v1/analytics/router-metrics/': {
    own: () => ({ router_serial_number: mine.router.serialNumber }),
    foreign: () => [
      { router_serial_number: theirs.router.serialNumber },
      { router_serial_numbers: [mine.router.serialNumber, theirs.router.serialNumber] },
    ],
  },
  'POST /v1/analytics/router-speed/': {
    own: () => ({ router_serial_number: mine.router.serialNumber }),
    foreign: () => [
      { router_serial_number: theirs.router.serialNumber },
      { router_serial_numbers: [mine.router.serialNumber, theirs.router.serialNumber] },
    ],
  },
  'POST /v1/analytics/network-usage/': {
    own: () => ({ router_serial_number: mine.router.serialNumber }),
    foreign: () => [
      { router_serial_number: theirs.router.serialNumber },
      { router_serial_numbers: [mine.router.serialNumber, theirs.router.serialNumber] },
    ],
  },
  'POST /v1/analytics/router-signal-strength/': {
    own: () => ({ router_serial_number: mine.router.serialNumber }),
    foreign: () => [
      { router_serial_number: theirs.router.serialNumber },
      { router_serial_numbers: [mine.router.serialNumber, theirs.router.serialNumber] },
    ],
  },
  'POST /v1/analytics/network-usage-and-connected-clients/': {
    own: () => ({ router: mine.router.serialNumber }),
    foreign: () => [{ router: theirs.router.serialNumber }],
  },
};

/** Multipart operations: a form the caller may send about its own objects, and the same naming theirs. */
type Form = {
  fields: Record<string, string>;
  files: { field: string; name: string; type: string; content: Buffer }[];
};
const pdfPart = (field = 'file') => ({
  field,
  name: 'walk.pdf',
  type: 'application/pdf',
  content: SAMPLES.pdf,
});
const FORMS: Record<string, { own: () => Form; foreign: () => Form[] }> = {
  'POST /v1/files/': {
    own: () => ({ fields: mediaForm(mine.realm.id, mine.category.id), files: [pdfPart()] }),
    foreign: () => [
      { fields: mediaForm(theirs.realm.id, mine.category.id), files: [pdfPart()] },
      { fields: mediaForm(mine.realm.id, theirs.category.id), files: [pdfPart()] },
    ],
  },
  'POST /v1/verts/': {
    own: () => ({ fields: advertForm(mine.realm.id), files: [landscapePart()] }),
    foreign: () => [
      { fields: advertForm(theirs.realm.id), files: [landscapePart()] },
      {
        fields: { ...advertForm(mine.realm.id), partner: String(theirs.partner.id) },
        files: [landscapePart()],
      },
    ],
  },
  'POST /v1/apks/': {
    own: () => ({ fields: { name: 'Walk APK', apk_type: 'Kiosk App' }, files: [apkPart()] }),
    foreign: () => [
      {
        fields: { name: 'Walk APK', apk_type: 'Kiosk App', partner: String(theirs.partner.id) },
        files: [apkPart()],
      },
    ],
  },
  'POST /v1/food-drink-menu/': {
    own: () => ({ fields: { realm: String(mine.realm.id), menu_type: 'drinks' }, files: [pdfPart()] }),
    foreign: () => [{ fields: { realm: String(theirs.realm.id), menu_type: 'drinks' }, files: [pdfPart()] }],
  },
};
const apkPart = () => ({
  field: 'file',
  name: 'walk.apk',
  type: 'application/vnd.android.package-archive',
  content: APK_FIXTURES.kioskV7.bytes,
});
const advertForm = (realm: number) => ({
  title: 'Walk advert',
  short_description: 'Walk',
  ad_type: 'Image',
  realm: String(realm),
  is_active: 'true',
});
/** A landscape picture (the advert landscape rule, width/height ≥ 1.7). */
const landscapePart = () => ({
  field: 'file',
  name: 'walk.png',
  type: 'image/png',
  content: samplePng(34, 20),
});
const mediaForm = (realm: number, category: number) => ({
  realm: String(realm),
  category: String(category),
  file_type: 'Document',
  status: 'Enabled',
  description: 'Walk',
  original_file_name: `walk-${realm}-${category}.pdf`,
});

/** Operations naming their object in the query (?id=, ?survey=): the parameter and the id's kind. */
const QUERY_IDS: Record<string, { param: string; kind: IdKind }> = {
  'PATCH /v1/captive-portal/reset/': { param: 'id', kind: 'portal' },
  'PUT /v1/survey-questions/': { param: 'survey', kind: 'survey' },
  'GET /v1/analytics/queueing/': { param: 'realm', kind: 'realm' },
};

/**
 * GET operations that need a query to answer 200 (a box, a format): the caller's own query, and the same
 * naming the other partner's boxes.
 */
const QUERIES: Record<string, { own: () => string; foreign: () => string[] }> = {
  'GET /radius/{slug}/admin/vouchers': {
    own: () => `realm=${mine.realm.id}`,
    foreign: () => [`realm=${theirs.realm.id}`],
  },
  'GET /v1/advert/view/analytics': {
    own: () => `router=${mine.router.serialNumber}`,
    foreign: () => [`router=${theirs.router.serialNumber}`],
  },
  'GET /v1/analytics/report/': {
    own: () => `format=csv&tab=sms&router=${mine.router.serialNumber}`,
    foreign: () => [`format=csv&tab=sms&router=${theirs.router.serialNumber}`],
  },
  'GET /v1/analytics/sent-token-sms/': {
    own: () => `router=${mine.router.serialNumber}`,
    foreign: () => [
      `router=${theirs.router.serialNumber}`,
      `routers=${mine.router.serialNumber},${theirs.router.serialNumber}`,
    ],
  },
  'GET /v1/analytics/advert-viewer/': {
    own: () => `routers=${mine.router.serialNumber}`,
    foreign: () => [
      `router=${theirs.router.serialNumber}`,
      `routers=${mine.router.serialNumber},${theirs.router.serialNumber}`,
    ],
  },
};
const withQuery = (op: Operation, url: string, query = QUERIES[keyOf(op)]?.own()) =>
  query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;

/** The fields a body or query uses to name a partner. */
const PARTNER_FIELDS = ['partner', 'partner_id', 'sme__partner'];

type Attempt = { what: string; url: string; body?: unknown; form?: Form };

function attemptsFor(op: Operation): Attempt[] {
  const forms = FORMS[keyOf(op)];
  if (forms) return formAttemptsFor(op, forms);
  const bodies = BODIES[keyOf(op)];
  if (op.hasBody && !bodies) throw new Error(`${keyOf(op)} has a body but no tenant case in BODIES`);
  const own = bodies?.own();
  const queryId = QUERY_IDS[keyOf(op)];
  const withQueryId = (url: string, ids: Record<IdKind, number | string>) =>
    queryId ? `${url}?${queryId.param}=${ids[queryId.kind]}` : url;
  const ownUrl = withQuery(
    op,
    withQueryId(
      fillPath(op, (kind) => mine.ids[kind]),
      mine.ids,
    ),
  );
  const attempts: Attempt[] = PARTNER_FIELDS.map((field) => ({
    what: `${field}= of the other partner`,
    url: `${ownUrl}${ownUrl.includes('?') ? '&' : '?'}${field}=${theirs.partner.id}`,
    body: own,
  }));
  for (const field of op.bodyFields.filter((f) => PARTNER_FIELDS.includes(f)))
    attempts.push({
      what: `body ${field}`,
      url: ownUrl,
      body: { ...(own as object), [field]: theirs.partner.id },
    });
  for (const param of op.pathParams)
    attempts.push({
      what: `path {${param}} of the other partner`,
      url: fillPath(op, (kind, p) => (p === param ? theirs.ids[kind] : mine.ids[kind])),
      body: own,
    });
  if (queryId)
    attempts.push({
      what: `query ${queryId.param} of the other partner's ${queryId.kind}`,
      url: withQueryId(
        fillPath(op, (kind) => mine.ids[kind]),
        theirs.ids,
      ),
      body: own,
    });
  for (const query of QUERIES[keyOf(op)]?.foreign() ?? [])
    attempts.push({
      what: `query ${query}`,
      url: withQuery(
        op,
        fillPath(op, (kind) => mine.ids[kind]),
        query,
      ),
      body: own,
    });
  for (const body of bodies?.foreign?.() ?? [])
    attempts.push({ what: `body ${JSON.stringify(body)}`, url: ownUrl, body });
  return attempts;
}

/** A multipart operation: the partner fields in the query, and forms naming the other partner's objects. */
function formAttemptsFor(op: Operation, forms: { own: () => Form; foreign: () => Form[] }): Attempt[] {
  const ownUrl = fillPath(op, (kind) => mine.ids[kind]);
  return [
    ...PARTNER_FIELDS.map((field) => ({
      what: `${field}= of the other partner`,
      url: `${ownUrl}?${field}=${theirs.partner.id}`,
      form: forms.own(),
    })),
    ...forms.foreign().map((form) => ({ what: `form ${JSON.stringify(form.fields)}`, url: ownUrl, form })),
  ];
}

/** The request an attempt sends: its JSON body, or its multipart form. */
function payloadOf(attempt: Attempt) {
  if (attempt.form) {
    const { body, contentType } = formBody(attempt.form.fields, attempt.form.files);
    return { payload: body, headers: { ...bearer(mine.tokens.access), 'content-type': contentType } };
  }
  return {
    headers: bearer(mine.tokens.access),
    ...(attempt.body !== undefined && { payload: attempt.body as object }),
  };
}

describe('the tenant rule on every operation of the OpenAPI document', () => {
  it('walks the dashboard operations (a sanity check that the document was read)', () => {
    expect(operations.length).toBeGreaterThan(40);
    for (const key of [...Object.keys(BODIES), ...Object.keys(FORMS)])
      expect(operations.map(keyOf), `${key} is in BODIES or FORMS but not in the document`).toContain(key);
  });

  it('answers 404 to every call naming the other partner or one of its objects, and changes nothing', async () => {
    const failures: string[] = [];
    for (const op of operations) {
      for (const attempt of attemptsFor(op)) {
        const before = await databaseDigest(ctx.db);
        const res = await ctx.app.inject({ method: op.method, url: attempt.url, ...payloadOf(attempt) });
        const after = await databaseDigest(ctx.db);
        if (res.statusCode !== 404)
          failures.push(`${keyOf(op)} with ${attempt.what}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
        if (changed.length > 0)
          failures.push(`${keyOf(op)} with ${attempt.what} changed ${changed.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it("never shows the other partner's rows in what the caller reads", async () => {
    const leaks: string[] = [];
    for (const op of operations.filter((o) => o.method === 'GET')) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: withQuery(
          op,
          fillPath(op, (kind) => mine.ids[kind]),
        ),
        headers: bearer(mine.tokens.access),
      });
      if (res.statusCode !== 200) leaks.push(`${keyOf(op)}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      // Every name of the other partner's rows contains "theirs" (see twoPartners).
      else if (/theirs/i.test(res.body)) leaks.push(`${keyOf(op)} shows the other partner's rows`);
    }
    expect(leaks).toEqual([]);
  }, 60_000);

  it('accepts the multipart forms about its own objects (so the refusals above are the tenant rule)', async () => {
    for (const [key, forms] of Object.entries(FORMS)) {
      const [method, path] = key.split(' ') as ['POST', string];
      const res = await ctx.app.inject({
        method,
        url: path,
        ...payloadOf({ what: 'own', url: path, form: forms.own() }),
      });
      expect(res.statusCode, `${key}: ${res.body}`).toBe(201);
    }
  });
});
