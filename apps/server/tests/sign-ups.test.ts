import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SIGN_UP_TEXTS } from '@ared/contract/sign-ups';
import { partners, signUpApplications, smes, users } from '../src/db/schema';
import { createTestClock } from '../src/lib/clock';
import { verifyPassword } from '../src/lib/passwords';
import { NO_PARTNER_ACCOUNT } from '../src/modules/auth/service';
import {
  EMAIL_NOW_TAKEN,
  NO_LONGER_OFFERED,
  REVIEW_LINK_EXPIRED,
  REVIEW_LINK_INVALID,
} from '../src/modules/sign-ups/review';
import { SIGN_UP_CLOSED } from '../src/modules/sign-ups/apply';
import { type TestContext, createTestContext } from './helpers/app';
import { createPlan } from './helpers/billing-world';
import { createPartner, createUser } from './helpers/factories';

/**
 * The public Sign Up (issue 29 §3, decision 057): an application is stored and mailed, a platform
 * administrator approves or declines it from a review link, and only then does an account exist.
 */
const REVIEWER = 'reviewer@platform.test';
const PASSWORD = 'Apply@2345';
const clock = createTestClock('2026-11-28T10:00:00Z');
let ctx: TestContext;
let mine: { partnerId: number; planId: number; adminEmail: string };
let theirs: { partnerId: number; planId: number; adminEmail: string };
let kioskPartnerId: number;
let address = 0;

async function partnerWithPlan(name: string, plan: 'Premium' | 'SME') {
  const partner = await createPartner(ctx.db, { name, plan });
  const starter = await createPlan(ctx.db, partner.id, { name: 'Starter', price: 20 });
  await createPlan(ctx.db, partner.id, { name: 'Pro', price: 50 });
  const admin = await createUser(ctx.db, { partnerId: partner.id });
  return { partnerId: partner.id, planId: starter.id, adminEmail: admin.email };
}

beforeAll(async () => {
  ctx = await createTestContext({ PLATFORM_ADMIN_EMAILS: `${REVIEWER}, second@platform.test` }, { clock });
  mine = await partnerWithPlan('Alpha Net', 'Premium');
  theirs = await partnerWithPlan('Beta Net', 'SME');
  const kiosk = await createPartner(ctx.db, { name: 'Kiosk Only', plan: 'Kiosk' });
  await createPlan(ctx.db, kiosk.id);
  kioskPartnerId = kiosk.id;
  await createPartner(ctx.db, { name: 'No Plans Yet' });
  const inactive = await createPartner(ctx.db, { name: 'Gone Net', isActive: false });
  await createPlan(ctx.db, inactive.id);
});
afterAll(() => ctx?.close());
// Each test applies from its own address, so the per-address limit only bites where it is tested.
beforeEach(() => {
  address += 1;
});

const ip = () => `10.29.3.${address}`;
let sequence = 0;
const application = (values: Record<string, unknown> = {}) => ({
  first_name: 'Aline',
  last_name: 'Uwase',
  email: `aline-${(sequence += 1)}@apply.test`,
  password: PASSWORD,
  phone: '+250788123456',
  partner: mine.partnerId,
  subscription_plan: mine.planId,
  ...values,
});
const apply = (body: unknown, remoteAddress = ip()) =>
  ctx.app.inject({ method: 'POST', url: '/v1/sign-up/', payload: body as object, remoteAddress });
const review = (action: '' | 'approve/' | 'decline/', token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/v1/sign-up/review/${action}`,
    payload: { token },
    remoteAddress: ip(),
  });
const mailsTo = (to: string) => ctx.mails().filter((m) => m.to.includes(to));
const applicationOf = async (email: string) =>
  (await ctx.db.select().from(signUpApplications).where(eq(signUpApplications.email, email)))[0];

/** Applies and answers the token of the review link mailed to the reviewer. */
async function appliedToken(body = application()): Promise<{ token: string; email: string }> {
  const res = await apply(body);
  expect(res.statusCode, res.body).toBe(202);
  const mail = mailsTo(REVIEWER).findLast((m) => m.body.includes(body.email));
  const token = mail?.body.match(/\/signup\/review#([\w-]+)/)?.[1];
  if (!token) throw new Error('no review link mailed');
  return { token, email: body.email };
}

describe('the public options', () => {
  it('lists the partners that take sign-ups with their plans, ids and names only, without a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/sign-up/options/' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.is_open).toBe(true);
    expect(body.partners.map((p: { name: string }) => p.name)).toEqual(['Alpha Net', 'Beta Net']);
    expect(body.partners[0]).toEqual({
      id: mine.partnerId,
      name: 'Alpha Net',
      subscription_plans: [
        { id: mine.planId, name: 'Starter' },
        { id: expect.any(Number), name: 'Pro' },
      ],
    });
  });
});

describe('applying', () => {
  it('stores the application with the password hashed and mails the applicant and every reviewer', async () => {
    const body = application();
    const res = await apply(body);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ detail: SIGN_UP_TEXTS.received });
    const row = await applicationOf(body.email);
    expect(row).toMatchObject({
      status: 'pending',
      partnerId: mine.partnerId,
      subscriptionPlanId: mine.planId,
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(mailsTo(body.email).map((m) => m.subject)).toEqual(['We received your ARED dashboard sign-up']);
    for (const reviewer of [REVIEWER, 'second@platform.test'])
      expect(mailsTo(reviewer).at(-1)?.body).toMatch(/http:\/\/dashboard\.test\/signup\/review#[\w-]{43}/);
    expect(ctx.mails().some((m) => m.body.includes(PASSWORD))).toBe(false);
    // Nothing exists to sign in with before an approval.
    expect((await ctx.db.select().from(users).where(eq(users.email, body.email))).length).toBe(0);
  });

  it.each([
    ['first_name', { first_name: '' }, SIGN_UP_TEXTS.required],
    ['last_name', { last_name: undefined }, SIGN_UP_TEXTS.required],
    ['email', { email: 'not-an-email' }, SIGN_UP_TEXTS.email],
    ['password', { password: 'Ab1!' }, SIGN_UP_TEXTS.passwordMin],
    ['password', { password: 'abcdefgh1' }, SIGN_UP_TEXTS.passwordRule],
    ['phone', { phone: '  ' }, SIGN_UP_TEXTS.required],
    ['partner', { partner: undefined }, SIGN_UP_TEXTS.required],
    ['subscription_plan', { subscription_plan: null }, SIGN_UP_TEXTS.required],
  ])('answers a field error for a bad %s and stores nothing', async (field, values, message) => {
    const body = application(values);
    const res = await apply(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()[field]).toEqual([message]);
    if (typeof body.email === 'string') expect(await applicationOf(body.email)).toBeUndefined();
  });

  it("refuses another partner's plan, a Kiosk partner, NUL bytes and huge input with a 4xx", async () => {
    const foreignPlan = application({ subscription_plan: theirs.planId });
    const res = await apply(foreignPlan);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['subscription_plan']);
    const kiosk = await apply(application({ partner: kioskPartnerId }));
    expect(kiosk.statusCode).toBe(400);
    expect(Object.keys(kiosk.json())).toEqual(['partner']);
    const nul = await apply(application({ first_name: 'Al\u0000ine' }));
    expect(nul.statusCode).toBe(400);
    const huge = await apply(application({ last_name: 'x'.repeat(2_000_000) }));
    expect([400, 413]).toContain(huge.statusCode);
    const long = await apply(application({ password: `Aa1!${'x'.repeat(200)}` }));
    expect(long.statusCode).toBe(400);
    expect(await applicationOf(foreignPlan.email)).toBeUndefined();
  });

  it('answers an address that has an account the same, stores nothing and tells the owner by mail', async () => {
    const owner = await createUser(ctx.db, { partnerId: theirs.partnerId });
    const fresh = await apply(application());
    const taken = await apply(application({ email: owner.email.toUpperCase() }));
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    expect(await applicationOf(owner.email)).toBeUndefined();
    expect(mailsTo(owner.email).map((m) => m.subject)).toEqual([
      'Someone tried to sign up with your email address',
    ]);
    expect(mailsTo(REVIEWER).some((m) => m.body.includes(owner.email))).toBe(false);
  });

  it('answers a second application of a pending address the same, with one row and a mail saying so', async () => {
    const body = application();
    const first = await apply(body);
    const again = await apply({ ...body, first_name: 'Other' });
    expect(again.body).toBe(first.body);
    const rows = await ctx.db
      .select()
      .from(signUpApplications)
      .where(sql`lower(${signUpApplications.email}) = ${body.email}`);
    expect(rows.length).toBe(1);
    expect(mailsTo(body.email).at(-1)?.subject).toBe('Your ARED dashboard sign-up is still pending');
  });

  it('keeps one pending application per address across partners, also for two sent at once', async () => {
    // The applications are sharded by partner on Citus (decision 083): no index spans partners, so the
    // service checks under a lock on the address.
    const body = application();
    const answers = await Promise.all([
      apply(body),
      apply({ ...body, partner: theirs.partnerId, subscription_plan: theirs.planId }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202]);
    const rows = await ctx.db
      .select()
      .from(signUpApplications)
      .where(sql`lower(${signUpApplications.email}) = ${body.email}`);
    expect(rows.map((r) => r.status)).toEqual(['pending']);
    expect(mailsTo(body.email).map((m) => m.subject)).toContain(
      'Your ARED dashboard sign-up is still pending',
    );
  });

  it('limits applications per email and per address (429)', async () => {
    const email = `limited-${sequence}@apply.test`;
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await apply(application({ email }), `10.29.4.${i}`)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
    const perAddress = [];
    for (let i = 0; i < 11; i += 1) perAddress.push((await apply(application(), '10.29.5.1')).statusCode);
    expect(perAddress.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(perAddress[10]).toBe(429);
  });
});

describe('reviewing', () => {
  it('shows the application to the link, never its password, and a tampered link answers 404', async () => {
    const { token, email } = await appliedToken();
    const res = await review('', token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      email,
      first_name: 'Aline',
      partner_name: 'Alpha Net',
      subscription_plan_name: 'Starter',
      status: 'pending',
    });
    expect(res.body).not.toMatch(/argon2|password/i);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const action of ['', 'approve/', 'decline/'] as const) {
      const bad = await review(action, tampered);
      expect(bad.statusCode).toBe(404);
      expect(bad.json()).toEqual({ detail: REVIEW_LINK_INVALID });
    }
    expect((await applicationOf(email))?.status).toBe('pending');
  });

  it('approves once: the SME under the chosen partner only, its admin account holds the chosen password', async () => {
    const { token, email } = await appliedToken(application({ first_name: 'Jean', last_name: 'Habimana' }));
    const before = await ctx.db
      .select({ id: smes.id })
      .from(smes)
      .where(eq(smes.partnerId, theirs.partnerId));
    const res = await review('approve/', token);
    expect(res.statusCode, res.body).toBe(200);
    const [sme] = await ctx.db.select().from(smes).where(eq(smes.adminEmail, email));
    expect(sme).toMatchObject({
      partnerId: mine.partnerId,
      subscriptionPlanId: mine.planId,
      name: 'Jean Habimana',
      adminPhone: '+250788123456',
      autoSuspend: true,
      trialEndDate: '2026-12-28',
    });
    const [admin] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(admin).toMatchObject({ role: 'sme_admin', partnerId: mine.partnerId, smeId: sme!.id });
    expect(await verifyPassword(admin!.passwordHash, PASSWORD)).toBe(true);
    // The chosen password is the account's: the sign-in passes the password and stops at the rule that SME
    // accounts do not use the partner dashboard (403), where a wrong password answers 401.
    const signIn = (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/v1/auth/jwt/create/', payload: { phone: email, password } });
    expect((await signIn(PASSWORD)).json()).toEqual({ detail: NO_PARTNER_ACCOUNT });
    expect((await signIn('Wrong@2345')).statusCode).toBe(401);
    // The other partner got no SME and no mail.
    const after = await ctx.db.select({ id: smes.id }).from(smes).where(eq(smes.partnerId, theirs.partnerId));
    expect(after).toEqual(before);
    expect(mailsTo(theirs.adminEmail)).toEqual([]);
    expect(mailsTo(mine.adminEmail).at(-1)?.subject).toBe('New SME from a sign-up: Jean Habimana');
    expect(mailsTo(email).at(-1)?.subject).toBe('Your ARED dashboard sign-up is approved');
    const row = await applicationOf(email);
    expect(row).toMatchObject({ status: 'approved', smeId: sme!.id, passwordHash: null });
    // Used: every decision afterwards answers 409 and changes nothing.
    for (const action of ['approve/', 'decline/'] as const) {
      const again = await review(action, token);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ detail: 'This application was already approved.' });
    }
    expect((await review('', token)).json().status).toBe('approved');
  });

  it('approves once when the link is clicked eight times at once', async () => {
    const { token, email } = await appliedToken();
    const answers = await Promise.all(Array.from({ length: 8 }, () => review('approve/', token)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses, answers.map((a) => a.body).join('\n')).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect((await ctx.db.select().from(smes).where(eq(smes.adminEmail, email))).length).toBe(1);
    expect((await ctx.db.select().from(users).where(eq(users.email, email))).length).toBe(1);
    expect(mailsTo(email).filter((m) => /approved/.test(m.subject)).length).toBe(1);
  });

  it('declines: no account, the applicant is told, the password hash is dropped, the link is used up', async () => {
    const { token, email } = await appliedToken();
    const res = await review('decline/', token);
    expect(res.statusCode, res.body).toBe(200);
    expect(mailsTo(email).at(-1)?.subject).toBe('Your ARED dashboard sign-up was declined');
    expect(await applicationOf(email)).toMatchObject({ status: 'declined', passwordHash: null, smeId: null });
    expect((await ctx.db.select().from(users).where(eq(users.email, email))).length).toBe(0);
    expect((await review('approve/', token)).statusCode).toBe(409);
    // Declined, the address may apply again.
    expect((await apply(application({ email }))).statusCode).toBe(202);
    expect((await applicationOf(email))?.status).toBeDefined();
  });

  it('an expired link answers 410 and creates nothing', async () => {
    const { token, email } = await appliedToken();
    clock.advanceDays(8);
    try {
      for (const action of ['', 'approve/', 'decline/'] as const) {
        const res = await review(action, token);
        expect(res.statusCode).toBe(410);
        expect(res.json()).toEqual({ detail: REVIEW_LINK_EXPIRED });
      }
      // The same address may apply again: the undecided one is marked expired, and stays unusable.
      expect((await apply(application({ email }))).statusCode).toBe(202);
      expect((await review('approve/', token)).statusCode).toBe(410);
      const rows = await ctx.db.select().from(signUpApplications).where(eq(signUpApplications.email, email));
      expect(rows.map((r) => r.status).sort()).toEqual(['expired', 'pending']);
    } finally {
      clock.advanceDays(-8);
    }
    expect((await ctx.db.select().from(users).where(eq(users.email, email))).length).toBe(0);
  });

  it('an address that got an account meanwhile cannot be approved (409) and can still be declined', async () => {
    const { token, email } = await appliedToken();
    await createUser(ctx.db, { partnerId: theirs.partnerId, email });
    const res = await review('approve/', token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: EMAIL_NOW_TAKEN });
    expect((await applicationOf(email))?.status).toBe('pending');
    expect((await ctx.db.select().from(smes).where(eq(smes.adminEmail, email))).length).toBe(0);
    expect((await review('decline/', token)).statusCode).toBe(200);
  });

  it('a partner that stopped taking sign-ups cannot get the SME (409); the application stays pending', async () => {
    const later = await partnerWithPlan('Gamma Net', 'Premium');
    const { token, email } = await appliedToken(
      application({ partner: later.partnerId, subscription_plan: later.planId }),
    );
    await ctx.db.update(partners).set({ isActive: false }).where(eq(partners.id, later.partnerId));
    const res = await review('approve/', token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: NO_LONGER_OFFERED });
    expect((await applicationOf(email))?.status).toBe('pending');
    expect((await ctx.db.select().from(smes).where(eq(smes.partnerId, later.partnerId))).length).toBe(0);
  });
});

describe('with no platform administrator', () => {
  it('is closed: the options say so and an application is refused, nothing stored', async () => {
    const closed = await createTestContext({ PLATFORM_ADMIN_EMAILS: 'off' });
    try {
      const options = await closed.app.inject({ method: 'GET', url: '/v1/sign-up/options/' });
      expect(options.json().is_open).toBe(false);
      const res = await closed.app.inject({ method: 'POST', url: '/v1/sign-up/', payload: application() });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: SIGN_UP_CLOSED });
      expect((await closed.db.select().from(signUpApplications)).length).toBe(0);
      expect(closed.mails()).toEqual([]);
    } finally {
      await closed.close();
    }
  });
});
