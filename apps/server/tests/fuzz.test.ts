import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantConversations, partners, queueTickets, routers, tickets } from '../src/db/schema';
import { type TestContext, createTestContext } from './helpers/app';
import { createUser } from './helpers/factories';
import { type CaseContext, type RequestCase, fixedCases, generatedCases } from './helpers/fuzz/cases';
import { FUZZ_UPLOAD_LIMIT } from './helpers/fuzz/form-traps';
import { BODYLESS, type FormShape, MULTIPART_FORMS, formOfSchema } from './helpers/fuzz/multipart-forms';
import { type OpenApiDocument, type Operation, operationsOf, resolver } from './helpers/fuzz/operations';
import { bearer, signInWithOtp } from './helpers/session';
import { insertVoucher } from './helpers/voucher-world';
import { insertCategory, seedContentFixtures } from './helpers/media-world';
import { portalOfRouter } from './helpers/portal-world';
import { insertSurvey } from './helpers/survey-world';
import { insertAdvert } from './helpers/advert-world';
import { type IdKind, idKindOf } from './helpers/openapi';
import { twoPartners } from './helpers/world';
import { insertApk } from './helpers/apk-files';
import { assistantCall, signedInAgent } from './helpers/assistant-world';

/**
 * Every operation of the OpenAPI document, signed in as a partner admin (a device key for /device), gets
 * the fixed traps and fast-check requests generated from its schemas, and an upload its multipart form
 * (multipart-forms.ts: the document cannot describe those) broken every way. Nothing a client sends may
 * answer 5xx, reach the database net of the error handler, or come back in the validator's own words. A new
 * route is in the document, so it is fuzzed without touching this file; the coverage check fails until a new
 * body the fuzz cannot make is described. Fixed seed: the same requests every run.
 */
const SEED = 20_260_314;
const GENERATED_PER_OPERATION = 20;
const NET_DETAIL = 'A value in the request cannot be stored.';
const RAW_VALIDATOR_TEXT = /Invalid input|expected \w+, received|Too (big|small):|Invalid (string|option)/;

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let operations: Operation[];
let document: OpenApiDocument;
let accessToken: string;
/** A support agent's token and an escalated chat, for the support inbox (issue 31 §5). */
let agentToken: string;
let conversationId = 0;

beforeAll(async () => {
  // The coarse per-address limit would turn most of the run into 429s that test nothing. Small upload
  // limits: a file past them costs 65 KB to send, not gigabytes.
  const limit = String(FUZZ_UPLOAD_LIMIT);
  ctx = await createTestContext({
    RATE_LIMIT_MAX: '1000000',
    ...Object.fromEntries(
      ['IMAGE', 'VIDEO', 'AUDIO', 'DOCUMENT', 'APP'].map((type) => [`MEDIA_MAX_${type}_BYTES`, limit]),
    ),
    APK_MAX_BYTES: limit,
  });
  world = await twoPartners(ctx);
  accessToken = world.mine.tokens.access;
  // The partner may create vouchers (part 2 §6), so fuzzed creates reach the database.
  await ctx.db
    .update(partners)
    .set({ subscriptionPlan: 'Pro' })
    .where(eq(partners.id, world.mine.partner.id));
  voucherCode = (await insertVoucher(ctx, { partnerId: world.mine.partner.id, code: 'FZZAAAAA' })).code;
  // The menu add-on on, and a file, a category and a menu to aim the path ids at.
  const content = await seedContentFixtures(ctx, world.mine.partner.id, world.mine.realm.id, 'Fuzz');
  contentIds.category = content.categoryId;
  contentIds.file = content.fileId;
  contentIds.menu = content.menuId;
  // The upload forms' own category: the fuzz of DELETE categories/{id}/ removes the one above first.
  formCategory = (await insertCategory(ctx, world.mine.partner.id, world.mine.realm.id, 'Fuzz form')).id;
  contentIds.portal = (await portalOfRouter(ctx, world.mine.routers[0]!.id)).id;
  contentIds.survey = (
    await insertSurvey(ctx, {
      partnerId: world.mine.partner.id,
      realmId: world.mine.realm.id,
      title: 'Fuzz survey',
    })
  ).survey.id;
  contentIds.advert = (
    await insertAdvert(ctx, { partnerId: world.mine.partner.id, realmId: world.mine.realm.id, title: 'Fuzz' })
  ).id;
  // The Queue System on and a called ticket (issue 30 §3), so its calls reach their code.
  await ctx.db
    .update(partners)
    .set({ hasQueueManagementAddonEnabled: true })
    .where(eq(partners.id, world.mine.partner.id));
  contentIds['queue-ticket'] = (
    await ctx.db
      .insert(queueTickets)
      .values({
        partnerId: world.mine.partner.id,
        realmId: world.mine.realm.id,
        day: new Date().toISOString().slice(0, 10),
        number: 1,
        state: 'called',
        device: 'fuzz',
        calledAt: new Date(),
      })
      .returning()
  )[0]!.id;
  contentIds.apk = (await insertApk(ctx, world.mine.partner.id, 'Fuzz APK')).id;
  // A support ticket for the conversation routes' {id} (issue 29 §3).
  contentIds.ticket = (
    await ctx.db
      .insert(tickets)
      .values({ partnerId: world.mine.partner.id, subject: 'Fuzz', department: 'Other', priority: 'Low' })
      .returning()
  )[0]!.id;
  // A person of the partner for the people routes' {id} (a fuzzed PATCH may suspend them: that is fine).
  contentIds.user = world.mine.staff.id;
  agentToken = (await signedInAgent(ctx)).tokens.access;
  const chat = assistantCall(ctx);
  const { session } = (await chat('POST', '/assistant/chat', { message: 'fuzz' }, accessToken)).json();
  await chat('POST', '/assistant/escalate', { session, chat_history: '' }, accessToken);
  conversationId = (
    await ctx.db.select().from(assistantConversations).where(eq(assistantConversations.session, session))
  )[0]!.id;
  document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  operations = operationsOf(document);
}, 120_000);
afterAll(() => ctx?.close());

/** A fuzzed call may end the session (a sign-out, a suspension): a new admin of the same partner goes on. */
async function freshSession(): Promise<void> {
  const admin = await createUser(ctx.db, { partnerId: world.mine.partner.id });
  accessToken = (await signInWithOtp(ctx, admin.email)).access;
}

/**
 * A fresh device key for a box of the partner: a fuzzed call may have rotated the one before, or given the
 * box up (assign-to-partner), so it is the partner's again first.
 */
async function deviceKey(): Promise<string> {
  await ctx.db
    .update(routers)
    .set({ partnerId: world.mine.partner.id })
    .where(eq(routers.id, world.mine.routers[4]!.id));
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/v1/routers/${world.mine.routers[4]!.id}/device-key/`,
    headers: bearer(accessToken),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().device_key;
}

let voucherCode = '';

/** Real rows of the partner for the issue 11 collections (an offline file, a category, a menu). */
const contentIds = {} as Record<IdKind, number>;

/** A real row of the partner for each path parameter: the voucher service's slug and a voucher code too. */
const pathValue: CaseContext['pathValue'] = (param, path) => {
  if (param.name === 'slug') return world.mine.partner.slug;
  if (param.name === 'code') return voucherCode;
  if (path.startsWith('/v1/support-inbox/')) return String(conversationId);
  const kind = idKindOf(path, param.name);
  if (kind && kind in contentIds) return String(contentIds[kind]);
  return /partner/i.test(param.name) ? String(world.mine.partner.id) : String(world.mine.routers[0]!.id);
};

let formCategory = 0;

/** The form an upload reads: the table's, else the one the document describes. */
function formOf(op: Operation): FormShape | null {
  const ids = { realm: world.mine.realm.id, category: formCategory, partner: world.mine.partner.id };
  const described = MULTIPART_FORMS[op.key];
  if (described) return described(ids);
  return op.form ? formOfSchema(op.form, resolver(document), ids) : null;
}

/** What each operation was sent: a request at all, and bodies generated from its JSON schema or its form. */
const exercised = new Map<string, Set<'request' | 'json' | 'form'>>();
function recordSent(op: Operation, c: RequestCase): void {
  const sent = exercised.get(op.key) ?? new Set();
  sent.add('request');
  if (c.generatedBody) sent.add(c.generatedBody);
  exercised.set(op.key, sent);
}

type Failure = { operation: string; case: string; status: number; request: string; response: string };

async function fuzz(op: Operation, index: number): Promise<Failure[]> {
  const context: CaseContext = {
    resolve: resolver(document),
    pathValue,
    seed: SEED + index,
    runs: GENERATED_PER_OPERATION,
    form: formOf(op),
  };
  const cases = [...fixedCases(op, context), ...generatedCases(op, context)];
  // The inbound-mail webhook with its shared secret, so the fuzz reaches the MIME parser behind it.
  const authorization =
    op.auth === 'device'
      ? `Device ${await deviceKey()}`
      : op.auth === 'inbound-mail'
        ? `Bearer ${ctx.config.inboundMailSecret}`
        : op.auth === 'support-agent'
          ? `Bearer ${agentToken}`
          : `Bearer ${accessToken}`;
  const failures: Failure[] = [];
  for (const c of cases) {
    recordSent(op, c);
    let res = await send(op, c, authorization);
    if (res.statusCode === 401 && op.auth === 'bearer' && !(await sessionIsAlive())) {
      await freshSession();
      res = await send(op, c, `Bearer ${accessToken}`);
    }
    const problem = problemOf(c, res.statusCode, res.body);
    if (problem)
      failures.push({
        operation: `${op.method} ${op.path}`,
        case: `${c.label}: ${problem}`,
        status: res.statusCode,
        request: `${op.method} ${c.url.slice(0, 300)} ${c.body?.contentType ?? ''} ${String(c.body?.payload ?? '').slice(0, 300)}`,
        response: res.body.slice(0, 300),
      });
  }
  return failures;
}

const send = (op: Operation, c: RequestCase, authorization: string) =>
  ctx.app.inject({
    method: op.method as 'GET',
    url: c.url,
    headers: { authorization, ...(c.body && { 'content-type': c.body.contentType }) },
    ...(c.body && { payload: c.body.payload }),
  });

async function sessionIsAlive(): Promise<boolean> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/v1/auth/users/me/',
    headers: bearer(accessToken),
  });
  return res.statusCode === 200;
}

function problemOf(c: RequestCase, status: number, body: string): string | null {
  if (status >= 500) return 'a server error';
  if (body.includes(NET_DETAIL)) return 'the database refused a value no check caught';
  if (status === 400 && RAW_VALIDATOR_TEXT.test(body)) return "the validator's own words";
  if (c.isBadPathId && ![401, 403, 404, 405, 429].includes(status)) return 'a bad path id did not answer 404';
  return null;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('covers the main API, the device API and the service API', () => {
    const prefixes = new Set(operations.map((op) => op.path.split('/')[1]));
    expect([...prefixes].sort()).toEqual(expect.arrayContaining(['api', 'device', 'radius', 'v1']));
    expect(operations.length).toBeGreaterThan(40);
    expect([...new Set(operations.map((op) => op.method))]).toEqual(
      expect.arrayContaining(['GET', 'POST', 'PATCH', 'DELETE']),
    );
  });

  it('answers no bad input with a 5xx, the database net or raw validator text', async () => {
    const failures: Failure[] = [];
    for (const [index, op] of operations.entries()) failures.push(...(await fuzz(op, index)));
    const report = failures.map(
      (f) => `${f.operation} | ${f.case} | ${f.status}\n  ${f.request}\n  → ${f.response}`,
    );
    expect(report.slice(0, 40), `${failures.length} failures`).toEqual([]);
  }, 240_000);

  // After the fuzz above (a file's tests run in order): what it sent, against the document read anew.
  it('exercised every operation of the document, each with bodies of its own kind', () => {
    const keys = operationsOf(document).map((op) => op.key);
    expect(
      keys.filter((key) => !exercised.has(key)),
      'operations never sent a request',
    ).toEqual([]);
    const gaps = operationsOf(document).flatMap((op) => {
      const sent = exercised.get(op.key) ?? new Set();
      if (op.body && !sent.has('json')) return [`${op.key}: no JSON body generated from its schema`];
      if ((op.form || op.key in MULTIPART_FORMS) && !sent.has('form'))
        return [`${op.key}: no multipart form generated`];
      const takesBody = ['POST', 'PUT', 'PATCH'].includes(op.method);
      if (takesBody && !op.body && !op.form && !(op.key in MULTIPART_FORMS) && !BODYLESS.includes(op.key))
        return [
          `${op.key}: a body the fuzz cannot make; describe its form in MULTIPART_FORMS or list it in BODYLESS`,
        ];
      return [];
    });
    expect(gaps).toEqual([]);
    // The tables name operations that exist: a renamed route does not leave its form untested.
    const stale = [...Object.keys(MULTIPART_FORMS), ...BODYLESS].filter((key) => !keys.includes(key));
    expect(stale, 'MULTIPART_FORMS or BODYLESS name operations the document lacks').toEqual([]);
  });
});
