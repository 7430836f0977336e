import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { radiusNasStates } from '../src/db/schema';
import { loadRadiusDictionaries } from '../src/modules/guest-access/radius/dictionary-wispr';
import { type TestContext, createTestContext } from './helpers/app';
import { createVoucher } from './helpers/hotspot';
import { RADIUS_ENV, issueRadiusSecret, papText, radclient, radiusPorts } from './helpers/radius';
import { type Tokens, bearer, signInWithOtp } from './helpers/session';
import { databaseDigest } from './helpers/snapshot';
import { twoPartners } from './helpers/world';

/**
 * Issue 27 §6 on Router details: GET/PATCH /v1/routers/{id}/radius/ give a box's Message-Authenticator policy
 * and its last RADIUS problem. Both roles read; only a partner admin sets the policy; another partner's box
 * is 404; the next packet after a change is held to the new policy.
 */

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let staff: Tokens;
let ports: { auth: number; acct: number };

beforeAll(async () => {
  ctx = await createTestContext(RADIUS_ENV);
  world = await twoPartners(ctx);
  staff = await signInWithOtp(ctx, world.mine.staff.email);
  ports = radiusPorts(ctx);
  loadRadiusDictionaries();
});
afterAll(() => ctx.close());

const url = (routerId: number) => `/v1/routers/${routerId}/radius/`;
const read = (routerId: number, tokens: Tokens = world.mine.tokens) =>
  ctx.app.inject({ method: 'GET', url: url(routerId), headers: bearer(tokens.access) });
const setPolicy = (routerId: number, payload: unknown, tokens: Tokens = world.mine.tokens) =>
  ctx.app.inject({
    method: 'PATCH',
    url: url(routerId),
    headers: bearer(tokens.access),
    payload: payload as object,
  });
const stateRow = async (routerId: number) =>
  (await ctx.db.select().from(radiusNasStates).where(eq(radiusNasStates.routerId, routerId)))[0] ?? null;

const pap = (serial: string, code: string, { signed }: { signed: boolean }) =>
  papText(serial, code, { mac: 'aa-bb-cc-00-27-06', signed });

describe('reading a box’s RADIUS status', () => {
  it('is auto, never seen and without problems for a box the RADIUS server never heard of', async () => {
    const router = world.mine.routers[0]!;
    const res = await read(router.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      router: router.id,
      has_secret: false,
      require_message_authenticator: 'auto',
      message_authenticator_seen_at: null,
      message_authenticator_required: false,
      last_problem: null,
    });
    expect(await stateRow(router.id)).toBeNull();
  });

  it('shows the stored state: seen since when, the last problem with its time and count', async () => {
    const router = world.mine.routers[1]!;
    await issueRadiusSecret(ctx, world.mine.tokens.access, router.id);
    const seenAt = new Date('2026-11-20T08:00:00.000Z');
    const problemAt = new Date('2026-11-28T09:30:00.000Z');
    await ctx.db.insert(radiusNasStates).values({
      routerId: router.id,
      messageAuthenticatorSeenAt: seenAt,
      lastProblem: 'bad_authenticator',
      lastProblemAt: problemAt,
      lastProblemCount: 17,
    });
    const res = await read(router.id, staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      router: router.id,
      has_secret: true,
      require_message_authenticator: 'auto',
      message_authenticator_seen_at: seenAt.toISOString(),
      message_authenticator_required: true,
      last_problem: { problem: 'bad_authenticator', at: problemAt.toISOString(), count: 17 },
    });
  });
});

describe('setting the Message-Authenticator policy', () => {
  it("a partner admin sets 'yes' and back to 'auto'; the status says so", async () => {
    const router = world.mine.routers[2]!;
    const yes = await setPolicy(router.id, { require_message_authenticator: 'yes' });
    expect(yes.statusCode, yes.body).toBe(200);
    expect(yes.json()).toMatchObject({
      router: router.id,
      require_message_authenticator: 'yes',
      message_authenticator_required: true,
      last_problem: null,
    });
    expect((await read(router.id, staff)).json().require_message_authenticator).toBe('yes');
    const auto = await setPolicy(router.id, { require_message_authenticator: 'auto' });
    expect(auto.statusCode, auto.body).toBe(200);
    expect(auto.json()).toMatchObject({
      require_message_authenticator: 'auto',
      message_authenticator_required: false,
    });
    expect((await stateRow(router.id))?.requireMessageAuthenticator).toBe('auto');
  });

  it('answers partner staff 403 and changes nothing', async () => {
    const router = world.mine.routers[3]!;
    const before = await databaseDigest(ctx.db);
    const res = await setPolicy(router.id, { require_message_authenticator: 'yes' }, staff);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Only a partner admin can change RADIUS settings.' });
    expect(await databaseDigest(ctx.db)).toEqual(before);
    expect(await stateRow(router.id)).toBeNull();
  });

  it.each([
    ['a value that is no policy', { require_message_authenticator: 'no' }],
    ['another case', { require_message_authenticator: 'YES' }],
    ['a boolean', { require_message_authenticator: true }],
    ['null', { require_message_authenticator: null }],
    ['no field', {}],
  ])('answers 400 with the field’s error for %s, and changes nothing', async (_what, body) => {
    const router = world.mine.routers[3]!;
    const before = await databaseDigest(ctx.db);
    const res = await setPolicy(router.id, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json())).toEqual(['require_message_authenticator']);
    expect(res.json().require_message_authenticator).toEqual([expect.any(String)]);
    expect(await databaseDigest(ctx.db)).toEqual(before);
  });

  it('answers 400 to a body that is no JSON object', async () => {
    const res = await setPolicy(world.mine.routers[3]!.id, ['yes']);
    expect(res.statusCode, res.body).toBe(400);
  });
});

describe('another partner’s box (decision 003)', () => {
  it('answers 404 to reading and setting, as a router that does not exist, and writes nothing', async () => {
    const theirs = world.theirs.routers[0]!;
    const before = await databaseDigest(ctx.db);
    for (const res of [
      await read(theirs.id),
      await setPolicy(theirs.id, { require_message_authenticator: 'yes' }),
      await read(2_000_000_000),
      await setPolicy(2_000_000_000, { require_message_authenticator: 'yes' }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ detail: 'No router found.' });
    }
    expect(await databaseDigest(ctx.db)).toEqual(before);
    expect(await stateRow(theirs.id)).toBeNull();
  });
});

describe('a path id that is no router id', () => {
  it.each(['abc', '0', '-1', '1.5', '99999999999'])('/v1/routers/%s/radius/ answers 404', async (id) => {
    const headers = bearer(world.mine.tokens.access);
    const read = await ctx.app.inject({ method: 'GET', url: `/v1/routers/${id}/radius/`, headers });
    expect(read.statusCode, read.body).toBe(404);
    const set = await ctx.app.inject({
      method: 'PATCH',
      url: `/v1/routers/${id}/radius/`,
      headers,
      payload: { require_message_authenticator: 'yes' },
    });
    expect(set.statusCode, set.body).toBe(404);
  });
});

describe("a box set to 'yes' from Router details (issue 27 §6)", () => {
  it('drops its next PAP without Message-Authenticator, and the status names the reason', async () => {
    const router = world.mine.routers[4]!;
    const secret = await issueRadiusSecret(ctx, world.mine.tokens.access, router.id);
    // Accepted while 'auto' and never seen: the box is now in the NAS directory's cache.
    const before = await createVoucher(ctx.db, world.mine.partner.id);
    const accepted = await radclient(
      'auth',
      ports.auth,
      secret,
      pap(router.serialNumber, before.code, { signed: false }),
    );
    expect(accepted.stdout, accepted.stderr).toMatch(/Received Access-Accept/);

    const set = await setPolicy(router.id, { require_message_authenticator: 'yes' });
    expect(set.statusCode, set.body).toBe(200);
    // No secret issued again: only the policy change can have made the cache forget the box.
    const after = await createVoucher(ctx.db, world.mine.partner.id);
    const dropped = await radclient(
      'auth',
      ports.auth,
      secret,
      pap(router.serialNumber, after.code, { signed: false }),
    );
    expect(dropped.stdout).not.toMatch(/Received/);

    await ctx.app.radius.problems.flush();
    const status = await read(router.id, staff);
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json()).toMatchObject({
      require_message_authenticator: 'yes',
      message_authenticator_seen_at: null,
      message_authenticator_required: true,
      last_problem: { problem: 'no_message_authenticator', count: 1 },
    });
    const at = Date.parse(status.json().last_problem.at);
    expect(Math.abs(at - Date.now())).toBeLessThan(60_000);

    // A signed request is still answered, and marks the box as seen.
    const signed = await createVoucher(ctx.db, world.mine.partner.id);
    const ok = await radclient(
      'auth',
      ports.auth,
      secret,
      pap(router.serialNumber, signed.code, { signed: true }),
    );
    expect(ok.stdout, ok.stderr).toMatch(/Received Access-Accept/);
    expect((await read(router.id)).json().message_authenticator_seen_at).not.toBeNull();
  });
});
