import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mobileMoneyCredentials } from '../src/db/schema';
import { partnerPaymentProvider } from '../src/modules/mobile-money';
import { credentialsOf } from '../src/modules/mobile-money/credentials';
import { type TestContext, createTestContext } from './helpers/app';
import { type Tokens, bearer, signInWithOtp } from './helpers/session';
import { databaseDigest } from './helpers/snapshot';
import { twoPartners } from './helpers/world';

/**
 * A partner's mobile-money credentials (issue 32 §1, decision 077): the partner admin's to set and remove,
 * write-only (answers say which fields are set and when), sealed at rest, never logged; staff 403, another
 * partner's id 404, bad fields 400 with field errors.
 */

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let staff: Tokens;
const lines: string[] = [];

const MTN = {
  environment: 'live',
  subscription_key: 'mtn-subscription-secret-7f3a',
  api_user: '0c6a3a43-5b8e-4f7e-9d1c-2b4e6f8a0c1d',
  api_key: 'mtn-api-key-secret-91be',
  target_environment: 'mtnrwanda',
  callback_host: 'portal.example.rw',
};
const AIRTEL = {
  environment: 'sandbox',
  client_id: 'airtel-client-4411',
  client_secret: 'airtel-client-secret-c0ffee',
  country: 'RW',
  currency: 'RWF',
};
const SECRETS = [MTN.subscription_key, MTN.api_key, AIRTEL.client_secret];

const call = (tokens: Tokens, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(tokens.access), ...(payload && { payload }) });
const base = (partnerId = world.mine.partner.id) => `/v1/partners/${partnerId}/mobile-money/`;

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  ctx = await createTestContext({ LOG_LEVEL: 'trace' }, { logStream });
  world = await twoPartners(ctx);
  staff = await signInWithOtp(ctx, world.mine.staff.email);
});
afterAll(() => ctx.close());

describe('the partner admin sets, reads and removes credentials', () => {
  it('PUT answers which fields are set, never their values; GET lists them', async () => {
    const mtn = await call(world.mine.tokens, 'PUT', `${base()}mtn-momo/`, MTN);
    expect(mtn.statusCode, mtn.body).toBe(200);
    expect(mtn.json()).toEqual({
      provider: 'mtn_momo',
      environment: 'live',
      fields_set: ['subscriptionKey', 'apiUser', 'apiKey', 'targetEnvironment', 'callbackHost'],
      updated_at: expect.any(String),
    });
    const airtel = await call(world.mine.tokens, 'PUT', `${base()}airtel-money/`, AIRTEL);
    expect(airtel.statusCode, airtel.body).toBe(200);
    const list = await call(world.mine.tokens, 'GET', base());
    expect(list.statusCode).toBe(200);
    expect(list.json().results.map((r: { provider: string }) => r.provider)).toEqual([
      'airtel_money',
      'mtn_momo',
    ]);
    for (const response of [mtn, airtel, list])
      for (const secret of SECRETS) expect(response.body).not.toContain(secret);
  });

  it('stores them sealed: the row holds no value in clear, and they open with the server secret only', async () => {
    const rows = JSON.stringify(await ctx.db.select().from(mobileMoneyCredentials));
    for (const secret of [...SECRETS, MTN.api_user, AIRTEL.client_id]) expect(rows).not.toContain(secret);
    const opened = await credentialsOf(ctx.db, ctx.config.jwtSecret, world.mine.partner.id, 'mtn_momo');
    expect(opened).toMatchObject({ environment: 'live', fields: { apiKey: MTN.api_key } });
    expect(
      await credentialsOf(ctx.db, 'another-server-secret-of-32-chars!!', world.mine.partner.id, 'mtn_momo'),
    ).toBeNull();
  });

  it('the partner now collects with a provider; with both, the phone picks the network', async () => {
    const deps = ctx.app.deps;
    expect(await partnerPaymentProvider(deps, world.mine.partner.id)).toBe('mtn_momo');
    expect(await partnerPaymentProvider(deps, world.mine.partner.id, '250788123456')).toBe('mtn_momo');
    expect(await partnerPaymentProvider(deps, world.mine.partner.id, '250732123456')).toBe('airtel_money');
    expect(await partnerPaymentProvider(deps, world.theirs.partner.id)).toBeNull();
  });

  it('bad fields: 400 with field errors, nothing stored', async () => {
    const before = await databaseDigest(ctx.db);
    const bad = await call(world.mine.tokens, 'PUT', `${base()}mtn-momo/`, {
      ...MTN,
      api_user: 'not-a-uuid',
      environment: 'production',
      subscription_key: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['api_user', 'environment', 'subscription_key']);
    const airtel = await call(world.mine.tokens, 'PUT', `${base()}airtel-money/`, {
      ...AIRTEL,
      country: 'rwa',
    });
    expect(airtel.statusCode).toBe(400);
    expect(Object.keys(airtel.json())).toEqual(['country']);
    expect(await databaseDigest(ctx.db)).toEqual(before);
  });

  it('DELETE removes one provider; again: 404', async () => {
    expect((await call(world.mine.tokens, 'DELETE', `${base()}airtel-money/`)).statusCode).toBe(204);
    expect((await call(world.mine.tokens, 'DELETE', `${base()}airtel-money/`)).statusCode).toBe(404);
    const list = await call(world.mine.tokens, 'GET', base());
    expect(list.json().results.map((r: { provider: string }) => r.provider)).toEqual(['mtn_momo']);
  });
});

describe('who may', () => {
  it('staff: 403 on every call, nothing changed', async () => {
    const before = await databaseDigest(ctx.db);
    for (const [method, url, body] of [
      ['GET', base(), undefined],
      ['PUT', `${base()}mtn-momo/`, MTN],
      ['PUT', `${base()}airtel-money/`, AIRTEL],
      ['DELETE', `${base()}mtn-momo/`, undefined],
    ] as const) {
      const response = await call(staff, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({
        detail: 'Only a partner admin can manage mobile-money credentials.',
      });
    }
    expect(await databaseDigest(ctx.db)).toEqual(before);
  });

  it("another partner's id: 404 on every call, nothing changed", async () => {
    const theirs = world.theirs.partner.id;
    const before = await databaseDigest(ctx.db);
    for (const [method, url, body] of [
      ['GET', base(theirs), undefined],
      ['PUT', `${base(theirs)}mtn-momo/`, MTN],
      ['PUT', `${base(theirs)}airtel-money/`, AIRTEL],
      ['DELETE', `${base(theirs)}mtn-momo/`, undefined],
    ] as const) {
      expect((await call(world.mine.tokens, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await databaseDigest(ctx.db)).toEqual(before);
  });

  it('no credential value appears in any log line', () => {
    const logs = lines.join('');
    expect(logs).toContain('mobile-money');
    for (const secret of SECRETS) expect(logs).not.toContain(secret);
  });
});
