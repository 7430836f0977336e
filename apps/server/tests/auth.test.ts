import { SignJWT, decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../src/db/schema';
import { type TestContext, createTestContext } from './helpers/app';
import { PASSWORD, createPartner, createUser } from './helpers/factories';
import { bearer, signIn, signInWithOtp } from './helpers/session';

let ctx: TestContext;
let email: string;
let partnerId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const partner = await createPartner(ctx.db);
  partnerId = partner.id;
  email = (await createUser(ctx.db, { partnerId })).email;
});
afterAll(() => ctx.close());

const create = (payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/v1/auth/jwt/create/', payload: payload as object });
const refresh = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/v1/auth/jwt/refresh/', payload: { refresh: token } });

describe('POST /v1/auth/jwt/create/', () => {
  it('gives tokens that reach only the one-time-password step', async () => {
    const tokens = await signIn(ctx, email.toUpperCase());
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/v1/auth/users/me/',
      headers: bearer(tokens.access),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, otp_verified: false });
    const analytics = await ctx.app.inject({
      method: 'GET',
      url: `/v1/partners/${partnerId}/general-analytics/`,
      headers: bearer(tokens.access),
    });
    expect(analytics.statusCode).toBe(403);
    expect(analytics.json()).toEqual({ detail: 'One-time password verification required.' });
  });

  it('refuses a wrong password and an unknown account with the same answer', async () => {
    const wrong = await create({ phone: email, password: 'Wrong@2345' });
    const unknown = await create({ phone: 'nobody@example.com', password: PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: 'No active account found with the given credentials' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers missing fields with field errors', async () => {
    const res = await create({ phone: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ phone: ['This field may not be blank.'], password: expect.any(Array) });
  });

  it("refuses a role that is not a partner's with 'No partner account associated with this user'", async () => {
    const smeUser = await createUser(ctx.db, { partnerId, role: 'sme_admin', userType: 'SME' });
    const res = await create({ phone: smeUser.email, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'No partner account associated with this user' });
  });

  it('refuses a suspended account', async () => {
    const suspended = await createUser(ctx.db, { partnerId, isActive: false, status: 'suspended' });
    const res = await create({ phone: suspended.email, password: PASSWORD });
    expect(res.statusCode).toBe(401);
  });

  it('limits sign-in attempts per account with a clear 429', async () => {
    const limited = await createUser(ctx.db, { partnerId });
    for (let i = 0; i < 10; i += 1)
      expect((await create({ phone: limited.email, password: 'Wrong@1' })).statusCode).toBe(401);
    const res = await create({ phone: limited.email, password: PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(res.json().detail).toMatch(/^Too many requests\. Try again in \d+ minutes?\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('access tokens', () => {
  it('refuses a missing, malformed or foreign-algorithm token', async () => {
    const url = '/v1/auth/users/me/';
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url, headers: bearer('not-a-jwt') })).statusCode).toBe(401);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    const key = new TextEncoder().encode(ctx.config.jwtSecret);
    const claims = {
      typ: 'access',
      otp: true,
      sub: String(user!.id),
      iss: 'ared-dashboard',
      aud: 'ared-dashboard',
      jti: 'x',
      fam: decodeJwt((await signInWithOtp(ctx, email)).access).fam,
    };
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .setExpirationTime('5m')
      .sign(key);
    expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(hs512) })).statusCode).toBe(401);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(unsigned) })).statusCode).toBe(401);
    const hs256 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
    expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(hs256) })).statusCode).toBe(200);
  });

  it('does not accept a refresh token as an access token', async () => {
    const tokens = await signIn(ctx, email);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/v1/auth/users/me/',
      headers: bearer(tokens.refresh),
    });
    expect(res.statusCode).toBe(401);
  });

  it('stops working as soon as the user is suspended', async () => {
    const user = await createUser(ctx.db, { partnerId });
    const tokens = await signInWithOtp(ctx, user.email);
    await ctx.db.update(users).set({ isActive: false, status: 'suspended' }).where(eq(users.id, user.id));
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/v1/auth/users/me/', headers: bearer(tokens.access) }))
        .statusCode,
    ).toBe(401);
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
  });
});

describe('POST /v1/auth/jwt/refresh/', () => {
  it('rotates: a new pair, and the old refresh token cannot be used again', async () => {
    const first = await signInWithOtp(ctx, email);
    const rotated = await refresh(first.refresh);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json();
    expect(second.refresh).not.toBe(first.refresh);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/v1/auth/users/me/',
      headers: bearer(second.access),
    });
    expect(me.json().otp_verified).toBe(true);
    expect((await refresh(second.refresh)).statusCode).toBe(200);
  });

  it('treats reuse as theft: the whole family is revoked', async () => {
    const first = await signInWithOtp(ctx, email);
    const second = (await refresh(first.refresh)).json();
    const reuse = await refresh(first.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ detail: 'Token is invalid or expired' });
    expect((await refresh(second.refresh)).statusCode).toBe(401);
  });

  it('refuses an expired refresh token', async () => {
    const tokens = await signInWithOtp(ctx, email);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    await ctx.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, user!.id));
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
  });

  it('refuses garbage with 401 and a missing field with 400', async () => {
    expect((await refresh('garbage')).statusCode).toBe(401);
    const res = await ctx.app.inject({ method: 'POST', url: '/v1/auth/jwt/refresh/', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('refresh');
  });
});

describe('POST /v1/auth/jwt/logout/', () => {
  it('revokes the session so its refresh token no longer works', async () => {
    const tokens = await signInWithOtp(ctx, email);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/jwt/logout/',
      payload: { refresh: tokens.refresh },
    });
    expect(out.statusCode).toBe(204);
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
  });
});
