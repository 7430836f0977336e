import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kiosks, users } from '../src/db/schema';
import { type TestContext, createTestContext } from './helpers/app';
import { createKiosk, createPartner, createUser } from './helpers/factories';
import { multipartRequest } from './helpers/multipart';
import { type Tokens, bearer, requester, signIn, signInWithOtp } from './helpers/session';
import { databaseDigest } from './helpers/snapshot';
import { twoPartners } from './helpers/world';

/** Issue 13 §1: the partner's people (User SignUp, view, edit, suspend, reset), decision 033. */
let ctx: TestContext;
let w: Awaited<ReturnType<typeof twoPartners>>;
let staffTokens: Tokens;
let as: ReturnType<typeof requester>;
let seq = 0;

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_MAX: '1000000' });
  w = await twoPartners(ctx);
  staffTokens = await signInWithOtp(ctx, w.mine.staff.email);
  as = requester(ctx, () => w.mine.tokens.access);
});
afterAll(() => ctx.close());

/** A valid sign-up body, unique on every call. */
const person = (over: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    first_name: 'Aline',
    last_name: 'Uwase',
    email: `person${seq}@example.com`,
    phone: `+250 788 ${String(100000 + seq)}`,
    gender: 'Female',
    date_of_birth: '1990-05-17',
    national_id_no: `1199080${String(1000 + seq)}`,
    country: 'Rwanda',
    user_type: 'Field Officer',
    area_of_operation: 'Kigali',
    ...over,
  };
};

const create = (body: Record<string, unknown>, token?: string) => as('POST', '/v1/auth/users/', body, token);

const mailsTo = (email: string) => ctx.mails().filter((m) => m.to.includes(email));
const linkIn = (body: string) =>
  body.match(/http:\/\/dashboard\.test\/password\/reset\?uid=([\w-]+)&token=([\w-]+)/);

describe('POST /v1/auth/users/ (User SignUp)', () => {
  it('registers a Partner Staff user (JSON) and mails an invitation to set a password', async () => {
    const body = person({ user_type: 'Partner Staff', role: 'partner_staff' });
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      email: body.email,
      phone: body.phone.replace(/\s/g, ''),
      user_type: 'Partner Staff',
      role: 'partner_staff',
      status: 'active',
      is_active: true,
      partner: w.mine.partner.id,
      sme: null,
      kiosk: null,
      changed_password_after_initial_login: false,
    });
    const [mail] = mailsTo(body.email as string);
    expect(mail?.subject).toMatch(/invited/);
    const link = linkIn(mail!.body);
    expect(link).not.toBeNull();
    // No password yet: the account cannot sign in until the invitation is used.
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/v1/auth/jwt/create/',
          payload: { phone: body.email, password: 'Chosen@2345' },
        })
      ).statusCode,
    ).toBe(401);
    const confirm = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/users/reset_password_confirm/',
      payload: { uid: link![1], token: link![2], new_password: 'Chosen@2345' },
    });
    expect(confirm.statusCode, confirm.body).toBe(204);
    // The first sign-in still asks for a new password (the web goes to /change-password).
    const tokens = await signIn(ctx, body.email as string, 'Chosen@2345');
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/v1/auth/users/me/',
      headers: bearer(tokens.access),
    });
    expect(me.json()).toMatchObject({ role: 'partner_staff', changed_password_after_initial_login: false });
  });

  it('registers a Field Officer from form data: their own role, no password, no invitation', async () => {
    const body = person({ user_type: 'Field Officer' });
    const fields = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/users/',
      ...multipartRequest(w.mine.tokens.access, { ...fields, partner: String(w.mine.partner.id) }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ role: 'field_officer', user_type: 'Field Officer' });
    expect(mailsTo(body.email as string)).toEqual([]);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, res.json().id));
    expect(row!.passwordHash).toBeNull();
  });

  it('takes a url-encoded form too', async () => {
    const body = person({ user_type: 'Maintenance Officer' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/users/',
      headers: { ...bearer(w.mine.tokens.access), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(body as Record<string, string>).toString(),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ role: 'maintenance_officer' });
  });

  it('refuses a file in the form', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/users/',
      ...multipartRequest(
        w.mine.tokens.access,
        { first_name: 'A' },
        {
          field: 'profile_pic',
          name: 'a.png',
          type: 'image/png',
          content: Buffer.from('x'),
        },
      ),
    });
    expect(res.statusCode).toBe(400);
  });

  it.each([
    [{ user_type: 'Sales Representative' }, 'user_type'],
    [{ user_type: 'Partner Admin', role: 'partner_staff' }, 'role'],
    [{ user_type: 'Micro Franchisee', role: 'partner_admin' }, 'role'],
    [{ date_of_birth: '2024-02-30' }, 'date_of_birth'],
    [{ date_of_birth: '2999-01-01' }, 'date_of_birth'],
    [{ date_of_birth: '1850-01-01' }, 'date_of_birth'],
    [{ date_of_birth: '17/05/1990' }, 'date_of_birth'],
    [{ email: 'not-an-email' }, 'email'],
    [{ phone: '12ab' }, 'phone'],
    [{ first_name: '' }, 'first_name'],
    [{ last_name: undefined }, 'last_name'],
  ])('refuses %j with a field error on %s and stores nothing', async (over, field) => {
    const before = await databaseDigest(ctx.db);
    const res = await create(person(over));
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json())).toContain(field);
    expect(res.json()[field][0]).toEqual(expect.any(String));
    expect(await databaseDigest(ctx.db)).toEqual(before);
  });

  it('keeps email unique everywhere, phone and national id within the partner', async () => {
    const first = person();
    expect((await create(first)).statusCode).toBe(201);
    const dupEmail = await create(person({ email: (first.email as string).toUpperCase() }));
    expect(dupEmail.statusCode).toBe(400);
    expect(dupEmail.json()).toEqual({ email: ['user with this email already exists.'] });
    // Spaces aside, the same phone.
    const dupPhone = await create(person({ phone: (first.phone as string).replace(/\s/g, '') }));
    expect(dupPhone.json()).toEqual({ phone: ['user with this phone already exists.'] });
    const dupId = await create(person({ national_id_no: first.national_id_no }));
    expect(dupId.json()).toEqual({ national_id_no: ['user with this national id no already exists.'] });
    // The other partner's people may have the same phone and id (a clash would reveal them).
    const theirs = await create(
      person({ phone: first.phone, national_id_no: first.national_id_no }),
      w.theirs.tokens.access,
    );
    expect(theirs.statusCode, theirs.body).toBe(201);
    // Another partner's account holds the email: still refused (the email signs in).
    const crossEmail = await create(person({ email: w.theirs.admin.email }));
    expect(crossEmail.json()).toEqual({ email: ['user with this email already exists.'] });
  });

  it("does not count an SME account's phone", async () => {
    await createUser(ctx.db, {
      partnerId: w.mine.partner.id,
      smeId: w.mine.sme.id,
      role: 'sme_admin',
      userType: 'SME',
      phone: '+250700555001',
    });
    expect((await create(person({ phone: '+250 700 555 001' }))).statusCode).toBe(201);
  });

  it("answers another partner's id in partner 404 and registers nothing", async () => {
    const before = await databaseDigest(ctx.db);
    const res = await create(person({ partner: w.theirs.partner.id }));
    expect(res.statusCode).toBe(404);
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/users/',
      ...multipartRequest(w.mine.tokens.access, {
        ...(person() as Record<string, string>),
        partner: String(w.theirs.partner.id),
      }),
    });
    expect(form.statusCode).toBe(404);
    expect(await databaseDigest(ctx.db)).toEqual(before);
  });

  it('refuses partner staff with 403 and a detail', async () => {
    const res = await create(person(), staffTokens.access);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Only a partner admin can register users.' });
  });

  it('refuses micro franchisees and officers on the SME plan', async () => {
    const partner = await createPartner(ctx.db, { plan: 'SME' });
    const admin = await createUser(ctx.db, { partnerId: partner.id });
    const tokens = await signInWithOtp(ctx, admin.email);
    for (const type of ['Micro Franchisee', 'Field Officer', 'Maintenance Officer']) {
      const res = await create(person({ user_type: type }), tokens.access);
      expect(res.statusCode).toBe(403);
    }
    expect((await create(person({ user_type: 'Partner Staff' }), tokens.access)).statusCode).toBe(201);
  });

  it('answers 8 identical concurrent registrations with one 201 and field errors, never a 500', async () => {
    const body = person();
    const answers = await Promise.all(Array.from({ length: 8 }, () => create(body)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 400, 400, 400, 400, 400, 400, 400]);
    for (const a of answers.filter((x) => x.statusCode === 400))
      expect(Object.keys(a.json()).some((k) => ['email', 'phone', 'national_id_no'].includes(k))).toBe(true);
    const rows = await ctx.db
      .select()
      .from(users)
      .where(eq(users.email, body.email as string));
    expect(rows).toHaveLength(1);
  });
});

describe('GET /v1/auth/users/', () => {
  it("lists the partner's people, not SME accounts; sme= lists the SME's accounts", async () => {
    const smeAccount = await createUser(ctx.db, {
      partnerId: w.mine.partner.id,
      smeId: w.mine.sme.id,
      role: 'sme_admin',
      userType: 'SME',
    });
    const res = await as('GET', '/v1/auth/users/?page_size=100');
    expect(res.statusCode).toBe(200);
    const ids = res.json().results.map((u: { id: number }) => u.id);
    expect(ids).toContain(w.mine.admin.id);
    expect(ids).not.toContain(smeAccount.id);
    expect(res.json().results.every((u: { user_type: string }) => u.user_type !== 'SME')).toBe(true);
    const sme = await as('GET', `/v1/auth/users/?sme=${w.mine.sme.id}&page_size=100`);
    expect(sme.json().results.map((u: { id: number }) => u.id)).toContain(smeAccount.id);
    const admins = await as('GET', '/v1/auth/users/?role=partner_admin', undefined, staffTokens.access);
    expect(admins.statusCode).toBe(200);
    expect(admins.json().results.every((u: { role: string }) => u.role === 'partner_admin')).toBe(true);
  });
});

describe("GET /v1/auth/users/: has_kiosk on every row (the spec's User)", () => {
  it("says which people run one of the partner's kiosks, on the kept-count list and on a search", async () => {
    const runs = (await create(person({ user_type: 'Micro Franchisee' }))).json();
    const idle = (await create(person({ user_type: 'Micro Franchisee' }))).json();
    const kiosk = await createKiosk(ctx.db, w.mine.partner.id, { assignedToId: runs.id });
    try {
      for (const query of [
        '?user_type=Micro%20Franchisee&page_size=100',
        `?search=${encodeURIComponent(runs.email)}`,
      ]) {
        const res = await as('GET', `/v1/auth/users/${query}`, undefined, staffTokens.access);
        expect(res.statusCode, res.body).toBe(200);
        const rows = res.json().results as { id: number; has_kiosk: boolean }[];
        expect(
          rows.find((u) => u.id === runs.id),
          query,
        ).toMatchObject({ has_kiosk: true });
        for (const row of rows) expect(typeof row.has_kiosk).toBe('boolean');
        if (!query.includes('search')) expect(rows.find((u) => u.id === idle.id)?.has_kiosk).toBe(false);
      }
    } finally {
      await ctx.db.delete(kiosks).where(eq(kiosks.id, kiosk.id));
    }
  });
});

describe('GET /v1/auth/users/{id}/details/', () => {
  it('shows a person with the kiosk they run, to staff too', async () => {
    const mf = (await create(person({ user_type: 'Micro Franchisee' }))).json();
    const kiosk = await createKiosk(ctx.db, w.mine.partner.id, { assignedToId: mf.id });
    const res = await as('GET', `/v1/auth/users/${mf.id}/details/`, undefined, staffTokens.access);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      role: 'micro_franchisee',
      has_kiosk: true,
      kiosk: { id: kiosk.id, serial_number: kiosk.serialNumber },
      date_of_birth: '1990-05-17',
      country: 'Rwanda',
    });
    await ctx.db.delete(kiosks).where(eq(kiosks.id, kiosk.id));
  });

  it("answers another partner's person and an SME account 404", async () => {
    expect((await as('GET', `/v1/auth/users/${w.theirs.staff.id}/details/`)).statusCode).toBe(404);
    const smeAccount = await createUser(ctx.db, {
      partnerId: w.mine.partner.id,
      smeId: w.mine.sme.id,
      role: 'sme_admin',
      userType: 'SME',
    });
    expect((await as('GET', `/v1/auth/users/${smeAccount.id}/details/`)).statusCode).toBe(404);
  });
});

describe('PATCH /v1/auth/users/{id}/details/', () => {
  it('changes only the fields sent, keeping the uniqueness rules', async () => {
    const a = (await create(person())).json();
    const b = (await create(person())).json();
    const res = await as('PATCH', `/v1/auth/users/${a.id}/details/`, { first_name: 'Renamed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ first_name: 'Renamed', last_name: a.last_name, email: a.email });
    const email = await as('PATCH', `/v1/auth/users/${a.id}/details/`, { email: b.email });
    expect(email.json()).toEqual({ email: ['user with this email already exists.'] });
    const phone = await as('PATCH', `/v1/auth/users/${a.id}/details/`, { phone: b.phone });
    expect(phone.json()).toEqual({ phone: ['user with this phone already exists.'] });
    // Its own values are no clash.
    const same = await as('PATCH', `/v1/auth/users/${a.id}/details/`, { email: a.email, phone: a.phone });
    expect(same.statusCode).toBe(200);
    const moved = await as('PATCH', `/v1/auth/users/${a.id}/details/`, { email: `moved${seq}@example.com` });
    expect(moved.statusCode).toBe(200);
    expect(mailsTo(a.email).at(-1)?.subject).toMatch(/email address .* was changed/);
    const dob = await as('PATCH', `/v1/auth/users/${a.id}/details/`, { date_of_birth: '2031-01-01' });
    expect(Object.keys(dob.json())).toEqual(['date_of_birth']);
  });

  it('refuses is_active and status that disagree', async () => {
    const a = (await create(person())).json();
    const res = await as('PATCH', `/v1/auth/users/${a.id}/details/`, { is_active: false, status: 'active' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['status']);
  });

  it('suspends a dashboard user: no sign-in, no refresh, no access, until activated', async () => {
    const user = await createUser(ctx.db, {
      partnerId: w.mine.partner.id,
      role: 'partner_staff',
      userType: 'Partner Staff',
    });
    const session = await signInWithOtp(ctx, user.email);
    const res = await as('PATCH', `/v1/auth/users/${user.id}/details/`, {
      is_active: false,
      status: 'suspended',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ is_active: false, status: 'suspended' });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/v1/auth/users/me/',
      headers: bearer(session.access),
    });
    expect(me.statusCode).toBe(401);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/jwt/refresh/',
      payload: { refresh: session.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/jwt/create/',
      payload: { phone: user.email, password: 'Test@2345' },
    });
    expect(login.statusCode).toBe(401);
    const back = await as('PATCH', `/v1/auth/users/${user.id}/details/`, {
      is_active: true,
      status: 'active',
    });
    expect(back.json()).toMatchObject({ is_active: true, status: 'active' });
    expect((await signIn(ctx, user.email)).access).toEqual(expect.any(String));
    // The session ended by the suspension stays ended.
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/v1/auth/jwt/refresh/',
          payload: { refresh: session.refresh },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses a partner admin suspending themselves, and demoting or suspending the last active admin', async () => {
    const partner = await createPartner(ctx.db);
    const admin = await createUser(ctx.db, { partnerId: partner.id });
    const tokens = await signInWithOtp(ctx, admin.email);
    const self = await as(
      'PATCH',
      `/v1/auth/users/${admin.id}/details/`,
      { is_active: false },
      tokens.access,
    );
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ detail: 'You cannot suspend your own account.' });
    const demote = await as(
      'PATCH',
      `/v1/auth/users/${admin.id}/details/`,
      { user_type: 'Partner Staff' },
      tokens.access,
    );
    expect(demote.statusCode).toBe(400);
    expect(demote.json()).toEqual({ detail: 'The partner needs at least one active partner admin.' });
    // With a second admin, the first may be given another type.
    await createUser(ctx.db, { partnerId: partner.id });
    const ok = await as(
      'PATCH',
      `/v1/auth/users/${admin.id}/details/`,
      { user_type: 'Partner Staff' },
      tokens.access,
    );
    expect(ok.json()).toMatchObject({ role: 'partner_staff', user_type: 'Partner Staff' });
  });

  it("refuses staff (403) and another partner's person (404), changing nothing", async () => {
    const before = await databaseDigest(ctx.db);
    const staff = await as(
      'PATCH',
      `/v1/auth/users/${w.mine.admin.id}/details/`,
      { is_active: false },
      staffTokens.access,
    );
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toEqual({ detail: 'Only a partner admin can edit, suspend or activate users.' });
    const other = await as('PATCH', `/v1/auth/users/${w.theirs.staff.id}/details/`, { is_active: false });
    expect(other.statusCode).toBe(404);
    expect(await databaseDigest(ctx.db)).toEqual(before);
  });
});

describe('POST /v1/auth/users/{id}/reset-password/', () => {
  it('mails a micro franchisee a link to the reset page, which sets their password', async () => {
    const mf = (await create(person({ user_type: 'Micro Franchisee' }))).json();
    const res = await as('POST', `/v1/auth/users/${mf.id}/reset-password/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: `A password reset link was sent to ${mf.email}.` });
    const link = linkIn(mailsTo(mf.email).at(-1)!.body);
    const confirm = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/users/reset_password_confirm/',
      payload: { uid: link![1], token: link![2], new_password: 'Field@2345' },
    });
    expect(confirm.statusCode).toBe(204);
    // Their password is for the field app: the dashboard still refuses the role.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/jwt/create/',
      payload: { phone: mf.email, password: 'Field@2345' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ detail: 'No partner account associated with this user' });
  });

  it('refuses a suspended person, staff and another partner', async () => {
    const p = (await create(person())).json();
    await as('PATCH', `/v1/auth/users/${p.id}/details/`, { is_active: false, status: 'suspended' });
    const suspended = await as('POST', `/v1/auth/users/${p.id}/reset-password/`);
    expect(suspended.statusCode).toBe(400);
    expect(
      (await as('POST', `/v1/auth/users/${p.id}/reset-password/`, undefined, staffTokens.access)).statusCode,
    ).toBe(403);
    expect((await as('POST', `/v1/auth/users/${w.theirs.staff.id}/reset-password/`)).statusCode).toBe(404);
  });

  it('keeps the reset rate limit per account', async () => {
    const p = (await create(person())).json();
    const answers = [];
    for (let i = 0; i < 6; i += 1)
      answers.push((await as('POST', `/v1/auth/users/${p.id}/reset-password/`)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
