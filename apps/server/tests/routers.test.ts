import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routers } from '../src/db/schema';
import { type TestContext, createTestContext } from './helpers/app';
import { requester, signInWithOtp } from './helpers/session';
import { twoPartners } from './helpers/world';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await twoPartners(ctx);
});
afterAll(() => ctx.close());

const as = (...args: Parameters<ReturnType<typeof requester>>) =>
  requester(ctx, () => world.mine.tokens.access)(...args);
const routerRow = async (id: number) => (await ctx.db.select().from(routers).where(eq(routers.id, id)))[0]!;

describe('GET /v1/routers/', () => {
  it("answers partner= of another partner with 404 (it used to list the caller's own routers)", async () => {
    const res = await as('GET', `/v1/routers/?partner=${world.theirs.partner.id}&page_size=50`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });

  it("lists only the signed-in partner's routers", async () => {
    const res = await as('GET', `/v1/routers/?partner=${world.mine.partner.id}&page_size=50`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(5);
    expect(body.results.map((r: { serial_number: string }) => r.serial_number).sort()).toEqual([
      'MINE0',
      'MINE1',
      'MINE2',
      'MINE3',
      'MINE4',
    ]);
    expect(body.results[0]).toMatchObject({
      is_online: false,
      last_seen: null,
      otab: null,
      partner: { name: 'mine Net' },
    });
  });

  it('paginates on the server with next and previous links', async () => {
    const first = (await as('GET', '/v1/routers/?page_size=2&ordering=serial_number')).json();
    expect(first).toMatchObject({ count: 5, previous: null });
    expect(first.results.map((r: { serial_number: string }) => r.serial_number)).toEqual(['MINE0', 'MINE1']);
    const third = (await as('GET', first.next.replace('page=2', 'page=3'))).json();
    expect(third.results.map((r: { serial_number: string }) => r.serial_number)).toEqual(['MINE4']);
    expect(third.next).toBeNull();
  });

  it('filters by SME assignment, realm (empty = none) and search', async () => {
    const [a, b] = world.mine.routers;
    await ctx.db.update(routers).set({ smeId: world.mine.sme.id }).where(eq(routers.id, a!.id));
    await ctx.db.update(routers).set({ realmId: world.mine.realm.id }).where(eq(routers.id, b!.id));
    const assigned = (await as('GET', '/v1/routers/?has_been_assigned_sme=true')).json();
    expect(assigned.results.map((r: { id: number }) => r.id)).toEqual([a!.id]);
    expect((await as('GET', '/v1/routers/?has_been_assigned_sme=false')).json().count).toBe(4);
    expect(
      (await as('GET', `/v1/routers/?realm=${world.mine.realm.id}`))
        .json()
        .results.map((r: { id: number }) => r.id),
    ).toEqual([b!.id]);
    expect((await as('GET', '/v1/routers/?realm=&partner=1')).json().count).toBe(4);
    expect(
      (await as('GET', '/v1/routers/?search=mine_3')).json().results.map((r: { ssid: string }) => r.ssid),
    ).toEqual(['mine_3']);
    expect((await as('GET', '/v1/routers/?search=%25')).json().count).toBe(0);
    await ctx.db.update(routers).set({ smeId: null, realmId: null });
  });

  it('refuses malformed filters with 400', async () => {
    expect((await as('GET', '/v1/routers/?ordering=password')).statusCode).toBe(400);
    expect((await as('GET', '/v1/routers/?page=0')).statusCode).toBe(400);
    expect((await as('GET', '/v1/routers/?has_been_assigned_sme=maybe')).statusCode).toBe(400);
  });
});

describe('GET and PATCH /v1/routers/{id}/', () => {
  it("reads and edits the partner's own router", async () => {
    const id = world.mine.routers[0]!.id;
    expect((await as('GET', `/v1/routers/${id}/`)).json().serial_number).toBe('MINE0');
    const res = await as('PATCH', `/v1/routers/${id}/`, { ssid: 'Cafe_WiFi', location_name: 'Remera' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ssid: 'Cafe_WiFi', location_name: 'Remera' });
  });

  it('refuses an SSID or location over 30 characters, or empty, and changes nothing', async () => {
    const id = world.mine.routers[1]!.id;
    const res = await as('PATCH', `/v1/routers/${id}/`, { ssid: 'x'.repeat(31), location_name: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ssid: ['Ensure this field has no more than 30 characters.'],
      location_name: ['Location is required'],
    });
    expect((await routerRow(id)).ssid).toBe('mine_1');
    expect(
      (await as('PATCH', `/v1/routers/${id}/`, { ssid: 'x'.repeat(30), location_name: 'y'.repeat(30) }))
        .statusCode,
    ).toBe(200);
  });

  it("answers another partner's router as not found and leaves it alone", async () => {
    const theirs = world.theirs.routers[0]!.id;
    expect((await as('GET', `/v1/routers/${theirs}/`)).statusCode).toBe(404);
    expect(
      (await as('PATCH', `/v1/routers/${theirs}/`, { ssid: 'Hijack', location_name: 'X' })).statusCode,
    ).toBe(404);
    expect((await routerRow(theirs)).ssid).toBe('theirs_0');
    expect((await as('GET', '/v1/routers/999999/')).statusCode).toBe(404);
  });
});

describe('bulk assignments', () => {
  it('assigns and unassigns a realm', async () => {
    const ids = world.mine.routers.slice(0, 2).map((r) => r.id);
    const assign = await as('POST', '/v1/routers/add-to-realm/', {
      realm: world.mine.realm.id,
      routers: ids,
    });
    expect(assign.statusCode).toBe(200);
    expect((await routerRow(ids[0]!)).realmId).toBe(world.mine.realm.id);
    const unassign = await as('PATCH', '/v1/routers/add-to-realm/', {
      realm: world.mine.realm.id,
      routers: ids,
    });
    expect(unassign.statusCode).toBe(200);
    expect((await routerRow(ids[0]!)).realmId).toBeNull();
  });

  it("answers another partner's realm or SME with 404 and leaves the router alone", async () => {
    const router = world.mine.routers[0]!;
    const before = await routerRow(router.id);
    const ids = [router.id];
    const realm = await as('POST', '/v1/routers/add-to-realm/', {
      realm: world.theirs.realm.id,
      routers: ids,
    });
    expect(realm.statusCode).toBe(404);
    expect(realm.json()).toEqual({ detail: 'Not found.' });
    const sme = await as('PATCH', '/v1/routers/assign-to-sme/', { sme: world.theirs.sme.id, routers: ids });
    expect(sme.statusCode).toBe(404);
    expect(sme.json()).toEqual({ detail: 'Not found.' });
    expect(await routerRow(router.id)).toEqual(before);
  });

  it("answers 206 when some routers are another partner's, and touches only its own", async () => {
    const res = await as('PATCH', '/v1/routers/assign-to-sme/', {
      sme: world.mine.sme.id,
      routers: [world.mine.routers[2]!.id, world.theirs.routers[2]!.id],
    });
    expect(res.statusCode).toBe(206);
    expect(res.json().detail).toMatch(/1 of the selected routers could not be found/);
    expect((await routerRow(world.mine.routers[2]!.id)).smeId).toBe(world.mine.sme.id);
    expect((await routerRow(world.theirs.routers[2]!.id)).smeId).toBeNull();
    const none = await as('PATCH', '/v1/routers/add-to-sme/', { routers: [world.theirs.routers[2]!.id] });
    expect(none.statusCode).toBe(404);
  });

  it('unassigns the SME by either path', async () => {
    const id = world.mine.routers[2]!.id;
    expect((await as('PATCH', '/v1/routers/add-to-sme/', { routers: [id] })).statusCode).toBe(200);
    expect((await routerRow(id)).smeId).toBeNull();
    await as('PATCH', '/v1/routers/assign-to-sme/', { sme: world.mine.sme.id, routers: [id] });
    expect((await as('PATCH', '/v1/routers/assign-to-sme/', { sme: null, routers: [id] })).statusCode).toBe(
      200,
    );
    expect((await routerRow(id)).smeId).toBeNull();
  });

  it("lets a partner drop its own router ('Router removed') but not another's", async () => {
    const mine = world.mine.routers[4]!.id;
    const res = await as('PATCH', '/v1/routers/assign-to-partner/', { routers: [mine] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Router removed' });
    expect((await routerRow(mine)).partnerId).toBeNull();
    expect((await as('GET', `/v1/routers/${mine}/`)).statusCode).toBe(404);
    const theirs = await as('PATCH', '/v1/routers/assign-to-partner/', {
      routers: [world.theirs.routers[4]!.id],
    });
    expect(theirs.statusCode).toBe(404);
    expect((await routerRow(world.theirs.routers[4]!.id)).partnerId).toBe(world.theirs.partner.id);
  });

  it('refuses empty or malformed router lists', async () => {
    expect((await as('PATCH', '/v1/routers/add-to-sme/', { routers: [] })).statusCode).toBe(400);
    expect((await as('PATCH', '/v1/routers/add-to-sme/', { routers: ['a'] })).statusCode).toBe(400);
    expect((await as('POST', '/v1/routers/add-to-realm/', { routers: [1] })).json()).toHaveProperty('realm');
  });
});

describe('POST /v1/routers/{id}/device-key/', () => {
  it('issues a key to a partner admin only, and only for its own routers', async () => {
    const id = world.mine.routers[0]!.id;
    const res = await as('POST', `/v1/routers/${id}/device-key/`);
    expect(res.statusCode).toBe(200);
    expect(res.json().device_key).toMatch(/^ared_dk_/);
    expect((await routerRow(id)).deviceKeyHash).not.toContain(res.json().device_key);
    expect((await as('POST', `/v1/routers/${world.theirs.routers[0]!.id}/device-key/`)).statusCode).toBe(404);
    const staff = await signInWithOtp(ctx, world.mine.staff.email);
    expect((await as('POST', `/v1/routers/${id}/device-key/`, undefined, staff.access)).statusCode).toBe(403);
  });
});
