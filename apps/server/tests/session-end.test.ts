import { SignJWT, decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../src/db/schema';
import { LIVENESS_CACHE_MS, assertSessionLive } from '../src/modules/auth/session-liveness';
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

const me = (access: string) =>
  ctx.app.inject({ method: 'GET', url: '/v1/auth/users/me/', headers: bearer(access) });
const post = (url: string, payload: object, access?: string) =>
  ctx.app.inject({ method: 'POST', url, payload, ...(access && { headers: bearer(access) }) });
const newUser = () => createUser(ctx.db, { partnerId });

describe('ending a session refuses its access tokens on the next request', () => {
  it('signing out', async () => {
    const user = await newUser();
    const tokens = await signInWithOtp(ctx, user.email);
    expect((await me(tokens.access)).statusCode).toBe(200);
    expect((await post('/v1/auth/jwt/logout/', { refresh: tokens.refresh })).statusCode).toBe(204);
    const res = await me(tokens.access);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'This session has ended. Sign in again.' });
  });

  it('refresh-token reuse: both the thief and the victim lose the session', async () => {
    const user = await newUser();
    const first = await signInWithOtp(ctx, user.email);
    const rotated = (await post('/v1/auth/jwt/refresh/', { refresh: first.refresh })).json();
    expect((await me(rotated.access)).statusCode).toBe(200);
    expect((await post('/v1/auth/jwt/refresh/', { refresh: first.refresh })).statusCode).toBe(401);
    expect((await me(rotated.access)).statusCode).toBe(401);
    expect((await me(first.access)).statusCode).toBe(401);
  });

  it('a password change ends the other sessions and keeps the one that made it', async () => {
    const user = await newUser();
    const other = await signInWithOtp(ctx, user.email);
    const mine = await signInWithOtp(ctx, user.email);
    expect((await me(other.access)).statusCode).toBe(200);
    const changed = await post(
      '/v1/auth/users/set_password/',
      { current_password: PASSWORD, new_password: 'Other@2345' },
      mine.access,
    );
    expect(changed.statusCode).toBe(204);
    expect((await me(other.access)).statusCode).toBe(401);
    expect((await me(mine.access)).statusCode).toBe(200);
  });

  it('a password reset ends every session', async () => {
    const user = await newUser();
    const tokens = await signInWithOtp(ctx, user.email);
    expect((await me(tokens.access)).statusCode).toBe(200);
    await post('/v1/auth/users/reset_password/', { email: user.email, site: { url: 'x', name: 'x' } });
    const link = ctx
      .mails()
      .filter((m) => m.to.includes(user.email) && /Reset/.test(m.subject))
      .at(-1)
      ?.body.match(/(http\S+password\/reset\?\S+)/)?.[1];
    const params = new URL(link!).searchParams;
    const confirmed = await post('/v1/auth/users/reset_password_confirm/', {
      uid: params.get('uid'),
      token: params.get('token'),
      new_password: 'Reset@2345',
    });
    expect(confirmed.statusCode).toBe(204);
    expect((await me(tokens.access)).statusCode).toBe(401);
  });

  it('verifying the OTP ends the first-factor session', async () => {
    const user = await newUser();
    const first = await signIn(ctx, user.email);
    await post('/v1/2fa/', {}, first.access);
    const code = ctx
      .mails()
      .filter((m) => m.to.includes(user.email) && /sign-in code/.test(m.subject))
      .at(-1)
      ?.subject.match(/(\d{6})/)?.[1];
    expect((await post('/v1/2fa/verify/', { token: code }, first.access)).statusCode).toBe(200);
    expect((await me(first.access)).statusCode).toBe(401);
  });

  it('suspending the user', async () => {
    const user = await newUser();
    const tokens = await signInWithOtp(ctx, user.email);
    await ctx.db.update(users).set({ isActive: false, status: 'suspended' }).where(eq(users.id, user.id));
    expect((await me(tokens.access)).statusCode).toBe(401);
  });
});

describe('tokens the server did not issue as sessions', () => {
  const sign = async (claims: Record<string, unknown>, { withExp = true } = {}) => {
    const key = new TextEncoder().encode(ctx.config.jwtSecret);
    const jwt = new SignJWT({ typ: 'access', otp: true, ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('ared-dashboard')
      .setAudience('ared-dashboard')
      .setJti(crypto.randomUUID())
      .setIssuedAt();
    return (withExp ? jwt.setExpirationTime('5m') : jwt).sign(key);
  };

  it('refuses a token without exp, even with a live family', async () => {
    const user = await newUser();
    const live = decodeJwt((await signInWithOtp(ctx, user.email)).access);
    const control = await sign({ sub: String(user.id), fam: live.fam });
    expect((await me(control)).statusCode).toBe(200);
    const forever = await sign({ sub: String(user.id), fam: live.fam }, { withExp: false });
    expect((await me(forever)).statusCode).toBe(401);
  });

  it('refuses a token without a family, or with a family that is not a session', async () => {
    const user = await newUser();
    expect((await me(await sign({ sub: String(user.id) }))).statusCode).toBe(401);
    expect((await me(await sign({ sub: String(user.id), fam: 'not-a-uuid' }))).statusCode).toBe(401);
    expect((await me(await sign({ sub: String(user.id), fam: crypto.randomUUID() }))).statusCode).toBe(401);
  });

  it("refuses another user's family", async () => {
    const owner = await newUser();
    const other = await newUser();
    const fam = decodeJwt((await signInWithOtp(ctx, owner.email)).access).fam;
    expect((await me(await sign({ sub: String(other.id), fam }))).statusCode).toBe(401);
  });
});

describe('the liveness cache', () => {
  it('trusts a family revoked by another replica for at most the cache time', async () => {
    const user = await newUser();
    const familyId = String(decodeJwt((await signInWithOtp(ctx, user.email)).access).fam);
    const session = { userId: user.id, familyId };
    const start = Date.now() + 60_000; // a moment no request of this file has cached yet
    await assertSessionLive(ctx.database, session, start);
    // Another replica revokes the family: this process does not hear of it.
    await ctx.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(eq(refreshTokens.familyId, familyId));
    await expect(
      assertSessionLive(ctx.database, session, start + LIVENESS_CACHE_MS - 1),
    ).resolves.toBeUndefined();
    await expect(assertSessionLive(ctx.database, session, start + LIVENESS_CACHE_MS)).rejects.toMatchObject({
      statusCode: 401,
    });
  });
});
