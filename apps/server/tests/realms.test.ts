import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routers } from '../src/db/schema';
import { eq } from 'drizzle-orm';
import { type TestContext, createTestContext } from './helpers/app';
import { requester, signInWithOtp } from './helpers/session';
import { twoPartners } from './helpers/world';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await twoPartners(ctx);
  await ctx.db
    .update(routers)
    .set({ realmId: world.mine.realm.id })
    .where(eq(routers.id, world.mine.routers[0]!.id));
});
afterAll(() => ctx.close());

const as = (...args: Parameters<ReturnType<typeof requester>>) =>
  requester(ctx, () => world.mine.tokens.access)(...args);

describe('realms', () => {
  it("lists the partner's realms with their router counts, never another partner's", async () => {
    const body = (await as('GET', `/v1/realms/?partner=${world.mine.partner.id}`)).json();
    expect(body.count).toBe(1);
    expect(body.results[0]).toMatchObject({
      name: 'mine Realm',
      type: 'partner_realm',
      sme: null,
      no_of_routers: 1,
    });
  });

  it('answers partner= or sme__partner= of another partner with 404', async () => {
    for (const query of ['partner', 'sme__partner']) {
      const res = await as('GET', `/v1/realms/?${query}=${world.theirs.partner.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it("adds a partner realm and an SME realm of the partner's own SME", async () => {
    const partnerRealm = await as('POST', '/v1/realms/', { name: 'Rooftop', partner: world.mine.partner.id });
    expect(partnerRealm.statusCode).toBe(201);
    expect(partnerRealm.json()).toMatchObject({
      detail: 'Realm Added Successfully',
      realm: { type: 'partner_realm' },
    });
    const smeRealm = await as('POST', '/v1/realms/', { name: 'Cafe Wi-Fi', sme: world.mine.sme.id });
    expect(smeRealm.json().realm).toMatchObject({ type: 'sme_realm', sme: { id: world.mine.sme.id } });
    expect((await as('GET', '/v1/realms/?type=sme_realm')).json().count).toBe(1);
    expect(
      (await as('GET', `/v1/realms/?sme__partner=${world.mine.partner.id}`))
        .json()
        .results.map((r: { name: string }) => r.name),
    ).toEqual(['Cafe Wi-Fi']);
  });

  it('orders by name or router count when asked', async () => {
    const names = (await as('GET', '/v1/realms/?ordering=name'))
      .json()
      .results.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect((await as('GET', '/v1/realms/?ordering=-no_of_routers')).json().results[0].name).toBe(
      'mine Realm',
    );
    expect((await as('GET', '/v1/realms/?ordering=password')).statusCode).toBe(400);
  });

  it("refuses a missing name; answers another partner's SME or partner id with 404", async () => {
    expect((await as('POST', '/v1/realms/', { name: '' })).json()).toEqual({ name: ['Name is required'] });
    const before = (await as('GET', '/v1/realms/')).json().count;
    for (const body of [
      { name: 'X', sme: world.theirs.sme.id },
      { name: 'X', partner: world.theirs.partner.id },
    ]) {
      const res = await as('POST', '/v1/realms/', body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
    expect((await as('GET', '/v1/realms/')).json().count).toBe(before);
  });

  it('lets only a partner admin edit; type required; partner realm names are read-only', async () => {
    const id = world.mine.realm.id;
    expect((await as('PATCH', `/v1/realms/${id}/`, { name: 'mine Realm' })).json()).toHaveProperty('type');
    const renamed = await as('PATCH', `/v1/realms/${id}/`, { name: 'Renamed', type: 'Sub Realm' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toHaveProperty('name');
    expect((await as('PATCH', `/v1/realms/${id}/`, { type: 'Sub Realm' })).json()).toMatchObject({
      realm_type: 'Sub Realm',
      name: 'mine Realm',
    });
    const smeRealm = (await as('GET', '/v1/realms/?type=sme_realm')).json().results[0];
    expect(
      (
        await as('PATCH', `/v1/realms/${smeRealm.id}/`, { name: 'Cafe Guests', type: 'Independent Realm' })
      ).json().name,
    ).toBe('Cafe Guests');
    const staff = await signInWithOtp(ctx, world.mine.staff.email);
    expect(
      (await as('PATCH', `/v1/realms/${id}/`, { type: 'Independent Realm' }, staff.access)).statusCode,
    ).toBe(403);
  });

  it("answers another partner's realm as not found", async () => {
    expect((await as('GET', `/v1/realms/${world.theirs.realm.id}/`)).statusCode).toBe(404);
    expect(
      (await as('PATCH', `/v1/realms/${world.theirs.realm.id}/`, { type: 'Sub Realm' })).statusCode,
    ).toBe(404);
  });
});

describe('SME picker and locations', () => {
  it("lists the partner's SMEs only; another partner's id is not found", async () => {
    const body = (await as('GET', `/v1/smes/?partner=${world.mine.partner.id}`)).json();
    expect(body.results.map((s: { name: string }) => s.name)).toEqual(['mine Cafe']);
    expect((await as('GET', `/v1/smes/?partner=${world.theirs.partner.id}`)).statusCode).toBe(404);
  });

  it("maps the partner's located routers and kiosks only", async () => {
    await ctx.db.update(routers).set({ lat: -1.9, lon: 30.1 });
    const all = (await as('GET', '/v1/locations/')).json();
    expect(all).toMatchObject({ count: 5, truncated: false });
    expect(all.results.every((p: { serial_number: string }) => p.serial_number.startsWith('MINE'))).toBe(
      true,
    );
    expect((await as('GET', '/v1/locations/?type=kiosks')).json().count).toBe(0);
    expect((await as('GET', '/v1/locations/?type=boats')).statusCode).toBe(400);
  });

  it('maps at most 1000 devices and says when there are more', async () => {
    const rows = Array.from({ length: 1001 }, (_, i) => ({
      partnerId: world.theirs.partner.id,
      serialNumber: `MAP${i}`,
      lat: -2,
      lon: 30,
    }));
    await ctx.db.insert(routers).values(rows);
    const body = (
      await as('GET', '/v1/locations/?type=routers', undefined, world.theirs.tokens.access)
    ).json();
    expect(body).toMatchObject({ count: 1000, truncated: true });
    expect(body.results).toHaveLength(1000);
  });
});
