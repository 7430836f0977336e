import { describe, expect, it } from 'vitest';
import { PORTAL_DEFAULTS, PORTAL_TEXTS } from '@ared/contract/captive-portal';
import { PLAN_NOT_INCLUDED } from '@ared/contract/plans';
import { LOGO_MAX_BYTES } from '../src/modules/captive-portal/upload';
import { createPartner, createRouter, createUser } from './helpers/factories';
import { SAMPLES, storedFiles } from './helpers/media-world';
import { captivePortalSuite, logoFile, portalOfRouter } from './helpers/portal-world';
import { signInWithOtp } from './helpers/session';

const suite = captivePortalSuite();
const { as, customize } = suite;
const portalOf = (routerId: number) => portalOfRouter(suite.ctx, routerId);
const patchUrl = (id: number) => `/v1/captive-portal/${id}/`;

describe('portals come with their routers', () => {
  it('gives every router a portal with the defaults when it is inserted', async () => {
    const router = await createRouter(suite.ctx.db, suite.world.mine.partner.id, { serialNumber: 'MINEX' });
    const portal = await portalOf(router.id);
    expect(portal).toMatchObject({
      name: PORTAL_DEFAULTS.name,
      primaryMessage: PORTAL_DEFAULTS.primary_message,
      backgroundColor: PORTAL_DEFAULTS.background_color,
      showConnectMessage: true,
      logoKey: null,
    });
  });
});

describe('GET /v1/captive-portal/', () => {
  it("lists the partner's portals only, with the router serial number, 10 per page", async () => {
    const partner = await createPartner(suite.ctx.db, { name: 'Many Net' });
    for (let i = 0; i < 12; i += 1)
      await createRouter(suite.ctx.db, partner.id, { serialNumber: `MANY${String(i).padStart(2, '0')}` });
    const admin = await createUser(suite.ctx.db, { partnerId: partner.id });
    const token = (await signInWithOtp(suite.ctx, admin.email)).access;
    const first = await as('GET', '/v1/captive-portal/', undefined, token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().count).toBe(12);
    expect(first.json().results).toHaveLength(10);
    expect(first.json().results[0]).toMatchObject({
      router: { serial_number: 'MANY00' },
      name: PORTAL_DEFAULTS.name,
      logo: null,
    });
    const second = (await as('GET', '/v1/captive-portal/?page=2', undefined, token)).json();
    expect(second.results.map((p: { router: { serial_number: string } }) => p.router.serial_number)).toEqual([
      'MANY10',
      'MANY11',
    ]);
  });

  it("never shows another partner's portals; naming another partner is refused", async () => {
    const page = (await as('GET', '/v1/captive-portal/?page_size=50')).json();
    const serials = page.results.map((p: { router: { serial_number: string } }) => p.router.serial_number);
    expect(serials.every((s: string) => s.startsWith('MINE'))).toBe(true);
    const other = await as('GET', `/v1/captive-portal/?router__partner=${suite.world.theirs.partner.id}`);
    expect([403, 404]).toContain(other.statusCode);
  });
});

describe('PATCH /v1/captive-portal/{id}/', () => {
  it('changes each field sent and only those', async () => {
    const portal = await portalOf(suite.world.mine.routers[0]!.id);
    const url = patchUrl(portal.id);
    let res = await customize(portal.id, { name: 'Cafe Hub' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Cafe Hub', primary_message: PORTAL_DEFAULTS.primary_message });
    res = await customize(portal.id, { primary_message: 'Free Wi-Fi for guests' });
    expect(res.json()).toMatchObject({ name: 'Cafe Hub', primary_message: 'Free Wi-Fi for guests' });
    res = await customize(portal.id, { background_color: '#AA11CC' });
    expect(res.json().background_color).toBe('#aa11cc');
    res = await customize(portal.id, { show_connect_message: 'false' });
    expect(res.json().show_connect_message).toBe(false);
    expect((await as('GET', url)).json()).toMatchObject({
      name: 'Cafe Hub',
      primary_message: 'Free Wi-Fi for guests',
      background_color: '#aa11cc',
      show_connect_message: false,
    });
  });

  it('refuses a 16-character name, a 31-character message and a bad colour, changing nothing', async () => {
    const portal = await portalOf(suite.world.mine.routers[1]!.id);
    const ok15 = await customize(portal.id, { name: 'x'.repeat(15), primary_message: 'y'.repeat(30) });
    expect(ok15.statusCode, ok15.body).toBe(200);
    const before = await portalOf(suite.world.mine.routers[1]!.id);
    const name = await customize(portal.id, { name: 'n'.repeat(16), primary_message: 'fine' });
    expect(name.statusCode).toBe(400);
    expect(name.json().name).toEqual([PORTAL_TEXTS.nameTooLong]);
    const message = await customize(portal.id, { primary_message: 'm'.repeat(31) });
    expect(message.statusCode).toBe(400);
    expect(message.json().primary_message).toEqual([PORTAL_TEXTS.messageTooLong]);
    for (const color of ['red', '#12345', '#1234567', '#gggggg', '123456']) {
      const res = await customize(portal.id, { background_color: color });
      expect(res.statusCode, color).toBe(400);
      expect(res.json().background_color).toEqual([PORTAL_TEXTS.badColor]);
    }
    expect(await portalOf(suite.world.mine.routers[1]!.id)).toEqual(before);
  });

  it('takes an empty message as the default one (the spec default is past 30 characters)', async () => {
    const portal = await portalOf(suite.world.mine.routers[1]!.id);
    const res = await customize(portal.id, { primary_message: '  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().primary_message).toBe('');
    expect((await customize(portal.id, { name: ' ' })).json().name).toEqual([PORTAL_TEXTS.nameRequired]);
  });

  it('stores a PNG logo in the public logos folder, served at /media/ without a token', async () => {
    const portal = await portalOf(suite.world.mine.routers[2]!.id);
    const res = await customize(portal.id, {}, [logoFile(SAMPLES.png)]);
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().logo;
    expect(url).toMatch(/^\/media\/logos\/.+\.png$/);
    const served = await suite.ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(SAMPLES.png)).toBe(true);
    // A new logo replaces the old bytes.
    const again = await customize(portal.id, {}, [logoFile(SAMPLES.png)]);
    expect(again.json().logo).not.toBe(url);
    expect((await suite.ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('refuses a script named .png, an SVG and an oversized logo, storing nothing', async () => {
    const portal = await portalOf(suite.world.mine.routers[3]!.id);
    const files = storedFiles(suite.ctx).length;
    const script = await customize(portal.id, { name: 'Sneaky' }, [
      logoFile(Buffer.from('#!/bin/sh\nrm -rf /\n'), 'logo.png'),
    ]);
    expect(script.statusCode).toBe(400);
    expect(script.json().detail).toMatch(/^Logo: the content is not of a known type/);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const asSvg = await customize(portal.id, {}, [logoFile(svg, 'logo.svg', 'image/svg+xml')]);
    expect(asSvg.statusCode).toBe(400);
    expect(asSvg.json().detail).toBe(PORTAL_TEXTS.svgRefused);
    const svgAsPng = await customize(portal.id, {}, [logoFile(svg, 'logo.png')]);
    expect(svgAsPng.statusCode).toBe(400);
    const big = Buffer.concat([SAMPLES.png, Buffer.alloc(LOGO_MAX_BYTES)]);
    const tooBig = await customize(portal.id, { name: 'Big' }, [logoFile(big)]);
    expect(tooBig.statusCode).toBe(413);
    expect(storedFiles(suite.ctx).length).toBe(files);
    expect(await portalOf(suite.world.mine.routers[3]!.id)).toMatchObject({
      name: PORTAL_DEFAULTS.name,
      logoKey: null,
    });
  });
});

describe('PATCH /v1/captive-portal/reset/?id=', () => {
  it('restores the defaults and removes the logo and its bytes', async () => {
    const portal = await portalOf(suite.world.mine.routers[4]!.id);
    const changed = await customize(portal.id, { name: 'Mine', background_color: '#000000' }, [
      logoFile(SAMPLES.png),
    ]);
    const logoUrl = changed.json().logo;
    const res = await as('PATCH', `/v1/captive-portal/reset/?id=${portal.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...PORTAL_DEFAULTS, logo: null });
    expect((await suite.ctx.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);
  });
});

describe('tenants, roles and plans', () => {
  it("answers 404 for another partner's portal on every call, changing nothing", async () => {
    const theirs = await portalOf(suite.world.theirs.routers[0]!.id);
    expect((await as('GET', patchUrl(theirs.id))).statusCode).toBe(404);
    expect((await customize(theirs.id, { name: 'Hijack' })).statusCode).toBe(404);
    expect((await customize(theirs.id, {}, [logoFile(SAMPLES.png)])).statusCode).toBe(404);
    expect((await as('PATCH', `/v1/captive-portal/reset/?id=${theirs.id}`)).statusCode).toBe(404);
    expect((await as('GET', patchUrl(999_999))).statusCode).toBe(404);
    expect(await portalOf(suite.world.theirs.routers[0]!.id)).toEqual(theirs);
  });

  it('lets partner staff customize and reset (daily operations, decision 011)', async () => {
    const staff = (await signInWithOtp(suite.ctx, suite.world.mine.staff.email)).access;
    const portal = await portalOf(suite.world.mine.routers[0]!.id);
    expect((await customize(portal.id, { name: 'Staff Hub' }, [], staff)).statusCode).toBe(200);
    expect(
      (await as('PATCH', `/v1/captive-portal/reset/?id=${portal.id}`, undefined, staff)).statusCode,
    ).toBe(200);
  });

  it('refuses the Kiosk plan on every call', async () => {
    const kiosk = await createPartner(suite.ctx.db, { plan: 'Kiosk' });
    const router = await createRouter(suite.ctx.db, kiosk.id, { serialNumber: 'KIOSK1' });
    const admin = await createUser(suite.ctx.db, { partnerId: kiosk.id });
    const token = (await signInWithOtp(suite.ctx, admin.email)).access;
    const portal = await portalOf(router.id);
    for (const res of [
      await as('GET', '/v1/captive-portal/', undefined, token),
      await as('GET', patchUrl(portal.id), undefined, token),
      await customize(portal.id, { name: 'Kiosk' }, [], token),
      await as('PATCH', `/v1/captive-portal/reset/?id=${portal.id}`, undefined, token),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: PLAN_NOT_INCLUDED });
    }
  });
});
