import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '../src/db/schema';
import { type TestContext, createTestContext } from './helpers/app';
import { PASSWORD, createPartner, createUser } from './helpers/factories';
import { bearer, signIn, signInWithOtp } from './helpers/session';

let ctx: TestContext;
let partnerId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  partnerId = (await createPartner(ctx.db)).id;
});
afterAll(() => ctx.close());

const login = (phone: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/v1/auth/jwt/create/', payload: { phone, password } });

/** The "your password was changed" mails sent to this address (issue 29 §6). */
const changedMails = (email: string) =>
  ctx.mails().filter((m) => m.to.includes(email) && m.subject === 'Your ARED dashboard password was changed');

describe('POST /v1/users/update-password/ (first sign-in)', () => {
  it('changes the password before the OTP and marks it changed', async () => {
    const user = await createUser(ctx.db, { partnerId, changedPasswordAfterInitialLogin: false });
    const tokens = await signIn(ctx, user.email);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/users/update-password/',
      headers: bearer(tokens.access),
      payload: { current_password: PASSWORD, new_password: 'Fresh@2345' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Password changed successfully' });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.changedPasswordAfterInitialLogin).toBe(true);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, 'Fresh@2345')).statusCode).toBe(200);
    const [mail] = changedMails(user.email);
    expect(changedMails(user.email)).toHaveLength(1);
    expect(mail!.body).toContain('http://dashboard.test/forgot-password');
    expect(mail!.body).not.toContain('Fresh@2345');
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const user = await createUser(ctx.db, { partnerId });
    const tokens = await signIn(ctx, user.email);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/users/update-password/',
      headers: bearer(tokens.access),
      payload: { current_password: 'Nope@2345', new_password: 'Fresh@2345' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ current_password: ['Invalid password.'] });
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
    expect(changedMails(user.email)).toHaveLength(0);
  });

  it('keeps new passwords between 6 and 50 characters', async () => {
    const user = await createUser(ctx.db, { partnerId });
    const tokens = await signIn(ctx, user.email);
    for (const bad of ['12345', 'x'.repeat(51)]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/v1/users/update-password/',
        headers: bearer(tokens.access),
        payload: { current_password: PASSWORD, new_password: bad },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('new_password');
    }
  });
});

describe('POST /v1/auth/users/set_password/ (profile page)', () => {
  it('needs the second factor, then answers 204', async () => {
    const user = await createUser(ctx.db, { partnerId });
    const payload = { current_password: PASSWORD, new_password: 'Other@2345' };
    const pre = await signIn(ctx, user.email);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/users/set_password/',
      headers: bearer(pre.access),
      payload,
    });
    expect(refused.statusCode).toBe(403);
    const full = await signInWithOtp(ctx, user.email);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/users/set_password/',
      headers: bearer(full.access),
      payload,
    });
    expect(res.statusCode).toBe(204);
    expect((await login(user.email, 'Other@2345')).statusCode).toBe(200);
    expect(changedMails(user.email)).toHaveLength(1); // the refused pre-OTP try sent none
  });

  it('ends the other sessions of the user but keeps this one', async () => {
    const user = await createUser(ctx.db, { partnerId });
    const other = await signInWithOtp(ctx, user.email);
    const mine = await signInWithOtp(ctx, user.email);
    await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/users/set_password/',
      headers: bearer(mine.access),
      payload: { current_password: PASSWORD, new_password: 'Other@2345' },
    });
    const refresh = (token: string) =>
      ctx.app.inject({ method: 'POST', url: '/v1/auth/jwt/refresh/', payload: { refresh: token } });
    expect((await refresh(other.refresh)).statusCode).toBe(401);
    expect((await refresh(mine.refresh)).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  const request = (email: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/users/reset_password/',
      payload: { email, site: { url: 'http://evil.test', name: 'x' } },
    });
  const confirm = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/v1/auth/users/reset_password_confirm/', payload });
  const linkFor = (email: string) => {
    const mail = ctx
      .mails()
      .filter((m) => m.to.includes(email) && /Reset/.test(m.subject))
      .at(-1);
    const link = mail?.body.match(/(http\S+password\/reset\?\S+)/)?.[1];
    if (!link) throw new Error('no reset mail');
    return new URL(link);
  };

  it('mails a link to PUBLIC_URL/password/reset with uid and token, whatever site the request names', async () => {
    const user = await createUser(ctx.db, { partnerId });
    expect((await request(user.email)).statusCode).toBe(204);
    const link = linkFor(user.email);
    expect(link.origin).toBe('http://dashboard.test');
    expect(link.pathname).toBe('/password/reset');
    expect(link.searchParams.get('uid')).toBeTruthy();
    expect(link.searchParams.get('token')).toBeTruthy();
  });

  it('answers an unknown address the same way and sends nothing', async () => {
    const before = ctx.mails().length;
    expect((await request('ghost@example.com')).statusCode).toBe(204);
    expect(ctx.mails()).toHaveLength(before);
  });

  it('sets the new password once, ends sessions, and the link cannot be reused', async () => {
    const user = await createUser(ctx.db, { partnerId });
    const session = await signInWithOtp(ctx, user.email);
    await request(user.email);
    const link = linkFor(user.email);
    const body = {
      uid: link.searchParams.get('uid'),
      token: link.searchParams.get('token'),
      new_password: 'Reset@2345',
    };
    expect((await confirm(body)).statusCode).toBe(204);
    expect((await login(user.email, 'Reset@2345')).statusCode).toBe(200);
    const again = await confirm({ ...body, new_password: 'Again@2345' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ token: ['Invalid token for given user.'] });
    // One mail for the one change; none for the refused second try.
    expect(changedMails(user.email)).toHaveLength(1);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/jwt/refresh/',
      payload: { refresh: session.refresh },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('sends no "password changed" mail when a link sets the first password (an invitation)', async () => {
    const user = await createUser(ctx.db, {
      partnerId,
      passwordHash: null,
      changedPasswordAfterInitialLogin: false,
    });
    await request(user.email);
    const link = linkFor(user.email);
    const body = {
      uid: link.searchParams.get('uid'),
      token: link.searchParams.get('token'),
      new_password: 'First@2345',
    };
    expect((await confirm(body)).statusCode).toBe(204);
    expect((await login(user.email, 'First@2345')).statusCode).toBe(200);
    expect(changedMails(user.email)).toHaveLength(0);
  });

  it('refuses an expired link, a bad uid and a short password', async () => {
    const user = await createUser(ctx.db, { partnerId });
    await request(user.email);
    const link = linkFor(user.email);
    const uid = link.searchParams.get('uid');
    const token = link.searchParams.get('token');
    expect((await confirm({ uid, token, new_password: '123' })).json()).toHaveProperty('new_password');
    expect((await confirm({ uid: 'bm9wZQ', token, new_password: 'Reset@2345' })).json()).toHaveProperty(
      'uid',
    );
    await ctx.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const expired = await confirm({ uid, token, new_password: 'Reset@2345' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toHaveProperty('token');
  });

  it('refuses a malformed email', async () => {
    const res = await request('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('email');
  });
});
