import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeviceKeyResolver } from '../src/modules/devices/key-cache';
import { registerAuth } from '../src/plugins/auth/hook';
import { registerErrorHandling } from '../src/plugins/errors';
import type { RouteAuth } from '../src/types';
import { type TestContext, createTestContext } from './helpers/app';
import { type Tokens, bearer, signIn } from './helpers/session';
import { twoPartners } from './helpers/world';
import { signedInAgent } from './helpers/assistant-world';

/**
 * The strategies a route may declare in `config.auth` (decision 012), each on a route of its own in a
 * scope built like the app's: what the route sees of its caller, and who is turned away.
 */

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let app: FastifyInstance;
let preOtp: Tokens;
let deviceKey: string;
let agent: Awaited<ReturnType<typeof signedInAgent>>;
let agentPreOtp: Tokens;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await twoPartners(ctx);
  preOtp = await signIn(ctx, world.mine.admin.email);
  agent = await signedInAgent(ctx);
  agentPreOtp = await signIn(ctx, agent.email);
  const router = world.mine.routers[0]!;
  deviceKey = (
    await ctx.app.inject({
      method: 'POST',
      url: `/v1/routers/${router.id}/device-key/`,
      headers: bearer(world.mine.tokens.access),
    })
  ).json().device_key;
  app = Fastify();
  app.decorate('deps', ctx.app.deps);
  registerErrorHandling(app);
  await app.register(async (scope) => {
    registerAuth(scope, { keys: createDeviceKeyResolver(ctx.db) });
    const who = (auth?: RouteAuth) =>
      scope.get(`/${auth ?? 'default'}`, { config: auth ? { auth } : {} }, async (request) => ({
        user: request.user?.id ?? null,
        router: request.device?.routerId ?? null,
      }));
    for (const auth of [
      undefined,
      'pre-otp',
      'signed-in',
      'public',
      'device',
      'guest',
      'voucher-admin',
      'assistant',
      'support-agent',
    ] as const)
      who(auth);
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const get = (url: string, authorization?: string) =>
  app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
const signedIn = () => `Bearer ${world.mine.tokens.access}`;

describe('auth strategies', () => {
  it('a route without a declaration is a dashboard user route: after the one-time password only', async () => {
    expect((await get('/default')).statusCode).toBe(401);
    expect((await get('/default', `Bearer ${preOtp.access}`)).json()).toEqual({
      detail: 'One-time password verification required.',
    });
    expect((await get('/default', signedIn())).json()).toEqual({ user: world.mine.admin.id, router: null });
  });

  it('pre-otp takes the first factor alone', async () => {
    expect((await get('/pre-otp', `Bearer ${preOtp.access}`)).json()).toEqual({
      user: world.mine.admin.id,
      router: null,
    });
    expect((await get('/pre-otp')).statusCode).toBe(401);
  });

  it('signed-in: any account that may sign in, a support agent too, past the one-time password only', async () => {
    expect((await get('/signed-in')).statusCode).toBe(401);
    expect((await get('/signed-in', `Bearer ${preOtp.access}`)).json()).toEqual({
      detail: 'One-time password verification required.',
    });
    expect((await get('/signed-in', `Bearer ${agentPreOtp.access}`)).statusCode).toBe(403);
    expect((await get('/signed-in', signedIn())).json()).toEqual({ user: world.mine.admin.id, router: null });
    expect((await get('/signed-in', `Bearer ${agent.tokens.access}`)).json()).toEqual({
      user: agent.id,
      router: null,
    });
  });

  it('public lets anyone in and reads nothing', async () => {
    expect((await get('/public')).json()).toEqual({ user: null, router: null });
  });

  it("device resolves the box's key to its router, and refuses anything else", async () => {
    expect((await get('/device', `Device ${deviceKey}`)).json()).toEqual({
      user: null,
      router: world.mine.routers[0]!.id,
    });
    expect((await get('/device', `Device ared_dk_${'x'.repeat(43)}`)).statusCode).toBe(401);
    expect((await get('/device', signedIn())).statusCode).toBe(401);
    expect((await get('/device')).statusCode).toBe(401);
  });

  it('guest may be anonymous, and a dashboard token grants it nothing', async () => {
    expect((await get('/guest')).json()).toEqual({ user: null, router: null });
    expect((await get('/guest', signedIn())).json()).toEqual({ user: null, router: null });
  });

  it('voucher-admin is, for now, a dashboard user after the one-time password', async () => {
    expect((await get('/voucher-admin')).statusCode).toBe(401);
    expect((await get('/voucher-admin', `Bearer ${preOtp.access}`)).statusCode).toBe(403);
    expect((await get('/voucher-admin', signedIn())).json()).toEqual({
      user: world.mine.admin.id,
      router: null,
    });
  });

  it("assistant: anonymous without a token, a partner's user past the one-time password, else a visitor", async () => {
    expect((await get('/assistant')).json()).toEqual({ user: null, router: null });
    expect((await get('/assistant', 'Bearer nonsense')).statusCode).toBe(401);
    expect((await get('/assistant', `Bearer ${preOtp.access}`)).json()).toEqual({ user: null, router: null });
    expect((await get('/assistant', `Bearer ${agent.tokens.access}`)).json()).toEqual({
      user: null,
      router: null,
    });
    expect((await get('/assistant', signedIn())).json()).toEqual({ user: world.mine.admin.id, router: null });
  });

  it("support-agent: the platform's support agents past the one-time password, no partner's user", async () => {
    expect((await get('/support-agent')).statusCode).toBe(401);
    expect((await get('/support-agent', signedIn())).statusCode).toBe(403);
    expect((await get('/support-agent', `Bearer ${agentPreOtp.access}`)).statusCode).toBe(403);
    expect((await get('/support-agent', `Bearer ${agent.tokens.access}`)).json()).toEqual({
      user: agent.id,
      router: null,
    });
    // And the default strategy refuses an agent: no partner's data.
    expect((await get('/default', `Bearer ${agent.tokens.access}`)).statusCode).toBe(403);
  });
});
