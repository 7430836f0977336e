import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelStays, partners, routers, vouchers } from '../src/db/schema';
import { createTestClock } from '../src/lib/clock';
import { forgetPartners } from '../src/modules/auth/session-liveness';
import { authorizeGuest, createNasDirectory } from '../src/modules/guest-access';
import { type TestContext, createTestContext } from './helpers/app';
import { bearer } from './helpers/session';
import { twoPartners } from './helpers/world';

/**
 * The HMS add-on on the guest portal (issue 30 §3, decision 068): a hotel guest signs in with room number
 * and last name against the realm's current stays, is online until check-out, and guessing is stopped.
 */

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let serial: string;
const clock = createTestClock('2026-11-20T10:00:00Z');
const CHECK_OUT = '2026-11-22T09:00:00.000Z';

const setHms = async (on: boolean) => {
  await ctx.db.update(partners).set({ hasHmsAddonEnabled: on }).where(eq(partners.id, world.mine.partner.id));
  forgetPartners([world.mine.partner.id]);
  ctx.app.guestPortal.models.clear();
};

beforeAll(async () => {
  ctx = await createTestContext({ BILLING_TIME_ZONE: 'Africa/Kigali' }, { clock });
  world = await twoPartners(ctx);
  await ctx.db
    .update(partners)
    .set({ subscriptionPlan: 'Pro', hasHmsAddonEnabled: true })
    .where(eq(partners.id, world.mine.partner.id));
  const box = world.mine.routers[0]!;
  await ctx.db.update(routers).set({ realmId: world.mine.realm.id }).where(eq(routers.id, box.id));
  serial = box.serialNumber;
  for (const [room, last] of [
    ['12B', 'Nzeyimana'],
    ['14', 'Okafor'],
  ])
    await ctx.app
      .inject({
        method: 'POST',
        url: '/v1/hotel-stays/',
        headers: bearer(world.mine.tokens.access),
        payload: {
          realm: world.mine.realm.id,
          room_number: room,
          last_name: last,
          check_in: '2026-11-20 09:00',
          check_out: '2026-11-22 11:00',
        },
      })
      .then((res) => expect(res.statusCode, res.body).toBe(201));
});
afterAll(() => ctx.close());

let nextAddress = 1;
const signIn = (
  room: string,
  lastName: string,
  { viewer = randomBytes(16).toString('base64url'), address = '10.9.0.1', uam = {} } = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/portal/${serial}/hotel`,
    payload: new URLSearchParams({ room, last_name: lastName, ...uam }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `ared_viewer=${viewer}` },
    remoteAddress: address,
  });
const freshAddress = () => `10.20.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
const codeOn = (body: string) => /<strong>([A-Z0-9]{8})<\/strong>/.exec(body)?.[1];

describe('the hotel sign-in on the portal', () => {
  it('shows the hotel link on the connect page only while the add-on is on', async () => {
    const on = await ctx.app.inject({ method: 'GET', url: `/portal/${serial}/connect` });
    expect(on.body).toContain(`/portal/${serial}/hotel`);
    expect(on.body).toContain('Hotel guest? Sign in with your room number');
    const page = await ctx.app.inject({ method: 'GET', url: `/portal/${serial}/hotel` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Room number');
    await setHms(false);
    try {
      const off = await ctx.app.inject({ method: 'GET', url: `/portal/${serial}/connect` });
      expect(off.body).not.toContain(`/portal/${serial}/hotel`);
      expect((await ctx.app.inject({ method: 'GET', url: `/portal/${serial}/hotel` })).statusCode).toBe(404);
      const post = await signIn('12B', 'Nzeyimana', { address: freshAddress() });
      expect(post.statusCode).toBe(404);
      expect(await ctx.db.select().from(vouchers)).toEqual([]);
    } finally {
      await setHms(true);
    }
  });

  it('signs a guest in (any case, accents, spaces) with access that ends exactly at check-out', async () => {
    const res = await signIn(' 12b ', '  NZEYIMÁNA ', { address: freshAddress() });
    expect(res.statusCode, res.body).toBe(200);
    const code = codeOn(res.body)!;
    expect(code).toBeDefined();
    const [voucher] = await ctx.db.select().from(vouchers).where(eq(vouchers.code, code));
    expect(voucher).toMatchObject({ multiUser: true, realmId: world.mine.realm.id });
    expect(voucher!.expiryDate.toISOString()).toBe(CHECK_OUT);
    // 47 hours to check-out (10:00 UTC on the 20th to 09:00 UTC on the 22nd).
    expect(res.body).toContain('1 day');
    const [stay] = await ctx.db.select().from(hotelStays).where(eq(hotelStays.roomNumber, '12B'));
    expect(stay!.voucherId).toBe(voucher!.id);
  });

  it("gives the guest's second device, later, the same voucher with the time left to check-out", async () => {
    clock.set('2026-11-21T09:00:00Z');
    const res = await signIn('12B', 'nzeyimana', { address: freshAddress() });
    expect(res.statusCode, res.body).toBe(200);
    const [stay] = await ctx.db.select().from(hotelStays).where(eq(hotelStays.roomNumber, '12B'));
    const [voucher] = await ctx.db.select().from(vouchers).where(eq(vouchers.id, stay!.voucherId!));
    expect(codeOn(res.body)).toBe(voucher!.code);
    const box = (await createNasDirectory(ctx.db, ctx.config.jwtSecret).bySerial(serial))!;
    const answer = await authorizeGuest(
      ctx.app.deps.database,
      box,
      { code: voucher!.code, clientMac: 'AA:BB:CC:00:00:03', clientIp: null },
      { now: clock.now(), interimInterval: 60 },
    );
    expect(answer).toMatchObject({ accept: true, sessionTimeout: 24 * 3600 });
  });

  it('hands the code to the box with a CoovaChilli hand-off', async () => {
    const res = await signIn('14', 'Okafor', {
      address: freshAddress(),
      uam: {
        uamip: '10.1.0.1',
        uamport: '3990',
        challenge: '0123456789abcdef0123456789abcdef',
        mac: 'AA-BB-CC-00-00-04',
        ip: '10.1.0.7',
      },
    });
    expect(res.statusCode, res.body).toBe(303);
    const location = new URL(res.headers.location as string);
    expect(location.host).toBe('10.1.0.1:3990');
    const [stay] = await ctx.db.select().from(hotelStays).where(eq(hotelStays.roomNumber, '14'));
    const [voucher] = await ctx.db.select().from(vouchers).where(eq(vouchers.id, stay!.voucherId!));
    expect(location.searchParams.get('username')).toBe(voucher!.code);
  });

  it('refuses a wrong room or name with a clear message, and an empty field with a field error', async () => {
    const wrong = await signIn('12B', 'Someone', { address: freshAddress() });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).toContain('We could not find a current stay for this room number and last name');
    const empty = await signIn('', 'Okafor', { address: freshAddress() });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('This field is required.');
  });

  it('stops a device guessing rooms after 5 wrong tries, even with the right room then', async () => {
    const address = freshAddress();
    const viewer = randomBytes(16).toString('base64url');
    for (let room = 100; room < 105; room += 1)
      expect((await signIn(String(room), 'Nzeyimana', { viewer, address })).statusCode).toBe(403);
    const blocked = await signIn('12B', 'Nzeyimana', { viewer, address });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toContain('Too many wrong tries');
    // Another device at another address is not held by this one's tries.
    expect((await signIn('12B', 'Nzeyimana', { address: freshAddress() })).statusCode).toBe(200);
  });

  it("stops a box's portal after 30 wrong tries a minute whatever device and address they claim", async () => {
    clock.set('2026-11-21T10:00:00Z');
    let refused = 0;
    for (let i = 0; i < 30; i += 1) {
      const res = await signIn(String(200 + i), 'Guess', { address: freshAddress() });
      if (res.statusCode === 403) refused += 1;
    }
    expect(refused).toBe(30);
    const blocked = await signIn('12B', 'Nzeyimana', { address: freshAddress() });
    expect(blocked.statusCode).toBe(429);
    // A minute later the bucket has refilled by 30.
    clock.set('2026-11-21T10:01:05Z');
    expect((await signIn('12B', 'Nzeyimana', { address: freshAddress() })).statusCode).toBe(200);
  });

  it('checking a guest out early revokes the access; a later check-out lengthens it', async () => {
    clock.set('2026-11-21T12:00:00Z');
    const box = (await createNasDirectory(ctx.db, ctx.config.jwtSecret).bySerial(serial))!;
    const login = (code: string, mac: string) =>
      authorizeGuest(
        ctx.app.deps.database,
        box,
        { code, clientMac: mac, clientIp: null },
        { now: clock.now(), interimInterval: 60 },
      );
    const [okafor] = await ctx.db.select().from(hotelStays).where(eq(hotelStays.roomNumber, '14'));
    const [before] = await ctx.db.select().from(vouchers).where(eq(vouchers.id, okafor!.voucherId!));
    const later = await ctx.app.inject({
      method: 'PATCH',
      url: `/v1/hotel-stays/${okafor!.id}/`,
      headers: bearer(world.mine.tokens.access),
      payload: { check_out: '2026-11-23 11:00' },
    });
    expect(later.statusCode, later.body).toBe(200);
    expect(await login(before!.code, 'AA:BB:CC:00:03:01')).toMatchObject({
      accept: true,
      sessionTimeout: 45 * 3600,
    });
    const out = await ctx.app.inject({
      method: 'POST',
      url: `/v1/hotel-stays/${okafor!.id}/check-out/`,
      headers: bearer(world.mine.tokens.access),
    });
    expect(out.statusCode, out.body).toBe(200);
    const [after] = await ctx.db.select().from(vouchers).where(eq(vouchers.id, before!.id));
    expect(after!.status).toBe('revoked');
    expect(await login(before!.code, 'AA:BB:CC:00:03:02')).toMatchObject({
      accept: false,
      reason: 'revoked',
    });
    expect((await signIn('14', 'Okafor', { address: freshAddress() })).statusCode).toBe(403);
  });
  it('ends access at check-out: the stay no longer signs in and its voucher is refused', async () => {
    const [stay] = await ctx.db.select().from(hotelStays).where(eq(hotelStays.roomNumber, '12B'));
    const [voucher] = await ctx.db.select().from(vouchers).where(eq(vouchers.id, stay!.voucherId!));
    clock.set('2026-11-22T09:00:01Z');
    const res = await signIn('12B', 'Nzeyimana', { address: freshAddress() });
    expect(res.statusCode).toBe(403);
    const box = (await createNasDirectory(ctx.db, ctx.config.jwtSecret).bySerial(serial))!;
    const answer = await authorizeGuest(
      ctx.app.deps.database,
      box,
      { code: voucher!.code, clientMac: 'AA:BB:CC:00:00:01', clientIp: null },
      { now: clock.now(), interimInterval: 60 },
    );
    expect(answer).toMatchObject({ accept: false, reason: 'expired' });
  });
});
