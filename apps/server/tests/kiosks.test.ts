import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIOSK_TEXTS, type TKiosk, type TKioskPage } from '@ared/contract/kiosks';
import { kiosks, partners } from '../src/db/schema';
import { type TestContext, createTestContext } from './helpers/app';
import { createKiosk, createRouter, createUser } from './helpers/factories';
import { bearer, signInWithOtp } from './helpers/session';
import { databaseDigest } from './helpers/snapshot';
import { twoPartners } from './helpers/world';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let staffToken: string;

const call = (method: 'GET' | 'POST', url: string, payload?: object, token = world.mine.tokens.access) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

const franchisee = (partnerId: number, values: { firstName?: string; isActive?: boolean } = {}) =>
  createUser(ctx.db, {
    partnerId,
    role: 'micro_franchisee',
    userType: 'Micro Franchisee',
    firstName: values.firstName ?? 'Franchisee',
    lastName: 'Mugisha',
    isActive: values.isActive ?? true,
    status: values.isActive === false ? 'suspended' : 'active',
  });

const list = async (query: string, token?: string): Promise<TKioskPage> => {
  const res = await call('GET', `/v1/kiosks/?${query}`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const assign = (kioskIds: number[], mf: number, token?: string) =>
  call(
    'POST',
    '/v1/kiosks/assign-to-micro-franchisee/',
    { kiosks: kioskIds.map((id) => ({ id })), micro_franchisee: mf },
    token,
  );
const unassign = (body: object, token?: string) =>
  call('POST', '/v1/kiosks/unassign-from-micro-franchisee/', body, token);
const assignedTo = async (kioskId: number) =>
  (await ctx.db.select().from(kiosks).where(eq(kiosks.id, kioskId)))[0]!.assignedToId;

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_MAX: '1000000' });
  world = await twoPartners(ctx);
  staffToken = (await signInWithOtp(ctx, world.mine.staff.email)).access;
});
afterAll(() => ctx.close());

describe('GET /v1/kiosks/', () => {
  let partnerId: number;
  let mf: Awaited<ReturnType<typeof franchisee>>;
  let withRouter: TKiosk['id'];

  beforeAll(async () => {
    const partner = await createPartnerWithKiosks();
    partnerId = partner.id;
    mf = partner.mf;
    withRouter = partner.withRouter;
  });

  async function createPartnerWithKiosks() {
    const p = world.mine.partner;
    const mf = await franchisee(p.id, { firstName: 'Aline' });
    const assigned = await createKiosk(ctx.db, p.id, { serialNumber: 'KLIST-A', assignedToId: mf.id });
    for (let i = 0; i < 12; i += 1) await createKiosk(ctx.db, p.id, { serialNumber: `KLIST-U${i}` });
    await createRouter(ctx.db, p.id, { serialNumber: 'RLIST-1', kioskId: assigned.id });
    await createKiosk(ctx.db, world.theirs.partner.id, { serialNumber: 'KTHEIRS-LIST' });
    return { id: p.id, mf, withRouter: assigned.id };
  }

  it('pages the partner kiosks with count/next/results, newest first', async () => {
    const first = await list('search=KLIST&page_size=5');
    expect(first.count).toBe(13);
    expect(first.results).toHaveLength(5);
    expect(first.next).toContain('page=2');
    const last = await list('search=KLIST&page_size=5&page=3');
    expect(last.results).toHaveLength(3);
    expect(last.next).toBeNull();
    expect(first.results[0]!.id).toBeGreaterThan(first.results[1]!.id);
  });

  it('filters by has_been_assigned_mf and assigned_to, and shows the franchisee and the router', async () => {
    const assigned = await list('search=KLIST&has_been_assigned_mf=true');
    expect(assigned.results.map((k) => k.serial_number)).toEqual(['KLIST-A']);
    const kiosk = assigned.results[0]!;
    expect(kiosk).toMatchObject({
      id: withRouter,
      has_been_assigned_mf: true,
      assigned_to: { id: mf.id, full_name: 'Aline Mugisha' },
      router: true,
      kiosk_router: { serial_number: 'RLIST-1' },
      functional: true,
    });
    const unassigned = await list('search=KLIST&has_been_assigned_mf=false&page_size=50');
    expect(unassigned.count).toBe(12);
    expect(unassigned.results.every((k) => k.assigned_to === null && !k.router)).toBe(true);
    expect((await list(`assigned_to=${mf.id}`)).results.map((k) => k.id)).toEqual([withRouter]);
  });

  it('searches by franchisee name and sorts by serial', async () => {
    expect((await list('search=aline')).results.map((k) => k.serial_number)).toEqual(['KLIST-A']);
    const sorted = await list('search=KLIST-U&ordering=-serial_number&page_size=3');
    expect(sorted.results.map((k) => k.serial_number)).toEqual(['KLIST-U9', 'KLIST-U8', 'KLIST-U7']);
  });

  it("never lists another partner's kiosks, and answers 404 to another partner's id", async () => {
    expect((await list('search=KTHEIRS')).count).toBe(0);
    expect((await call('GET', `/v1/kiosks/?partner=${world.theirs.partner.id}`)).statusCode).toBe(404);
    expect((await list(`partner=${partnerId}&search=KLIST`)).count).toBe(13);
  });

  it('refuses an unknown ordering with a field error', async () => {
    const res = await call('GET', '/v1/kiosks/?ordering=password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('ordering');
  });
});

describe('POST /v1/kiosks/assign-to-micro-franchisee/', () => {
  it('assigns a free kiosk to an active franchisee (200) and lists it as theirs', async () => {
    const mf = await franchisee(world.mine.partner.id);
    const kiosk = await createKiosk(ctx.db, world.mine.partner.id);
    const res = await assign([kiosk.id], mf.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: KIOSK_TEXTS.assigned });
    expect(await assignedTo(kiosk.id)).toBe(mf.id);
    // Asking again changes nothing and is not a refusal.
    expect((await assign([kiosk.id], mf.id)).statusCode).toBe(200);
  });

  it('answers 206 naming the kiosk already assigned to someone else, and leaves it alone', async () => {
    const owner = await franchisee(world.mine.partner.id);
    const other = await franchisee(world.mine.partner.id);
    const taken = await createKiosk(ctx.db, world.mine.partner.id, { assignedToId: owner.id });
    const res = await assign([taken.id], other.id);
    expect(res.statusCode).toBe(206);
    expect(res.json().detail).toContain(`${taken.serialNumber} (already assigned)`);
    expect(await assignedTo(taken.id)).toBe(owner.id);
  });

  it('gives a franchisee one kiosk only: a second is refused (206), two in one request assign the first', async () => {
    const mf = await franchisee(world.mine.partner.id);
    const [a, b, c] = [
      await createKiosk(ctx.db, world.mine.partner.id),
      await createKiosk(ctx.db, world.mine.partner.id),
      await createKiosk(ctx.db, world.mine.partner.id),
    ];
    const both = await assign([a!.id, b!.id], mf.id);
    expect(both.statusCode).toBe(206);
    expect(both.json().detail).toContain(`${b!.serialNumber} (the micro franchisee already has a kiosk)`);
    expect(await assignedTo(a!.id)).toBe(mf.id);
    expect(await assignedTo(b!.id)).toBeNull();
    expect((await assign([c!.id], mf.id)).statusCode).toBe(206);
    expect(await assignedTo(c!.id)).toBeNull();
  });

  it("counts another partner's kiosk as not found: 206 beside an own one, 404 alone, never assigned", async () => {
    const mf = await franchisee(world.mine.partner.id);
    const own = await createKiosk(ctx.db, world.mine.partner.id);
    const theirs = await createKiosk(ctx.db, world.theirs.partner.id);
    const alone = await assign([theirs.id], mf.id);
    expect(alone.statusCode).toBe(404);
    const mixed = await assign([theirs.id, own.id], mf.id);
    expect(mixed.statusCode).toBe(206);
    expect(mixed.json().detail).toContain(`#${theirs.id} (not found)`);
    expect(mixed.json().detail).not.toContain(theirs.serialNumber);
    expect(await assignedTo(theirs.id)).toBeNull();
    expect(await assignedTo(own.id)).toBe(mf.id);
  });

  it("answers 404 when the franchisee is another partner's, suspended, or not a micro franchisee", async () => {
    const kiosk = await createKiosk(ctx.db, world.mine.partner.id);
    const theirs = await franchisee(world.theirs.partner.id);
    const suspended = await franchisee(world.mine.partner.id, { isActive: false });
    for (const id of [theirs.id, suspended.id, world.mine.staff.id, 999_999]) {
      const before = await databaseDigest(ctx.db);
      const res = await assign([kiosk.id], id);
      expect(res.statusCode, `franchisee ${id}`).toBe(404);
      expect(res.json()).toEqual({ detail: KIOSK_TEXTS.franchiseeNotFound });
      expect(await databaseDigest(ctx.db)).toEqual(before);
    }
  });

  it('refuses a body without kiosks with a field error', async () => {
    const res = await call('POST', '/v1/kiosks/assign-to-micro-franchisee/', {
      kiosks: [],
      micro_franchisee: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('kiosks');
  });

  it('lets staff assign (daily operations, decision 034)', async () => {
    const mf = await franchisee(world.mine.partner.id);
    const kiosk = await createKiosk(ctx.db, world.mine.partner.id);
    expect((await assign([kiosk.id], mf.id, staffToken)).statusCode).toBe(200);
  });

  it('8 concurrent requests for one kiosk (different franchisees) give one winner and no 500', async () => {
    const kiosk = await createKiosk(ctx.db, world.mine.partner.id);
    const mfs = await Promise.all(Array.from({ length: 8 }, () => franchisee(world.mine.partner.id)));
    const answers = await Promise.all(mfs.map((mf) => assign([kiosk.id], mf.id)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 206, 206, 206, 206, 206, 206, 206]);
    const winner = mfs[answers.findIndex((a) => a.statusCode === 200)]!;
    expect(await assignedTo(kiosk.id)).toBe(winner.id);
  });

  it('8 concurrent requests giving one franchisee 8 kiosks assign exactly one', async () => {
    const mf = await franchisee(world.mine.partner.id);
    const kioskRows = await Promise.all(
      Array.from({ length: 8 }, () => createKiosk(ctx.db, world.mine.partner.id)),
    );
    const answers = await Promise.all(kioskRows.map((k) => assign([k.id], mf.id)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 206)).toBe(true);
    const rows = await ctx.db.select().from(kiosks).where(eq(kiosks.assignedToId, mf.id));
    expect(rows).toHaveLength(1);
  });
});

describe('POST /v1/kiosks/unassign-from-micro-franchisee/', () => {
  it('takes kiosks back by id (200), and a kiosk nobody runs stays as it is', async () => {
    const mf = await franchisee(world.mine.partner.id);
    const kiosk = await createKiosk(ctx.db, world.mine.partner.id, { assignedToId: mf.id });
    const res = await unassign({ kiosks: [{ id: kiosk.id }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: KIOSK_TEXTS.unassigned });
    expect(await assignedTo(kiosk.id)).toBeNull();
    expect((await unassign({ kiosks: [{ id: kiosk.id }] })).statusCode).toBe(200);
    // Free again: another franchisee may take it.
    expect((await assign([kiosk.id], (await franchisee(world.mine.partner.id)).id)).statusCode).toBe(200);
  });

  it('takes back the kiosk of a franchisee (suspended ones too), who may then run another', async () => {
    const mf = await franchisee(world.mine.partner.id, { isActive: false });
    const kiosk = await createKiosk(ctx.db, world.mine.partner.id, { assignedToId: mf.id });
    expect((await unassign({ micro_franchisee: mf.id }, staffToken)).statusCode).toBe(200);
    expect(await assignedTo(kiosk.id)).toBeNull();
  });

  it("answers 404 for another partner's kiosk or franchisee and changes nothing; 206 beside an own kiosk", async () => {
    const theirMf = await franchisee(world.theirs.partner.id);
    const theirKiosk = await createKiosk(ctx.db, world.theirs.partner.id, { assignedToId: theirMf.id });
    const before = await databaseDigest(ctx.db);
    expect((await unassign({ kiosks: [{ id: theirKiosk.id }] })).statusCode).toBe(404);
    expect((await unassign({ micro_franchisee: theirMf.id })).statusCode).toBe(404);
    expect(await databaseDigest(ctx.db)).toEqual(before);
    const own = await createKiosk(ctx.db, world.mine.partner.id);
    const mixed = await unassign({ kiosks: [{ id: own.id }, { id: theirKiosk.id }] });
    expect(mixed.statusCode).toBe(206);
    expect(await assignedTo(theirKiosk.id)).toBe(theirMf.id);
  });

  it('needs exactly one of kiosks and micro_franchisee', async () => {
    expect((await unassign({})).statusCode).toBe(400);
    expect((await unassign({ kiosks: [{ id: 1 }], micro_franchisee: 1 })).statusCode).toBe(400);
  });
});

describe('plans', () => {
  it('refuses the kiosk calls to an SME-plan partner (403) and opens them to the Kiosk plan', async () => {
    const sme = await ctx.db
      .insert(partners)
      .values({ name: 'Plan SME', slug: 'plan-sme', plan: 'SME' })
      .returning();
    const smeAdmin = await createUser(ctx.db, { partnerId: sme[0]!.id });
    const smeToken = (await signInWithOtp(ctx, smeAdmin.email)).access;
    const refused = await call('GET', '/v1/kiosks/', undefined, smeToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'Your plan does not include this feature.' });
    expect((await assign([1], 1, smeToken)).statusCode).toBe(403);
    expect((await unassign({ micro_franchisee: 1 }, smeToken)).statusCode).toBe(403);

    const kioskPlan = await ctx.db
      .insert(partners)
      .values({ name: 'Plan Kiosk', slug: 'plan-kiosk', plan: 'Kiosk' })
      .returning();
    const kioskAdmin = await createUser(ctx.db, { partnerId: kioskPlan[0]!.id });
    expect(
      (await call('GET', '/v1/kiosks/', undefined, (await signInWithOtp(ctx, kioskAdmin.email)).access))
        .statusCode,
    ).toBe(200);
  });
});

describe('the Location Cluster map', () => {
  it('shows located kiosks whether a franchisee runs them or not', async () => {
    const partner = await ctx.db
      .insert(partners)
      .values({ name: 'Map Kiosks', slug: 'map-kiosks', plan: 'Kiosk' })
      .returning();
    const partnerId = partner[0]!.id;
    const admin = await createUser(ctx.db, { partnerId });
    const mf = await franchisee(partnerId);
    const assigned = await createKiosk(ctx.db, partnerId, { lat: -1.95, lon: 30.06, assignedToId: mf.id });
    const free = await createKiosk(ctx.db, partnerId, { lat: -2.6, lon: 29.74 });
    const token = (await signInWithOtp(ctx, admin.email)).access;
    const res = await call('GET', '/v1/locations/?type=kiosks', undefined, token);
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().results.map((p: { id: number }) => p.id);
    expect(ids.sort()).toEqual([assigned.id, free.id].sort());
  });
});
