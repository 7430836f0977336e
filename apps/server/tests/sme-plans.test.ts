import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIB, SME_PLANS, planLacksFeature } from '@ared/contract/sme-plans';
import {
  captivePortals,
  mediaFiles,
  mediaStorageReservations,
  partners,
  realms,
  smes,
  smsMessages,
} from '../src/db/schema';
import { type TestContext, createTestContext } from './helpers/app';
import { createPlan } from './helpers/billing-world';
import { createRouter, createSme, createUser } from './helpers/factories';
import { SAMPLES, insertCategory, sendForm } from './helpers/media-world';
import { customizePortal, portalOfRouter } from './helpers/portal-world';
import { bearer, signInWithOtp } from './helpers/session';
import { insertVoucher } from './helpers/voucher-world';
import { twoPartners } from './helpers/world';

// The SME plans enforced on the SME's realms (issue 30 §5, decision 069): each rule is seen refusing on the
// plan without the feature and allowing on the plan with it, so a rule that stops holding fails here.

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let staffToken: string;
type SmeRealm = { smeId: number; realmId: number; categoryId: number };
const smeRealms: Record<'Starter' | 'Plus' | 'Pro', SmeRealm> = {} as never;

const PRO_LIMIT = SME_PLANS.Pro.storageBytes;
/** A PDF of exactly this many bytes: what the uploads send. */
const FILE_BYTES = 20_000;
const pdf = () => Buffer.concat([SAMPLES.pdf, Buffer.alloc(FILE_BYTES - SAMPLES.pdf.length, 0x20)]);

beforeAll(async () => {
  ctx = await createTestContext({ RESPONSE_VALIDATION: 'on' });
  world = await twoPartners(ctx);
  const partnerId = world.mine.partner.id;
  await ctx.db
    .update(partners)
    .set({ subscriptionPlan: 'Pro', hasVoucherSmsFeatureEnabled: true })
    .where(eq(partners.id, partnerId));
  for (const name of ['Starter', 'Plus', 'Pro'] as const) {
    const plan = await createPlan(ctx.db, partnerId, { name });
    const sme = await createSme(ctx.db, partnerId, { name: `${name} Cafe`, subscriptionPlanId: plan.id });
    const [realm] = await ctx.db
      .insert(realms)
      .values({ partnerId, smeId: sme.id, name: `${name} Cafe Wi-Fi` })
      .returning();
    const category = await insertCategory(ctx, partnerId, realm!.id, `${name} films`);
    smeRealms[name] = { smeId: sme.id, realmId: realm!.id, categoryId: category.id };
  }
  staffToken = (await signInWithOtp(ctx, world.mine.staff.email)).access;
});
afterAll(() => ctx.close());

const as = (method: 'GET' | 'POST', url: string, payload?: object, token = world.mine.tokens.access) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

describe('vouchers by SMS', () => {
  const send = (code: string) =>
    as('POST', `/radius/${world.mine.partner.slug}/admin/vouchers/${code}/sms/`, { phone: '+250788123456' });
  const smsCount = async () =>
    (await ctx.db.select().from(smsMessages).where(eq(smsMessages.partnerId, world.mine.partner.id))).length;

  it("refuses a Starter SME's realm's voucher with 403 naming the plan and the feature, sending nothing", async () => {
    const partnerId = world.mine.partner.id;
    await insertVoucher(ctx, { partnerId, code: 'STRTAAAA', realmId: smeRealms.Starter.realmId });
    const before = await smsCount();
    const res = await send('STRTAAAA');
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual({ detail: "The SME's Starter plan does not include vouchers by SMS." });
    expect(await smsCount()).toBe(before);
  });

  it("sends a Plus SME's realm's voucher, and a partner realm's", async () => {
    const partnerId = world.mine.partner.id;
    await insertVoucher(ctx, { partnerId, code: 'PPPSAAAA', realmId: smeRealms.Plus.realmId });
    await insertVoucher(ctx, { partnerId, code: 'PRTNAAAA', realmId: world.mine.realm.id });
    expect((await send('PPPSAAAA')).statusCode).toBe(201);
    expect((await send('PRTNAAAA')).statusCode).toBe(201);
  });
});

describe('a custom portal', () => {
  const boxIn = async (realmId: number) =>
    createRouter(ctx.db, world.mine.partner.id, { realmId, location: 'Kigali', locationName: 'Kigali' });

  it("refuses to customise a box's portal in a Starter SME's realm, before any logo is stored", async () => {
    const box = await boxIn(smeRealms.Starter.realmId);
    const portal = await portalOfRouter(ctx, box.id);
    const res = await customizePortal(ctx, world.mine.tokens.access, portal.id, { name: 'Nyota' });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual({ detail: planLacksFeature('Starter', 'custom_portal') });
    expect((await portalOfRouter(ctx, box.id)).name).toBe(portal.name);
    // A Plus SME's box may.
    const plusBox = await boxIn(smeRealms.Plus.realmId);
    const plusPortal = await portalOfRouter(ctx, plusBox.id);
    const ok = await customizePortal(ctx, world.mine.tokens.access, plusPortal.id, { name: 'Nyota' });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses applying a design to a Starter box by name; "all" passes it by', async () => {
    const source = await portalOfRouter(ctx, (await boxIn(world.mine.realm.id)).id);
    await customizePortal(ctx, world.mine.tokens.access, source.id, { name: 'Kigali Design' });
    const starter = await portalOfRouter(ctx, (await boxIn(smeRealms.Starter.realmId)).id);
    const named = await as('POST', `/v1/captive-portal/${source.id}/apply/`, { portals: [starter.id] });
    expect(named.statusCode, named.body).toBe(403);
    expect(named.json().detail).toBe(planLacksFeature('Starter', 'custom_portal'));
    const all = await as('POST', `/v1/captive-portal/${source.id}/apply/`, { all: true });
    expect(all.statusCode, all.body).toBe(200);
    expect((await portalOfRouter(ctx, starter.routerId)).name).toBe(starter.name);
  });

  it("shows the default design on a Starter SME's box, whatever was saved before", async () => {
    const box = await boxIn(smeRealms.Starter.realmId);
    // A design saved while the SME was on Plus (written directly: the API refuses it now).
    await ctx.db
      .update(captivePortals)
      .set({ name: 'Old Plus Design', backgroundColor: '#7b1fa2' })
      .where(eq(captivePortals.routerId, box.id));
    const page = (await ctx.app.inject({ method: 'GET', url: `/portal/${box.serialNumber}` })).body;
    expect(page).not.toContain('Old Plus Design');
    expect(page).not.toContain('#7b1fa2');
    expect(page).toContain(world.mine.partner.name);
    // The same design on a Plus SME's box shows.
    const plusBox = await boxIn(smeRealms.Plus.realmId);
    await ctx.db
      .update(captivePortals)
      .set({ name: 'Old Plus Design', backgroundColor: '#7b1fa2' })
      .where(eq(captivePortals.routerId, plusBox.id));
    const plusPage = (await ctx.app.inject({ method: 'GET', url: `/portal/${plusBox.serialNumber}` })).body;
    expect(plusPage).toContain('Old Plus Design');
  });
});

describe('offline files and the storage of the plan', () => {
  const upload = (realm: SmeRealm | { realmId: number; categoryId: number }, name: string) =>
    sendForm(
      ctx,
      'POST',
      '/v1/files/',
      world.mine.tokens.access,
      {
        realm: String(realm.realmId),
        category: String(realm.categoryId),
        file_type: 'Document',
        status: 'Enabled',
        original_file_name: name,
        description: 'A film for the guests',
      },
      [{ field: 'file', name, type: 'application/pdf', content: pdf() }],
    );
  /** Fills the SME's storage up to `used` bytes with one file row (its bytes are not needed for the sum). */
  const fillTo = async (smeRealm: SmeRealm, used: number) => {
    await ctx.db.delete(mediaFiles).where(eq(mediaFiles.smeId, smeRealm.smeId));
    await ctx.db.insert(mediaFiles).values({
      partnerId: world.mine.partner.id,
      realmId: smeRealm.realmId,
      smeId: smeRealm.smeId,
      fileType: 'Video',
      status: 'Disabled',
      originalFileName: `library-${used}.mp4`,
      fileKey: 'offline/none.mp4',
      contentType: 'video/mp4',
      sizeBytes: used,
      sha256: '0'.repeat(64),
    });
  };
  const storage = async (smeId: number, token = world.mine.tokens.access) =>
    as('GET', `/v1/smes/${smeId}/storage/`, undefined, token);

  it("refuses a Starter or Plus SME's realm any offline file (403 naming the plan)", async () => {
    for (const plan of ['Starter', 'Plus'] as const) {
      const res = await upload(smeRealms[plan], `refused-${plan}.pdf`);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ detail: `The SME's ${plan} plan does not include offline files.` });
    }
    const rows = await ctx.db.select().from(mediaFiles).where(eq(mediaFiles.smeId, smeRealms.Plus.smeId));
    expect(rows).toHaveLength(0);
  });

  it('stores a Pro SME’s file within 15 GB and refuses past it with 413, usage and limit, nothing stored', async () => {
    const pro = smeRealms.Pro;
    await fillTo(pro, PRO_LIMIT - 2 * FILE_BYTES - 10_000);
    const fits = await upload(pro, 'fits.pdf');
    expect(fits.statusCode, fits.body).toBe(201);
    await fillTo(pro, PRO_LIMIT - 1000);
    const refused = await upload(pro, 'too-much.pdf');
    expect(refused.statusCode, refused.body).toBe(413);
    expect(refused.json().detail).toMatch(
      /^Storage limit reached: the SME's Pro plan allows 15 GB of offline files; 15 GB is used and this upload needs /,
    );
    const names = (await ctx.db.select().from(mediaFiles).where(eq(mediaFiles.smeId, pro.smeId))).map(
      (f) => f.originalFileName,
    );
    expect(names).not.toContain('too-much.pdf');
    expect(await ctx.db.select().from(mediaStorageReservations)).toEqual([]);
    // A partner realm has no SME plan: its uploads are not counted against any.
    const category = await insertCategory(ctx, world.mine.partner.id, world.mine.realm.id, 'Partner films');
    const partnerFile = await upload(
      { realmId: world.mine.realm.id, categoryId: category.id },
      'partner.pdf',
    );
    expect(partnerFile.statusCode, partnerFile.body).toBe(201);
  });

  it('takes at most the limit under 8 uploads at once: the bytes stored never pass it', async () => {
    const pro = smeRealms.Pro;
    // Room for three files and a bit: exactly three of eight may land.
    await fillTo(pro, PRO_LIMIT - 3 * (FILE_BYTES + 2_000));
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => upload(pro, `race-${i}.pdf`)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c !== 201).every((c) => c === 413)).toBe(true);
    const used = (await storage(pro.smeId)).json().storage_used_bytes as number;
    expect(used).toBeLessThanOrEqual(PRO_LIMIT);
    expect(used).toBe(PRO_LIMIT - 3 * (FILE_BYTES + 2_000) + 3 * FILE_BYTES);
    expect(await ctx.db.select().from(mediaStorageReservations)).toEqual([]);
  });

  it("shows an SME's plan, features and usage; another partner's SME is 404; a bad id 404", async () => {
    const pro = smeRealms.Pro;
    await fillTo(pro, 3 * GIB);
    const res = await storage(pro.smeId, staffToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      sme: pro.smeId,
      name: 'Pro',
      storage_used_bytes: 3 * GIB,
      storage_limit_bytes: 15 * GIB,
    });
    expect(res.json().features).toContainEqual({
      key: 'offline_files',
      label: 'offline files',
      included: true,
      coming_soon: false,
    });
    expect((await storage(world.theirs.sme.id)).statusCode).toBe(404);
    // A path id that is not one names no row (decision 014).
    expect((await as('GET', '/v1/smes/abc/storage/')).statusCode).toBe(404);
    // An SME without a plan (its plan was deleted) is on the default package, Starter.
    const orphan = await createSme(ctx.db, world.mine.partner.id, { name: 'Orphan' });
    expect((await storage(orphan.id)).json()).toMatchObject({ name: 'Starter', storage_limit_bytes: 0 });
  });
});

describe('the package calls', () => {
  it("answers the partner's own package and its features to both roles", async () => {
    for (const token of [world.mine.tokens.access, staffToken]) {
      const res = await as('GET', '/v1/partner/package/', undefined, token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'Pro',
        partner: world.mine.partner.id,
        storage_limit_bytes: 15 * GIB,
      });
      const included = (res.json().features as { key: string; included: boolean }[])
        .filter((f) => f.included)
        .map((f) => f.key);
      expect(included).toEqual([
        'qr_vouchers',
        'sms_vouchers',
        'analytics',
        'feedback',
        'custom_portal',
        'loyalty',
        'offline_files',
      ]);
    }
  });

  it('lists every package in order with the own one marked; another partner is 404, bad input 400', async () => {
    const res = await as('GET', '/v1/partner/packages/');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((p: { name: string; is_current: boolean }) => [p.name, p.is_current])).toEqual([
      ['Starter', false],
      ['Plus', false],
      ['Pro', true],
      ['Pro+', false],
    ]);
    const cameras = res.json()[3].features.find((f: { key: string }) => f.key === 'cameras');
    expect(cameras).toEqual({ key: 'cameras', label: 'security cameras', included: true, coming_soon: true });
    for (const url of ['/v1/partner/package/', '/v1/partner/packages/']) {
      expect((await as('GET', `${url}?partner=${world.theirs.partner.id}`)).statusCode).toBe(404);
      expect((await as('GET', `${url}?partner=abc`)).statusCode).toBe(400);
    }
  });

  it('refuses a Kiosk partner (no Billing area), like the billing calls', async () => {
    const [kiosk] = await ctx.db
      .insert(partners)
      .values({ name: 'Kiosk Net', slug: 'kiosk-net-plans', plan: 'Kiosk' })
      .returning();
    const admin = await createUser(ctx.db, { partnerId: kiosk!.id });
    const token = (await signInWithOtp(ctx, admin.email)).access;
    expect((await as('GET', '/v1/partner/package/', undefined, token)).statusCode).toBe(403);
  });
});

describe('an SME changing plan', () => {
  it('lifts the Starter rules the moment it moves to Plus', async () => {
    const partnerId = world.mine.partner.id;
    const plus = await ctx.db.select().from(smes).where(eq(smes.id, smeRealms.Plus.smeId));
    const sme = await createSme(ctx.db, partnerId, { name: 'Mover', subscriptionPlanId: null });
    const [realm] = await ctx.db
      .insert(realms)
      .values({ partnerId, smeId: sme.id, name: 'Mover' })
      .returning();
    await insertVoucher(ctx, { partnerId, code: 'MVVEAAAA', realmId: realm!.id });
    const send = () =>
      as('POST', `/radius/${world.mine.partner.slug}/admin/vouchers/MVVEAAAA/sms/`, {
        phone: '+250788123457',
      });
    expect((await send()).statusCode).toBe(403);
    await ctx.db
      .update(smes)
      .set({ subscriptionPlanId: plus[0]!.subscriptionPlanId })
      .where(eq(smes.id, sme.id));
    expect((await send()).statusCode).toBe(201);
  });
});
