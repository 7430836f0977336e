import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termsAcceptances } from '../src/db/schema';
import { type TestContext, createTestContext } from './helpers/app';
import { createPartner, createUser } from './helpers/factories';
import { signedInAgent } from './helpers/assistant-world';
import { bearer, signIn, signInWithOtp } from './helpers/session';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('POST /v1/terms/accept/', () => {
  it('stores user, version, time and user agent, and a later sign-in sees it', async () => {
    const user = await createUser(ctx.db, { partnerId: (await createPartner(ctx.db)).id });
    const firstBrowser = await signInWithOtp(ctx, user.email);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/terms/accept/',
      headers: { ...bearer(firstBrowser.access), 'user-agent': 'FirstBrowser/1.0' },
      payload: { version: '1.0' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().version).toBe('1.0');
    const [row] = await ctx.db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, user.id));
    expect(row).toMatchObject({ version: '1.0', userAgent: 'FirstBrowser/1.0' });
    const secondBrowser = await signIn(ctx, user.email);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/v1/auth/users/me/',
      headers: bearer(secondBrowser.access),
    });
    expect(me.json().accepted_terms_version).toBe('1.0');
  });

  it('a platform support agent (no partner) accepts them too, and its next sign-in sees it', async () => {
    const agent = await signedInAgent(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/terms/accept/',
      headers: bearer(agent.tokens.access),
      payload: { version: '1.0' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/v1/auth/users/me/',
      headers: bearer((await signIn(ctx, agent.email)).access),
    });
    expect(me.json().accepted_terms_version).toBe('1.0');
  });

  it('accepts only the current version, and only after the OTP', async () => {
    const user = await createUser(ctx.db, { partnerId: (await createPartner(ctx.db)).id });
    const pre = await signIn(ctx, user.email);
    const early = await ctx.app.inject({
      method: 'POST',
      url: '/v1/terms/accept/',
      headers: bearer(pre.access),
      payload: { version: '1.0' },
    });
    expect(early.statusCode).toBe(403);
    const full = await signInWithOtp(ctx, user.email);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/v1/terms/accept/',
      headers: bearer(full.access),
      payload: { version: '0.9' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toHaveProperty('version');
  });
});
