import { describe, expect, it } from 'vitest';
import { PORTAL_APPLY_MAX, PORTAL_APPLY_TEXTS, PORTAL_DEFAULTS } from '@ared/contract/captive-portal';
import { PLAN_NOT_INCLUDED } from '@ared/contract/plans';
import { createPartner, createRouter, createUser } from './helpers/factories';
import { captivePortalSuite, logoFile, portalOfRouter } from './helpers/portal-world';
import { signInWithOtp } from './helpers/session';

/** Issue 29 §4: one landing page design applied to many boxes at once. */
const suite = captivePortalSuite();
const { as, customize } = suite;
const applyUrl = (id: number) => `/v1/captive-portal/${id}/apply/`;
const served = async (url: string) => (await suite.ctx.app.inject({ method: 'GET', url })).statusCode;

/** A partner of its own with `n` boxes and a signed-in admin, so each test counts its own portals. */
async function fleet(n: number, name: string) {
  const partner = await createPartner(suite.ctx.db, { name });
  const routers = [];
  for (let i = 0; i < n; i += 1)
    routers.push(await createRouter(suite.ctx.db, partner.id, { serialNumber: `${name.slice(0, 4)}${i}` }));
  const admin = await createUser(suite.ctx.db, { partnerId: partner.id });
  const token = (await signInWithOtp(suite.ctx, admin.email)).access;
  const portals = await Promise.all(routers.map((r) => portalOfRouter(suite.ctx, r.id)));
  return { partner, token, portals, ids: portals.map((p) => p.id) };
}

describe('POST /v1/captive-portal/{id}/apply/', () => {
  it('copies the design onto the named portals only, the source never counted', async () => {
    const f = await fleet(4, 'Named');
    const [source, a, b, untouched] = f.ids as [number, number, number, number];
    const designed = await customize(
      source,
      { name: 'Lake Cafe', primary_message: 'Fast and free', background_color: '#123456' },
      [logoFile()],
      f.token,
    );
    expect(designed.statusCode, designed.body).toBe(200);
    const res = await as('POST', applyUrl(source), { portals: [a, b, b, source] }, f.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ applied_count: 2 });
    for (const id of [a, b]) {
      const portal = (await as('GET', `/v1/captive-portal/${id}/`, undefined, f.token)).json();
      expect(portal).toMatchObject({
        name: 'Lake Cafe',
        primary_message: 'Fast and free',
        background_color: '#123456',
        logo: designed.json().logo,
      });
    }
    expect((await as('GET', `/v1/captive-portal/${untouched}/`, undefined, f.token)).json()).toMatchObject({
      name: PORTAL_DEFAULTS.name,
      logo: null,
    });
  });

  it('applies to every other portal of the partner with all: true, and to no one else', async () => {
    const f = await fleet(3, 'Every');
    const theirsBefore = await portalOfRouter(suite.ctx, suite.world.theirs.routers[0]!.id);
    await customize(f.ids[0]!, { name: 'Everywhere' }, [], f.token);
    const res = await as('POST', applyUrl(f.ids[0]!), { all: true }, f.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ applied_count: 2 });
    for (const id of f.ids)
      expect((await as('GET', `/v1/captive-portal/${id}/`, undefined, f.token)).json().name).toBe(
        'Everywhere',
      );
    expect(await portalOfRouter(suite.ctx, suite.world.theirs.routers[0]!.id)).toEqual(theirsBefore);
  });

  it('shares the logo: its bytes stay while a portal shows it, and go with the last one', async () => {
    const f = await fleet(3, 'Shared');
    const [source, a, b] = f.ids as [number, number, number];
    // b's own logo is replaced by the applied design and shown nowhere else: its bytes are deleted.
    const ownLogo = (await customize(b, {}, [logoFile()], f.token)).json().logo as string;
    const shared = (await customize(source, { name: 'Shared' }, [logoFile()], f.token)).json().logo as string;
    await as('POST', applyUrl(source), { portals: [a, b] }, f.token);
    expect(await served(ownLogo)).toBe(404);
    // A new logo on the source, then a reset of a: b still shows the shared one.
    await customize(source, {}, [logoFile()], f.token);
    await as('PATCH', `/v1/captive-portal/reset/?id=${a}`, undefined, f.token);
    expect(await served(shared)).toBe(200);
    await as('PATCH', `/v1/captive-portal/reset/?id=${b}`, undefined, f.token);
    expect(await served(shared)).toBe(404);
  });

  it('answers 404 and changes nothing when the source or any target is not the partner’s', async () => {
    const f = await fleet(2, 'Foreign');
    const theirs = await portalOfRouter(suite.ctx, suite.world.theirs.routers[1]!.id);
    const mine = await portalOfRouter(suite.ctx, f.portals[1]!.routerId);
    for (const [source, body] of [
      [theirs.id, { portals: [f.ids[1]!] }],
      [theirs.id, { all: true }],
      [f.ids[0]!, { portals: [f.ids[1]!, theirs.id] }],
      [f.ids[0]!, { portals: [f.ids[1]!, 999_999] }],
      [999_999, { all: true }],
    ] as const) {
      const res = await as('POST', applyUrl(source), body, f.token);
      expect(res.statusCode, `${source} ${JSON.stringify(body)}`).toBe(404);
    }
    expect(await portalOfRouter(suite.ctx, suite.world.theirs.routers[1]!.id)).toEqual(theirs);
    expect(await portalOfRouter(suite.ctx, f.portals[1]!.routerId)).toEqual(mine);
  });

  it('refuses a body that is not exactly one of portals or all, with the reason, changing nothing', async () => {
    const f = await fleet(2, 'Bodies');
    const before = await portalOfRouter(suite.ctx, f.portals[1]!.routerId);
    const tooMany = Array.from({ length: PORTAL_APPLY_MAX + 1 }, (_, i) => i + 1);
    for (const body of [
      {},
      { portals: [] },
      { portals: tooMany },
      { portals: [f.ids[1]], all: true },
      { all: false },
      { portals: ['1'] },
      { portals: [1.5] },
      { portals: [2 ** 40] },
    ]) {
      const res = await as('POST', applyUrl(f.ids[0]!), body, f.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().detail ?? res.json(), JSON.stringify(body)).toBeTruthy();
    }
    expect((await as('POST', applyUrl(f.ids[0]!), { portals: [] }, f.token)).body).toContain(
      PORTAL_APPLY_TEXTS.noPortals,
    );
    expect((await as('POST', applyUrl(f.ids[0]!), {}, f.token)).body).toContain(PORTAL_APPLY_TEXTS.choose);
    expect(await portalOfRouter(suite.ctx, f.portals[1]!.routerId)).toEqual(before);
  });

  it('lets partner staff apply a design (as they customize one) and refuses the Kiosk plan', async () => {
    const staff = (await signInWithOtp(suite.ctx, suite.world.mine.staff.email)).access;
    const [first, second] = suite.world.mine.routers;
    const source = await portalOfRouter(suite.ctx, first!.id);
    const target = await portalOfRouter(suite.ctx, second!.id);
    const res = await as('POST', applyUrl(source.id), { portals: [target.id] }, staff);
    expect(res.statusCode, res.body).toBe(200);
    const kiosk = await createPartner(suite.ctx.db, { plan: 'Kiosk' });
    const router = await createRouter(suite.ctx.db, kiosk.id, { serialNumber: 'KIOSKAPPLY' });
    const admin = await createUser(suite.ctx.db, { partnerId: kiosk.id });
    const token = (await signInWithOtp(suite.ctx, admin.email)).access;
    const portal = await portalOfRouter(suite.ctx, router.id);
    const refused = await as('POST', applyUrl(portal.id), { all: true }, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: PLAN_NOT_INCLUDED });
  });

  it('takes designs applied across each other at once without a deadlock or a lost logo', async () => {
    const f = await fleet(5, 'Crossing');
    for (const id of f.ids) await customize(id, { name: `P${id}` }, [logoFile()], f.token);
    const calls = Array.from({ length: 8 }, (_, i) => {
      const source = f.ids[i % f.ids.length]!;
      return as('POST', applyUrl(source), { portals: f.ids.filter((id) => id !== source) }, f.token);
    });
    const answers = await Promise.all(calls);
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    // Whichever design won, every portal shows one logo whose bytes are there.
    const portals = await Promise.all(
      f.ids.map(async (id) => (await as('GET', `/v1/captive-portal/${id}/`, undefined, f.token)).json()),
    );
    expect(new Set(portals.map((p) => p.logo)).size).toBe(1);
    expect(await served(portals[0].logo)).toBe(200);
  });
});
