import { addOnNotActive } from '@ared/contract/add-ons';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { forgetPartners } from '../src/modules/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AREAS_HIDDEN_BY_PLAN,
  PLAN_NOT_INCLUDED,
  type TPartnerPlan,
  type TPlanArea,
} from '@ared/contract/plans';
import { partners, tickets } from '../src/db/schema';
import { createDeviceKeyResolver } from '../src/modules/devices/key-cache';
import { registerAuth } from '../src/plugins/auth/hook';
import { registerErrorHandling } from '../src/plugins/errors';
import { type TestContext, createTestContext } from './helpers/app';
import { createPlan } from './helpers/billing-world';
import { createPartner, createUser } from './helpers/factories';
import { type Operation, fillPath, keyOf, loadOperations } from './helpers/openapi';
import { insertApk } from './helpers/apk-files';
import { type Tokens, bearer, signInWithOtp } from './helpers/session';
import { databaseDigest } from './helpers/snapshot';

/**
 * Decision 011: what the spec hides from a plan's menu is refused to its calls as well (issue 8 §7). The
 * refused operations are read from the OpenAPI document (`x-requires.plan`), so every route declared in a
 * plan area is walked.
 */

let ctx: TestContext;
let operations: Operation[];
const admins = {} as Record<TPartnerPlan, { partnerId: number; tokens: Tokens }>;

const adminOf = async (plan: TPartnerPlan) => {
  const partner = await createPartner(ctx.db, { name: `${plan} Net`, plan });
  const admin = await createUser(ctx.db, { partnerId: partner.id });
  return { partnerId: partner.id, tokens: await signInWithOtp(ctx, admin.email) };
};

beforeAll(async () => {
  ctx = await createTestContext();
  // A partner's operations: not the public ones, nor the support inbox (the platform's support agents').
  operations = (await loadOperations(ctx)).filter(
    (op) => op.path.startsWith('/v1/') && op.auth !== 'public' && op.auth !== 'support-agent',
  );
  for (const plan of ['Kiosk', 'SME', 'Premium'] as const) admins[plan] = await adminOf(plan);
});
afterAll(() => ctx.close());

const call = (tokens: Tokens, method: string, url: string, body?: unknown) =>
  ctx.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(tokens.access),
    ...(body !== undefined && { payload: body as object }),
  });

const hiddenFrom = (plan: TPartnerPlan, op: Operation) =>
  op.requires?.plan !== undefined && AREAS_HIDDEN_BY_PLAN[plan].includes(op.requires.plan as TPlanArea);

describe('the Kiosk plan', () => {
  it('is refused POST /v1/smes/ and GET /v1/routers/ with the plan text', async () => {
    const { tokens } = admins.Kiosk;
    const before = await databaseDigest(ctx.db);
    for (const [method, url] of [
      ['POST', '/v1/smes/'],
      ['GET', '/v1/routers/'],
      ['GET', '/v1/partner/billing/'],
      ['GET', '/v1/realms/'],
    ] as const) {
      const res = await call(tokens, method, url, method === 'POST' ? {} : undefined);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ detail: PLAN_NOT_INCLUDED });
    }
    expect(await databaseDigest(ctx.db)).toEqual(before);
  });

  it('is refused every operation of routers, billing and SMEs, and nothing changes', async () => {
    const { tokens, partnerId } = admins.Kiosk;
    const refused = operations.filter((op) => hiddenFrom('Kiosk', op));
    // Routers, device and service status, Hash Hub, realms, SMEs, billing, payments, invoices, SMS
    // packages, coupons, add-ons, subscription plans and subscribers.
    expect(refused.length).toBeGreaterThan(35);
    const before = await databaseDigest(ctx.db);
    const answers = [];
    for (const op of refused) {
      const url = fillPath(op, (kind) => (kind === 'partner' ? partnerId : 1));
      const res = await call(tokens, op.method, url, op.hasBody ? {} : undefined);
      answers.push(`${keyOf(op)} ${res.statusCode} ${res.json().detail}`);
    }
    expect(answers).toEqual(refused.map((op) => `${keyOf(op)} 403 ${PLAN_NOT_INCLUDED}`));
    expect(await databaseDigest(ctx.db)).toEqual(before);
  });

  it('keeps the dashboard, location cluster, users, the App Store and the profile', async () => {
    const { tokens, partnerId } = admins.Kiosk;
    // The App Store is open to every plan (decision 011): its download needs one of the partner's APKs.
    const apk = await insertApk(ctx, partnerId, 'Kiosk plan APK');
    // Support tickets are every plan's too (decision 056: their conversation is read by its id).
    const [ticket] = await ctx.db
      .insert(tickets)
      .values({ partnerId, subject: 'Kiosk plan ticket', department: 'Router', priority: 'Low' })
      .returning();
    // Analytics tabs the plan hides are refused like plan areas; the report names its tab in the query.
    // An add-on's calls follow its flag, which is off here (tests/queues.test.ts turns one on and off).
    const open = operations.filter(
      (op) =>
        op.method === 'GET' &&
        op.requires?.plan === undefined &&
        op.requires?.analyticsTab === undefined &&
        op.requires?.flag === undefined &&
        op.path !== '/v1/analytics/report/',
    );
    expect(open.map(keyOf)).toEqual(
      expect.arrayContaining([
        'GET /v1/partners/{id}/general-analytics/',
        'GET /v1/locations/',
        'GET /v1/auth/users/',
        'GET /v1/auth/users/me/',
        'GET /v1/apks/',
        'GET /v1/apks/{id}/download/',
      ]),
    );
    for (const op of open) {
      const res = await call(
        tokens,
        'GET',
        fillPath(op, (kind) => (kind === 'apk' ? apk.id : kind === 'ticket' ? ticket!.id : partnerId)),
      );
      expect(res.statusCode, `${keyOf(op)}: ${res.body}`).toBe(200);
    }
  });
});

describe('the SME and Premium plans', () => {
  it.each(['SME', 'Premium'] as const)('%s reads routers, SMEs and billing', async (plan) => {
    const { tokens } = admins[plan];
    for (const url of [
      '/v1/routers/',
      '/v1/smes/',
      '/v1/partner/billing/',
      '/v1/realms/',
      '/v1/discount-coupon/',
    ])
      expect((await call(tokens, 'GET', url)).statusCode, url).toBe(200);
  });

  it('SME registers an SME', async () => {
    const { tokens, partnerId } = admins.SME;
    const plan = await createPlan(ctx.db, partnerId);
    const res = await call(tokens, 'POST', '/v1/smes/', {
      name: 'Plan Cafe',
      tin_number: '123456789',
      admin_name: 'Plan Admin',
      admin_phone: '+250788000003',
      admin_email: 'plan-cafe@example.com',
      location: 'Kigali',
      subscription_plan: plan.id,
      type: 'Hotels',
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('no operation of the document is refused to Premium by plan', () => {
    expect(operations.filter((op) => hiddenFrom('Premium', op))).toEqual([]);
  });
});

describe('requires.flag', () => {
  it("answers 403 with the add-on text until the partner's flag is on", async () => {
    // No route of this issue needs an add-on yet; a route declared the same way proves the hook.
    const app = Fastify();
    app.decorate('deps', ctx.app.deps);
    registerErrorHandling(app);
    await app.register(async (scope) => {
      registerAuth(scope, { keys: createDeviceKeyResolver(ctx.db) });
      scope.get('/survey', { config: { requires: { flag: 'has_survey_addon_enabled' } } }, async () => ({
        ok: true,
      }));
    });
    await app.ready();
    const { tokens, partnerId } = admins.Premium;
    await ctx.db.update(partners).set({ hasSurveyAddonEnabled: false }).where(eq(partners.id, partnerId));
    forgetPartners([partnerId]);
    const refused = await app.inject({ method: 'GET', url: '/survey', headers: bearer(tokens.access) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: addOnNotActive('has_survey_addon_enabled') });
    await ctx.db.update(partners).set({ hasSurveyAddonEnabled: true }).where(eq(partners.id, partnerId));
    // What the add-on switch does besides its update: the sessions' cached partner is read anew.
    forgetPartners([partnerId]);
    const allowed = await app.inject({ method: 'GET', url: '/survey', headers: bearer(tokens.access) });
    expect(allowed.statusCode).toBe(200);
    await app.close();
  });
});
