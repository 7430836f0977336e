import { asc, eq } from 'drizzle-orm';
import radius from 'radius';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { hotspotLoginFailures } from '../src/db/schema';
import { createLoginFailureCounter } from '../src/modules/guest-access/login-failures';
import { createTestClock } from '../src/lib/clock';
import { type TestContext, createTestContext } from './helpers/app';
import { createVoucher } from './helpers/hotspot';
import { RADIUS_ENV, issueRadiusSecret, radiusPorts, sendDatagram } from './helpers/radius';
import { bearer } from './helpers/session';
import { loadRadiusDictionaries } from '../src/modules/guest-access/radius/dictionary-wispr';
import { twoPartners } from './helpers/world';

/**
 * Refused guest logins (decision 038): counted in memory per box, UTC minute and reason, added to
 * `hotspot_login_failures` by one additive upsert per flush.
 */

const clock = createTestClock('2026-11-20T08:00:10Z');
let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let key: string;

beforeAll(async () => {
  ctx = await createTestContext({ RESPONSE_VALIDATION: 'on' }, { clock });
  world = await twoPartners(ctx);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/v1/routers/${world.mine.routers[0]!.id}/device-key/`,
    headers: bearer(world.mine.tokens.access),
  });
  key = res.json().device_key as string;
});
afterAll(() => ctx.close());

const login = (code: string, mac = 'aa-bb-cc-dd-ee-40') =>
  ctx.app.inject({
    method: 'POST',
    url: '/device/hotspot/authorize',
    headers: { authorization: `Device ${key}` },
    payload: { code, client_mac: mac },
  });

const rowsOf = (routerId: number) =>
  ctx.db
    .select()
    .from(hotspotLoginFailures)
    .where(eq(hotspotLoginFailures.routerId, routerId))
    .orderBy(asc(hotspotLoginFailures.minute), asc(hotspotLoginFailures.reason));

describe('refused logins', () => {
  it('counts each refusal by box, minute and reason; accepted logins count nothing', async () => {
    const box = world.mine.routers[0]!;
    const revoked = await createVoucher(ctx.db, world.mine.partner.id, { status: 'revoked' });
    const single = await createVoucher(ctx.db, world.mine.partner.id);
    const theirs = await createVoucher(ctx.db, world.theirs.partner.id);
    // 08:00: 3 unknown (one malformed, one never made, one of another partner), 1 revoked, 1 accepted.
    expect((await login('!!')).json().accept).toBe(false);
    expect((await login('ZZZZZZZZ')).json().accept).toBe(false);
    expect((await login(theirs.code)).json().accept).toBe(false);
    expect((await login(revoked.code)).json().accept).toBe(false);
    expect((await login(single.code)).json().accept).toBe(true);
    // 08:01: the single-user voucher from another device: used.
    clock.set('2026-11-20T08:01:30Z');
    expect((await login(single.code, 'aa-bb-cc-dd-ee-41')).json().accept).toBe(false);
    await ctx.app.loginFailures.flush();
    const rows = await rowsOf(box.id);
    expect(rows.map((r) => [r.minute.toISOString(), r.reason, r.count, r.partnerId])).toEqual([
      ['2026-11-20T08:00:00.000Z', 'revoked', 1, world.mine.partner.id],
      ['2026-11-20T08:00:00.000Z', 'unknown', 3, world.mine.partner.id],
      ['2026-11-20T08:01:00.000Z', 'used', 1, world.mine.partner.id],
    ]);
    // Nothing is counted for the other partner.
    const theirRows = await ctx.db
      .select()
      .from(hotspotLoginFailures)
      .where(eq(hotspotLoginFailures.partnerId, world.theirs.partner.id));
    expect(theirRows).toEqual([]);
  });

  it('adds later flushes to the same minute; a flood of bad codes stays one row per minute and reason', async () => {
    const box = world.mine.routers[0]!;
    clock.set('2026-11-20T08:01:50Z');
    for (let i = 0; i < 200; i += 1) await login('ZZZZZZZ2');
    await ctx.app.loginFailures.flush();
    clock.set('2026-11-20T08:02:05Z');
    for (let i = 0; i < 50; i += 1) await login('ZZZZZZZ3');
    await ctx.app.loginFailures.flush();
    const rows = await rowsOf(box.id);
    // After five wrong codes the device is refused without a lookup (decision 044): still counted, as 'other'.
    expect(rows.map((r) => [r.minute.toISOString(), r.reason, r.count])).toEqual([
      ['2026-11-20T08:00:00.000Z', 'revoked', 1],
      ['2026-11-20T08:00:00.000Z', 'unknown', 3],
      ['2026-11-20T08:01:00.000Z', 'other', 195],
      ['2026-11-20T08:01:00.000Z', 'unknown', 5],
      ['2026-11-20T08:01:00.000Z', 'used', 1],
      ['2026-11-20T08:02:00.000Z', 'other', 50],
    ]);
  });

  it('writes one statement per flush, keeps its counts when the database refuses, and flushes on close', async () => {
    const statements: string[] = [];
    let fail = true;
    const errors: unknown[] = [];
    const database: Database = {
      ...ctx.database,
      prepared: <R extends Record<string, unknown>>(text: string) => {
        const real = ctx.database.prepared<R>(text);
        return async (params: unknown[]) => {
          statements.push(text);
          if (fail) throw new Error('database down');
          return real(params);
        };
      },
    };
    const counter = createLoginFailureCounter(database, { onError: (e) => errors.push(e) });
    const box = { partnerId: world.mine.partner.id, routerId: world.mine.routers[1]!.id };
    const at = new Date('2026-11-20T09:00:20Z');
    for (let i = 0; i < 1000; i += 1) counter.record(box, i % 2 ? 'expired' : 'other', at);
    await counter.flush();
    expect(statements).toHaveLength(1);
    expect(errors).toHaveLength(1);
    expect(await rowsOf(box.routerId)).toEqual([]);
    fail = false;
    counter.record(box, 'expired', at);
    await counter.drain();
    expect(statements).toHaveLength(2);
    expect((await rowsOf(box.routerId)).map((r) => [r.reason, r.count])).toEqual([
      ['expired', 501],
      ['other', 500],
    ]);
    // Nothing left: a further flush sends nothing.
    await counter.flush();
    expect(statements).toHaveLength(2);
  });
});

describe('refused logins over RADIUS', () => {
  let radiusCtx: TestContext;
  let radiusWorld: Awaited<ReturnType<typeof twoPartners>>;
  let secret: string;
  const radiusClock = createTestClock('2026-11-20T10:00:30Z');

  beforeAll(async () => {
    radiusCtx = await createTestContext(RADIUS_ENV, { clock: radiusClock });
    radiusWorld = await twoPartners(radiusCtx);
    secret = await issueRadiusSecret(
      radiusCtx,
      radiusWorld.mine.tokens.access,
      radiusWorld.mine.routers[0]!.id,
    );
    loadRadiusDictionaries();
  });
  afterAll(() => radiusCtx.close());

  const accessRequest = (code: string, password = code) =>
    radius.encode({
      code: 'Access-Request',
      secret,
      attributes: [
        ['User-Name', code],
        ['User-Password', password],
        ['NAS-Identifier', radiusWorld.mine.routers[0]!.serialNumber],
        ['Calling-Station-Id', 'AA:BB:CC:00:00:10'],
      ],
      add_message_authenticator: true,
    });

  it('counts Access-Rejects: an unknown code, a password that is not the code, an expired voucher', async () => {
    const { auth } = radiusPorts(radiusCtx);
    const expired = await createVoucher(radiusCtx.db, radiusWorld.mine.partner.id, { status: 'expired' });
    for (const packet of [
      accessRequest('ZZZZZZZZ'),
      accessRequest('ZZZZZZZZ', 'other'),
      accessRequest(expired.code),
    ]) {
      const answer = await sendDatagram(auth, packet);
      expect(radius.decode({ packet: answer!, secret }).code).toBe('Access-Reject');
    }
    await radiusCtx.app.loginFailures.flush();
    const rows = await radiusCtx.db
      .select()
      .from(hotspotLoginFailures)
      .where(eq(hotspotLoginFailures.routerId, radiusWorld.mine.routers[0]!.id))
      .orderBy(asc(hotspotLoginFailures.reason));
    expect(rows.map((r) => [r.minute.toISOString(), r.reason, r.count])).toEqual([
      ['2026-11-20T10:00:00.000Z', 'expired', 1],
      ['2026-11-20T10:00:00.000Z', 'unknown', 2],
    ]);
  });
});
