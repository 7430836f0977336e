import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOUCHER_REFUSALS } from '@ared/contract/vouchers';
import { hotspotSessions, routers } from '../src/db/schema';
import { openRadiusSecret } from '../src/modules/guest-access/radius-secrets';
import { sweepSilentSessions } from '../src/modules/guest-access';
import { type TestContext, createTestContext } from './helpers/app';
import { createRouter } from './helpers/factories';
import { createVoucher, sessionsOf, voucherRow } from './helpers/hotspot';
import { bearer } from './helpers/session';
import { databaseDigest } from './helpers/snapshot';
import { twoPartners } from './helpers/world';

/**
 * The hotspot calls over HTTPS for boxes without RADIUS (same rules and answers), the RADIUS secret route,
 * and the silence sweep.
 */

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let keyA: string;
let theirKey: string;

const issueKey = async (access: string, id: number) =>
  (
    await ctx.app.inject({ method: 'POST', url: `/v1/routers/${id}/device-key/`, headers: bearer(access) })
  ).json().device_key as string;

beforeAll(async () => {
  ctx = await createTestContext({ RESPONSE_VALIDATION: 'on' });
  world = await twoPartners(ctx);
  keyA = await issueKey(world.mine.tokens.access, world.mine.routers[0]!.id);
  theirKey = await issueKey(world.theirs.tokens.access, world.theirs.routers[0]!.id);
});
afterAll(() => ctx.close());

const device = (key: string, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: { authorization: `Device ${key}` }, payload });

describe('POST /device/hotspot/authorize', () => {
  it('accepts a voucher of the box partner with its time left, and marks it used', async () => {
    const v = await createVoucher(ctx.db, world.mine.partner.id, { durationSeconds: 900 });
    const res = await device(keyA, '/device/hotspot/authorize', {
      code: v.code.toLowerCase(),
      client_mac: 'aa-bb-cc-dd-ee-30',
      client_ip: '10.2.0.3',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      accept: true,
      session_timeout: 900,
      interim_interval: 60,
      bandwidth_down: null,
      bandwidth_up: null,
    });
    expect((await voucherRow(ctx.db, v.id)).usedBy).toEqual(['AA:BB:CC:DD:EE:30']);
  });

  it('refuses with 200 {accept: false, reply_message}: used, unknown, another partner’s code', async () => {
    const v = await createVoucher(ctx.db, world.mine.partner.id, {
      status: 'used',
      firstUsedAt: new Date(),
      usedBy: ['AA:BB:CC:DD:EE:31'],
    });
    const used = await device(keyA, '/device/hotspot/authorize', {
      code: v.code,
      client_mac: 'AA:BB:CC:DD:EE:32',
    });
    expect(used.json()).toEqual({ accept: false, reply_message: VOUCHER_REFUSALS.used });
    const theirs = await createVoucher(ctx.db, world.theirs.partner.id);
    const cross = await device(keyA, '/device/hotspot/authorize', {
      code: theirs.code,
      client_mac: 'AA:BB:CC:DD:EE:33',
    });
    expect(cross.json()).toEqual({ accept: false, reply_message: VOUCHER_REFUSALS.unknown });
    expect((await voucherRow(ctx.db, theirs.id)).firstUsedAt).toBeNull();
  });

  it('refuses bad input with a field error, and a missing or wrong key with 401, storing nothing', async () => {
    const before = await databaseDigest(ctx.db);
    const bad = await device(keyA, '/device/hotspot/authorize', {
      code: 'ABCDEFGH',
      client_mac: 'not-a-mac',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().client_mac).toBeDefined();
    const noKey = await ctx.app.inject({
      method: 'POST',
      url: '/device/hotspot/authorize',
      payload: { code: 'ABCDEFGH', client_mac: 'AA:BB:CC:DD:EE:34' },
    });
    expect(noKey.statusCode).toBe(401);
    const userToken = await ctx.app.inject({
      method: 'POST',
      url: '/device/hotspot/authorize',
      headers: bearer(world.mine.tokens.access),
      payload: { code: 'ABCDEFGH', client_mac: 'AA:BB:CC:DD:EE:34' },
    });
    expect(userToken.statusCode).toBe(401);
    expect(await databaseDigest(ctx.db)).toEqual(before);
  });

  it('answers 403 to a box without a partner', async () => {
    const loose = await createRouter(ctx.db, world.mine.partner.id, { serialNumber: 'LOOSE1' });
    const key = await issueKey(world.mine.tokens.access, loose.id);
    await ctx.db.update(routers).set({ partnerId: null }).where(eq(routers.id, loose.id));
    const res = await device(key, '/device/hotspot/authorize', {
      code: 'ABCDEFGH',
      client_mac: 'AA:BB:CC:DD:EE:35',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /device/hotspot/accounting', () => {
  it('stores start, interim and stop of a session; a re-sent update counts once', async () => {
    const v = await createVoucher(ctx.db, world.mine.partner.id);
    const base = {
      acct_session_id: 'https-1',
      code: v.code,
      client_mac: 'AA:BB:CC:DD:EE:40',
      client_ip: '10.2.0.4',
    };
    const post = (body: object) => device(keyA, '/device/hotspot/accounting', { ...base, ...body });
    expect((await post({ status_type: 'start', session_time: 0, bytes_in: 0, bytes_out: 0 })).json()).toEqual(
      {
        recorded: true,
        interim_interval: 60,
      },
    );
    const interim = { status_type: 'interim', session_time: 60, bytes_in: 1000, bytes_out: 200 };
    await post(interim);
    await post(interim);
    await post({
      status_type: 'stop',
      session_time: 61,
      bytes_in: 1001,
      bytes_out: 201,
      terminate_cause: 'Session-Timeout',
    });
    const rows = (await sessionsOf(ctx.db, world.mine.routers[0]!.id)).filter(
      (s) => s.acctSessionId === 'https-1',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      sessionType: 'voucher',
      status: 'expired',
      bytesIn: 1001,
      bytesOut: 201,
      durationSeconds: 61,
      nasAddress: null,
    });
  });

  it("another box's key writes to its own box only: the same session id is a different session", async () => {
    const body = {
      status_type: 'start',
      acct_session_id: 'https-shared',
      client_mac: 'AA:BB:CC:DD:EE:41',
      session_time: 0,
      bytes_in: 0,
      bytes_out: 0,
    };
    await device(keyA, '/device/hotspot/accounting', body);
    await device(theirKey, '/device/hotspot/accounting', { ...body, status_type: 'stop', session_time: 5 });
    const rows = await ctx.db
      .select()
      .from(hotspotSessions)
      .where(eq(hotspotSessions.acctSessionId, 'https-shared'));
    expect(rows.map((r) => [r.partnerId, r.routerId, r.status]).sort()).toEqual(
      [
        [world.mine.partner.id, world.mine.routers[0]!.id, 'connected'],
        [world.theirs.partner.id, world.theirs.routers[0]!.id, 'disconnected'],
      ].sort(),
    );
  });

  it('refuses out-of-range counters and unknown status types with field errors', async () => {
    const base = {
      acct_session_id: 'https-bad',
      client_mac: 'AA:BB:CC:DD:EE:42',
      session_time: 0,
      bytes_in: 0,
      bytes_out: 0,
    };
    for (const body of [
      { ...base, status_type: 'pause' },
      { ...base, status_type: 'start', bytes_in: -1 },
      { ...base, status_type: 'start', session_time: 2 ** 32 },
      { ...base, status_type: 'start', bytes_in: 2 ** 64 * 2 },
      { ...base, status_type: 'start', bytes_out: 1.5 },
      { ...base, status_type: 'start', acct_session_id: 'x'.repeat(129) },
    ]) {
      const res = await device(keyA, '/device/hotspot/accounting', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('takes what RADIUS can carry (2^32 − 1 s, 2^64 bytes): stored at the bound and flagged (issue 27 §2)', async () => {
    const res = await device(keyA, '/device/hotspot/accounting', {
      status_type: 'stop',
      acct_session_id: 'https-huge',
      client_mac: 'AA:BB:CC:DD:EE:43',
      session_time: 2 ** 32 - 1,
      bytes_in: 2 ** 64,
      // 2^64 − 1 as JSON carries it (a double: it reads as 2^64).
      bytes_out: 2 ** 64 - 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [session] = (await sessionsOf(ctx.db, world.mine.routers[0]!.id)).filter(
      (s) => s.acctSessionId === 'https-huge',
    );
    expect(session).toMatchObject({
      durationSeconds: 2_147_483_647,
      bytesIn: Number.MAX_SAFE_INTEGER,
      bytesOut: Number.MAX_SAFE_INTEGER,
      countersClamped: true,
    });
  });
});

describe('POST /v1/routers/{id}/radius-secret/', () => {
  it('shows the secret once and stores it sealed; another partner’s router is 404; staff 403', async () => {
    const id = world.mine.routers[2]!.id;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/v1/routers/${id}/radius-secret/`,
      headers: bearer(world.mine.tokens.access),
    });
    expect(res.statusCode).toBe(200);
    const { secret, serial_number } = res.json();
    expect(serial_number).toBe(world.mine.routers[2]!.serialNumber);
    expect(secret).toMatch(/^[\w-]{32}$/);
    const [row] = await ctx.db.select().from(routers).where(eq(routers.id, id));
    expect(row!.radiusSecretSealed).not.toContain(secret);
    expect(openRadiusSecret(ctx.config.jwtSecret, row!.radiusSecretSealed!)).toBe(secret);
    expect(
      openRadiusSecret('another server secret of at least 32 chars', row!.radiusSecretSealed!),
    ).toBeNull();
    const theirs = await ctx.app.inject({
      method: 'POST',
      url: `/v1/routers/${world.theirs.routers[2]!.id}/radius-secret/`,
      headers: bearer(world.mine.tokens.access),
    });
    expect(theirs.statusCode).toBe(404);
    // The router list never shows the sealed secret.
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/v1/routers/',
      headers: bearer(world.mine.tokens.access),
    });
    expect(list.body).not.toContain(row!.radiusSecretSealed!);
  });
});

describe('the silence sweep', () => {
  it('disconnects connected sessions silent for 3 interim intervals, at their last update, and nothing else', async () => {
    const router = await createRouter(ctx.db, world.mine.partner.id, { serialNumber: 'SWEEP1' });
    const now = new Date();
    const ago = (s: number) => new Date(now.getTime() - s * 1000);
    const row = (id: string, lastUpdate: Date, status: 'connected' | 'disconnected' = 'connected') => ({
      partnerId: world.mine.partner.id,
      routerId: router.id,
      sessionType: 'auto' as const,
      acctSessionId: id,
      clientMac: 'AA:BB:CC:DD:EE:50',
      status,
      startTime: ago(3600),
      lastUpdate,
    });
    await ctx.db
      .insert(hotspotSessions)
      .values([row('silent', ago(181)), row('alive', ago(179)), row('ended', ago(999), 'disconnected')]);
    expect(await sweepSilentSessions(ctx.db, now, 60)).toBe(1);
    const rows = await sessionsOf(ctx.db, router.id);
    const by = Object.fromEntries(rows.map((r) => [r.acctSessionId, r]));
    expect(by.silent).toMatchObject({ status: 'disconnected', terminateCause: 'Lost-Service' });
    expect(by.silent!.stopTime).toEqual(ago(181));
    expect(by.alive!.status).toBe('connected');
    expect(by.ended!.stopTime).toBeNull();
    expect(await sweepSilentSessions(ctx.db, now, 60)).toBe(0);
  });
});

describe('the hotspot calls’ budget', () => {
  it('is its own, larger than the heartbeat budget: a busy box is not refused at DEVICE_RATE_LIMIT_MAX', async () => {
    const small = await createTestContext({ DEVICE_RATE_LIMIT_MAX: '3' });
    try {
      const w = await twoPartners(small);
      const key = (
        await small.app.inject({
          method: 'POST',
          url: `/v1/routers/${w.mine.routers[0]!.id}/device-key/`,
          headers: bearer(w.mine.tokens.access),
        })
      ).json().device_key as string;
      const statuses: number[] = [];
      for (let i = 0; i < 10; i += 1) {
        const res = await small.app.inject({
          method: 'POST',
          url: '/device/hotspot/accounting',
          headers: { authorization: `Device ${key}` },
          payload: {
            status_type: 'interim',
            acct_session_id: `b${i}`,
            client_mac: 'AA:BB:CC:DD:EE:60',
            session_time: i,
            bytes_in: 0,
            bytes_out: 0,
          },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual(Array.from({ length: 10 }, () => 200));
      const heartbeats: number[] = [];
      for (let i = 0; i < 4; i += 1)
        heartbeats.push(
          (
            await small.app.inject({
              method: 'POST',
              url: '/device/heartbeat',
              headers: { authorization: `Device ${key}` },
              payload: {},
            })
          ).statusCode,
        );
      expect(heartbeats.at(-1)).toBe(429);
    } finally {
      await small.close();
    }
  });
});
