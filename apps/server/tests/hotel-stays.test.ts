import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOTEL_STAY_CSV_MAX_ROWS, HOTEL_STAY_TEXTS as T } from '@ared/contract/hotel-stays';
import { hotelStays, partners, realms } from '../src/db/schema';
import { seedDemoHotelStays } from '../src/seed/demo-hotel-stays';
import { createPartner } from './helpers/factories';
import { createTestClock } from '../src/lib/clock';
import { forgetPartners } from '../src/modules/auth/session-liveness';
import { type TestContext, createTestContext } from './helpers/app';
import { type Tokens, bearer, signInWithOtp } from './helpers/session';
import { databaseDigest } from './helpers/snapshot';
import { twoPartners } from './helpers/world';

/**
 * The HMS add-on's stays (issue 30 §3, decision 068): the calls, their rules, the CSV import (whole file or
 * nothing), the add-on flag, the tenant rule and the roles. Times are the partners' (Africa/Kigali, +2 h).
 */

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let staff: Tokens;
const clock = createTestClock('2026-11-20T10:00:00Z');

beforeAll(async () => {
  ctx = await createTestContext({ BILLING_TIME_ZONE: 'Africa/Kigali' }, { clock });
  world = await twoPartners(ctx);
  staff = await signInWithOtp(ctx, world.mine.staff.email);
  await ctx.db
    .update(partners)
    .set({ hasHmsAddonEnabled: true, subscriptionPlan: 'Pro' })
    .where(eq(partners.id, world.mine.partner.id));
  await ctx.db
    .update(partners)
    .set({ hasHmsAddonEnabled: true, subscriptionPlan: 'Pro' })
    .where(eq(partners.id, world.theirs.partner.id));
});
afterAll(() => ctx.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  token = world.mine.tokens.access,
) =>
  ctx.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload !== undefined && { payload: payload as object }),
  });
const stay = (over: Record<string, unknown> = {}) => ({
  realm: world.mine.realm.id,
  room_number: '12B',
  last_name: 'Nzeyimana',
  first_name: 'Eric',
  check_in: '2026-11-20 09:00',
  check_out: '2026-11-22 11:00',
  ...over,
});
const stayCount = async () => (await ctx.db.select().from(hotelStays)).length;
const importCsv = (csv: string, realm = world.mine.realm.id, token?: string) =>
  call('POST', '/v1/hotel-stays/import/', { realm, csv }, token);

describe('POST /v1/hotel-stays/', () => {
  it('adds a stay: local times in the partners’ zone stored as instants, current now', async () => {
    const res = await call('POST', '/v1/hotel-stays/', stay());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      realm: world.mine.realm.id,
      realm_name: 'mine Realm',
      room_number: '12B',
      last_name: 'Nzeyimana',
      first_name: 'Eric',
      check_in: '2026-11-20T07:00:00.000Z',
      check_out: '2026-11-22T09:00:00.000Z',
      state: 'current',
    });
    const [row] = await ctx.db.select().from(hotelStays).where(eq(hotelStays.id, res.json().id));
    expect(row).toMatchObject({ roomKey: '12b', lastNameKey: 'nzeyimana' });
  });

  it('takes an ISO instant with an offset as that instant', async () => {
    const res = await call(
      'POST',
      '/v1/hotel-stays/',
      stay({ room_number: '7', check_in: '2026-11-21T12:00:00Z', check_out: '2026-11-23T10:00:00+02:00' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      check_in: '2026-11-21T12:00:00.000Z',
      check_out: '2026-11-23T08:00:00.000Z',
      state: 'upcoming',
    });
  });

  it.each([
    ['no room number', { room_number: '  ' }, 'room_number', T.required(T.roomNumber)],
    ['no last name', { last_name: undefined }, 'last_name', T.required(T.lastName)],
    ['an impossible date', { check_in: '2026-02-30 10:00' }, 'check_in', T.badDateTime],
    ['an impossible hour', { check_out: '2026-11-22 25:00' }, 'check_out', T.badDateTime],
    ['text for a date', { check_out: 'tomorrow' }, 'check_out', T.badDateTime],
    ['check-out before check-in', { check_out: '2026-11-20 08:00' }, 'check_out', T.checkOutBeforeCheckIn],
    ['check-out at check-in', { check_out: '2026-11-20 09:00' }, 'check_out', T.checkOutBeforeCheckIn],
    ['a stay over a year', { check_out: '2027-11-21 09:00' }, 'check_out', T.tooLong],
    [
      'a stay already over',
      { check_in: '2026-11-18 09:00', check_out: '2026-11-19 11:00' },
      'check_out',
      T.checkOutPassed,
    ],
  ])('refuses %s with a field error and stores nothing', async (_what, over, field, message) => {
    const before = await stayCount();
    const res = await call('POST', '/v1/hotel-stays/', stay({ room_number: 'E1', ...over }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()[field]).toEqual([message]);
    expect(await stayCount()).toBe(before);
  });

  it('refuses the same guest in the same room from the same check-in twice', async () => {
    const res = await call('POST', '/v1/hotel-stays/', stay({ last_name: ' NZEYIMÁNA ' }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().room_number).toEqual(['This stay is already listed.']);
  });
});

describe('GET /v1/hotel-stays/', () => {
  it('lists open stays by check-in, filters by state, realm and room, pages on the server', async () => {
    const open = await call('GET', '/v1/hotel-stays/');
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().results.map((s: { room_number: string }) => s.room_number)).toEqual(['12B', '7']);
    const current = await call('GET', '/v1/hotel-stays/?state=current');
    expect(current.json().results.map((s: { room_number: string }) => s.room_number)).toEqual(['12B']);
    const upcoming = await call('GET', '/v1/hotel-stays/?state=upcoming');
    expect(upcoming.json().results.map((s: { room_number: string }) => s.room_number)).toEqual(['7']);
    const room = await call('GET', '/v1/hotel-stays/?room=%2012b%20');
    expect(room.json().count).toBe(1);
    const paged = await call('GET', '/v1/hotel-stays/?page_size=1');
    expect(paged.json()).toMatchObject({ count: 2 });
    expect(paged.json().next).toContain('page=2');
    const realm = await call('GET', `/v1/hotel-stays/?realm=${world.mine.realm.id}`);
    expect(realm.json().count).toBe(2);
  });

  it("answers 404 for another partner's realm", async () => {
    const res = await call('GET', `/v1/hotel-stays/?realm=${world.theirs.realm.id}`);
    expect(res.statusCode).toBe(404);
  });
});

describe('PATCH, check-out and DELETE', () => {
  it('staff (the front desk) change, check out and delete stays', async () => {
    const made = await call('POST', '/v1/hotel-stays/', stay({ room_number: 'S1' }), staff.access);
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id;
    const edited = await call(
      'PATCH',
      `/v1/hotel-stays/${id}/`,
      { check_out: '2026-11-25 11:00' },
      staff.access,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().check_out).toBe('2026-11-25T09:00:00.000Z');
    const out = await call('POST', `/v1/hotel-stays/${id}/check-out/`, undefined, staff.access);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({ state: 'ended', check_out: '2026-11-20T10:00:00.000Z' });
    const again = await call('POST', `/v1/hotel-stays/${id}/check-out/`, undefined, staff.access);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(T.alreadyEnded);
    const gone = await call('DELETE', `/v1/hotel-stays/${id}/`, undefined, staff.access);
    expect(gone.statusCode).toBe(204);
    expect(await ctx.db.select().from(hotelStays).where(eq(hotelStays.id, id))).toEqual([]);
  });

  it('refuses an edit that puts check-out before check-in, and changes nothing', async () => {
    const made = await call('POST', '/v1/hotel-stays/', stay({ room_number: 'S2' }));
    const res = await call('PATCH', `/v1/hotel-stays/${made.json().id}/`, { check_out: '2026-11-19 10:00' });
    expect(res.statusCode).toBe(400);
    expect(res.json().check_out).toEqual([T.checkOutBeforeCheckIn]);
    const [row] = await ctx.db.select().from(hotelStays).where(eq(hotelStays.id, made.json().id));
    expect(row!.checkOut.toISOString()).toBe('2026-11-22T09:00:00.000Z');
  });

  it("answers 404 to another partner's stay on every call, and changes nothing", async () => {
    const theirs = await call(
      'POST',
      '/v1/hotel-stays/',
      stay({ realm: world.theirs.realm.id, room_number: 'T1' }),
      world.theirs.tokens.access,
    );
    expect(theirs.statusCode, theirs.body).toBe(201);
    const id = theirs.json().id;
    const before = await databaseDigest(ctx.db);
    for (const [method, url, body] of [
      ['PATCH', `/v1/hotel-stays/${id}/`, { room_number: 'X' }],
      ['POST', `/v1/hotel-stays/${id}/check-out/`, undefined],
      ['DELETE', `/v1/hotel-stays/${id}/`, undefined],
      ['POST', '/v1/hotel-stays/', stay({ realm: world.theirs.realm.id })],
      ['POST', '/v1/hotel-stays/import/', { realm: world.theirs.realm.id, csv: 'x' }],
      ['GET', `/v1/hotel-stays/?partner=${world.theirs.partner.id}`, undefined],
    ] as const) {
      const res = await call(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await databaseDigest(ctx.db)).toEqual(before);
    const mine = await call('GET', '/v1/hotel-stays/?state=all');
    expect(mine.body).not.toContain('"room_number":"T1"');
  });
});

describe('the HMS add-on off', () => {
  it('answers 403 naming no stay on every call, and changes nothing', async () => {
    await ctx.db
      .update(partners)
      .set({ hasHmsAddonEnabled: false })
      .where(eq(partners.id, world.mine.partner.id));
    forgetPartners([world.mine.partner.id]);
    try {
      const [row] = await ctx.db.select().from(hotelStays).limit(1);
      const before = await databaseDigest(ctx.db);
      for (const [method, url, body] of [
        ['GET', '/v1/hotel-stays/', undefined],
        ['GET', '/v1/hotel-stays/template/', undefined],
        ['POST', '/v1/hotel-stays/', stay({ room_number: 'OFF' })],
        ['POST', '/v1/hotel-stays/import/', { realm: world.mine.realm.id, csv: 'x' }],
        ['PATCH', `/v1/hotel-stays/${row!.id}/`, { room_number: 'X' }],
        ['POST', `/v1/hotel-stays/${row!.id}/check-out/`, undefined],
        ['DELETE', `/v1/hotel-stays/${row!.id}/`, undefined],
      ] as const) {
        const res = await call(method, url, body, staff.access);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        // The detail is the add-on rule's (issue 30 §3 names the add-on in it); the status is the rule here.
        expect(res.json().detail).toEqual(expect.any(String));
      }
      expect(await databaseDigest(ctx.db)).toEqual(before);
    } finally {
      await ctx.db
        .update(partners)
        .set({ hasHmsAddonEnabled: true })
        .where(eq(partners.id, world.mine.partner.id));
      forgetPartners([world.mine.partner.id]);
    }
  });
});

describe('CSV import', () => {
  const header = 'room_number,last_name,first_name,check_in,check_out';

  it('downloads the template: the header and one example row', async () => {
    const res = await call('GET', '/v1/hotel-stays/template/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('hotel-stays-template.csv');
    expect(res.body.split('\n')[0]).toBe(header);
  });

  it('imports a good file (quotes, accents, CRLF, a BOM, columns in any order); again adds nothing', async () => {
    const csv =
      '\uFEFFlast_name,room_number,check_in,check_out,first_name\r\n' +
      '"Mukamana, née Uwase",201,2026-11-20 08:00,2026-11-23 11:00,Grace\r\n' +
      'Habimána,202,2026-11-21 14:00,2026-11-24 11:00,\r\n' +
      '\r\n' +
      'Okafor,203,2026-11-19 14:00,2026-11-21 11:00,"Chi ""Chichi"""\r\n';
    const res = await importCsv(csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 3, skipped: 0 });
    const rows = await ctx.db.select().from(hotelStays).where(eq(hotelStays.roomNumber, '201'));
    expect(rows[0]).toMatchObject({ lastName: 'Mukamana, née Uwase', firstName: 'Grace' });
    const [okafor] = await ctx.db.select().from(hotelStays).where(eq(hotelStays.roomNumber, '203'));
    expect(okafor!.firstName).toBe('Chi "Chichi"');
    const twice = await importCsv(csv);
    expect(twice.json()).toEqual({ imported: 0, skipped: 3 });
  });

  it('reports each bad row by its line and stores nothing (impossible dates, check-out before check-in, no name)', async () => {
    const before = await databaseDigest(ctx.db);
    const csv = [
      header,
      '301,Good,,2026-11-20 14:00,2026-11-22 11:00',
      '302,Bad,,2026-02-30 14:00,2026-11-22 11:00',
      '303,Backwards,,2026-11-22 14:00,2026-11-21 11:00',
      '304,,,2026-11-20 14:00,2026-11-22 11:00',
      '305,Past,,2026-11-10 14:00,2026-11-12 11:00',
    ].join('\n');
    const res = await importCsv(csv);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      non_field_errors: [T.badFile(4)],
      'line 3': [`${T.checkIn}: ${T.badDateTime}`],
      'line 4': [`${T.checkOut}: ${T.checkOutBeforeCheckIn}`],
      'line 5': [`${T.lastName}: ${T.required(T.lastName)}`],
      'line 6': [`${T.checkOut}: ${T.checkOutPassed}`],
    });
    expect(await databaseDigest(ctx.db)).toEqual(before);
  });

  it('refuses NUL bytes, a missing header, an empty file and an unclosed quote, storing nothing', async () => {
    const before = await databaseDigest(ctx.db);
    const nul = await importCsv(`${header}\n401,No\u0000ne,,2026-11-20 14:00,2026-11-22 11:00\n`);
    expect(nul.statusCode).toBe(400);
    expect(JSON.stringify(nul.json())).toContain('Null characters are not allowed.');
    const noHeader = await importCsv('401,Name,,2026-11-20 14:00,2026-11-22 11:00\n');
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().csv[0]).toContain('The first line must name the columns');
    const empty = await importCsv(`${header}\n`);
    expect(empty.json().csv).toEqual([T.emptyFile]);
    const unclosed = await importCsv(`${header}\n401,"Open,,2026-11-20 14:00,2026-11-22 11:00\n`);
    expect(unclosed.statusCode).toBe(400);
    expect(unclosed.json()['line 2']).toEqual(['A quoted field is never closed.']);
    expect(await databaseDigest(ctx.db)).toEqual(before);
  });

  it('refuses a file over the row limit and a body over the size limit without a 500', async () => {
    const row = (i: number) => `R${i},Guest,,2026-11-20 14:00,2026-11-22 11:00`;
    const many = [header, ...Array.from({ length: HOTEL_STAY_CSV_MAX_ROWS + 1 }, (_, i) => row(i))].join(
      '\n',
    );
    const before = await stayCount();
    const tooMany = await importCsv(many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().csv).toEqual([T.tooManyRows(HOTEL_STAY_CSV_MAX_ROWS)]);
    const huge = await importCsv(`${header}\n${'x'.repeat(3 * 1024 * 1024)}`);
    expect([400, 413]).toContain(huge.statusCode);
    expect(await stayCount()).toBe(before);
  });

  it('imports the largest file allowed in one go', async () => {
    const rows = Array.from(
      { length: HOTEL_STAY_CSV_MAX_ROWS },
      (_, i) => `L${i},Guest${i},,2026-11-20 14:00,2026-11-22 11:00`,
    );
    const res = await importCsv([header, ...rows].join('\n'));
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.json()).toEqual({ imported: HOTEL_STAY_CSV_MAX_ROWS, skipped: 0 });
  }, 60_000);
});

describe('the demo seed', () => {
  it("gives the Premium demo partner's first realm five stays, four current, once, and the add-on on", async () => {
    const partner = await createPartner(ctx.db, { name: 'Kigali Connect', slug: 'kigali-connect' });
    const [realm] = await ctx.db
      .insert(realms)
      .values({ partnerId: partner.id, name: 'Kigali Heights' })
      .returning();
    await seedDemoHotelStays(ctx.db, clock.now());
    await seedDemoHotelStays(ctx.db, clock.now());
    const stays = await ctx.db.select().from(hotelStays).where(eq(hotelStays.realmId, realm!.id));
    expect(stays).toHaveLength(5);
    const now = clock.now();
    expect(stays.filter((s) => s.checkIn <= now && now < s.checkOut)).toHaveLength(4);
    const [row] = await ctx.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(row!.hasHmsAddonEnabled).toBe(true);
  });
});
