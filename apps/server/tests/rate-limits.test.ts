import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDeviceKey } from '../src/modules/devices/device-keys';
import { type TestContext, createTestContext } from './helpers/app';
import { createPartner, createRouter, createUser } from './helpers/factories';
import { bearer, signInWithOtp } from './helpers/session';

// Small budgets so a test can spend them: 20 requests a minute per user or address, 5 per box.
const USER_MAX = 20;
const DEVICE_MAX = 5;

let ctx: TestContext;
let partnerId: number;

beforeAll(async () => {
  ctx = await createTestContext({
    RATE_LIMIT_MAX: String(USER_MAX),
    DEVICE_RATE_LIMIT_MAX: String(DEVICE_MAX),
  });
  partnerId = (await createPartner(ctx.db)).id;
});
afterAll(() => ctx.close());

/** A box with its own device key, as a partner admin would issue it. */
async function newBox(): Promise<string> {
  const { key, hash } = generateDeviceKey();
  await createRouter(ctx.db, partnerId, { deviceKeyHash: hash });
  return key;
}
const heartbeat = (key: string, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/device/heartbeat',
    headers: { authorization: `Device ${key}` },
    payload: {},
    remoteAddress,
  });
const me = (access: string) =>
  ctx.app.inject({ method: 'GET', url: '/v1/auth/users/me/', headers: bearer(access) });
const statuses = async (requests: (() => Promise<{ statusCode: number }>)[]) => {
  const codes: number[] = [];
  for (const request of requests) codes.push((await request()).statusCode);
  return codes;
};
const times = <T>(n: number, make: () => T) => Array.from({ length: n }, make);

describe('budgets by caller: boxes, users and addresses apart', () => {
  it('a flood of heartbeats from one box while users work: users see no 429', async () => {
    const alice = await signInWithOtp(ctx, (await createUser(ctx.db, { partnerId })).email);
    const bob = await signInWithOtp(ctx, (await createUser(ctx.db, { partnerId })).email);
    const box = await newBox();
    // Everyone comes from one address, as behind a load balancer without TRUST_PROXY.
    const flood = await statuses(times(USER_MAX * 2, () => () => heartbeat(box)));
    expect(flood.slice(0, DEVICE_MAX).every((code) => code === 200)).toBe(true);
    expect(flood.at(-1)).toBe(429);
    const work = await statuses([
      ...times(8, () => () => me(alice.access)),
      ...times(8, () => () => me(bob.access)),
    ]);
    expect(work.filter((code) => code === 429)).toEqual([]);
    expect(work.every((code) => code === 200)).toBe(true);
  });

  it('one box flooding gets 429, another box is not affected', async () => {
    const noisy = await newBox();
    const quiet = await newBox();
    const flood = await statuses(times(DEVICE_MAX + 3, () => () => heartbeat(noisy)));
    expect(flood.filter((code) => code === 200)).toHaveLength(DEVICE_MAX);
    const refused = await heartbeat(noisy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: 'Too many requests. Try again later.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await heartbeat(quiet)).statusCode).toBe(200);
  });

  it('made-up device keys spend their address budget, not a fresh one each', async () => {
    const address = '198.51.100.9';
    const codes = await statuses(
      times(USER_MAX + 2, () => () => heartbeat(generateDeviceKey().key, address)),
    );
    expect(codes.slice(0, USER_MAX).every((code) => code === 401)).toBe(true);
    expect(codes.slice(USER_MAX)).toEqual([429, 429]);
  });

  it('one user using up their budget does not touch another user at the same address', async () => {
    const greedy = await signInWithOtp(ctx, (await createUser(ctx.db, { partnerId })).email);
    const patient = await signInWithOtp(ctx, (await createUser(ctx.db, { partnerId })).email);
    const codes = await statuses(times(USER_MAX, () => () => me(greedy.access)));
    expect(codes.at(-1)).toBe(429);
    expect((await me(patient.access)).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  const anonymous = (app: TestContext['app'], forwardedFor: string, remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/v1/auth/jwt/refresh/',
      payload: { refresh: 'not-a-token' },
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress,
    });
  const spend = async (app: TestContext['app'], forwardedFor: string, n: number, remoteAddress?: string) =>
    statuses(times(n, () => () => anonymous(app, forwardedFor, remoteAddress)));

  it('off by default: X-Forwarded-For does not choose the budget', async () => {
    const codes = await spend(ctx.app, '203.0.113.1', USER_MAX + 1, '192.0.2.50');
    expect(codes.at(-1)).toBe(429);
    expect((await anonymous(ctx.app, '203.0.113.2', '192.0.2.50')).statusCode).toBe(429);
  });

  it('a hop count makes the client named by the load balancer count', async () => {
    const behind = await createTestContext({ RATE_LIMIT_MAX: '3', TRUST_PROXY: '1' });
    try {
      expect((await spend(behind.app, '203.0.113.1', 4)).at(-1)).toBe(429);
      expect(await spend(behind.app, '203.0.113.2', 3)).toEqual([401, 401, 401]);
    } finally {
      await behind.close();
    }
  });

  it('a list of proxies: only those may name the client', async () => {
    const behind = await createTestContext({ RATE_LIMIT_MAX: '3', TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' });
    try {
      expect((await spend(behind.app, '203.0.113.1', 4, '10.1.2.3')).at(-1)).toBe(429);
      expect(await spend(behind.app, '203.0.113.2', 3, '10.1.2.3')).toEqual([401, 401, 401]);
      // Not a listed proxy: its forwarded header is ignored, the socket's address is the client.
      expect((await spend(behind.app, '203.0.113.3', 4, '192.0.2.7')).at(-1)).toBe(429);
      expect((await anonymous(behind.app, '203.0.113.4', '192.0.2.7')).statusCode).toBe(429);
    } finally {
      await behind.close();
    }
  });
});
