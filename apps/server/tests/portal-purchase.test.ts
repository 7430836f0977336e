import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mobileMoneyPayments,
  partners,
  portalGrants,
  routers,
  smsMessages,
  vouchers,
} from '../src/db/schema';
import { createTestClock } from '../src/lib/clock';
import { forgetPartners } from '../src/modules/auth/session-liveness';
import { saveCredentials } from '../src/modules/mobile-money/credentials';
import { SANDBOX_CREDENTIALS } from '../src/modules/mobile-money/sandbox/credentials';
import { SANDBOX_PHONES } from '../src/modules/mobile-money/sandbox/outcomes';
import { type SandboxProvider, startSandboxProvider } from '../src/modules/mobile-money/sandbox/server';
import { type TestContext, createTestContext } from './helpers/app';
import { giveSandboxCredentials, sleep } from './helpers/mobile-money-world';
import { twoPartners } from './helpers/world';

/**
 * A guest buys Wi-Fi time on the portal with mobile money (issue 32 §2, decision 078), against the local
 * sandbox provider (MTN MoMo's documented calls; the payer's number chooses the outcome): one voucher per
 * confirmed payment, the code by SMS and on the paying device only, the state found again on reopening,
 * each failure said in the guest's language, and nothing sold when the add-on is off or there is no provider.
 */

let ctx: TestContext;
let sandbox: SandboxProvider;
let world: Awaited<ReturnType<typeof twoPartners>>;
let serial: string;
let theirSerial: string;
const clock = createTestClock('2026-11-29T08:00:00Z');
const SIXTY_MINUTES_TIER = '2'; // the default tiers' third: 300 RWF for 60 minutes

const setPartner = async (partnerId: number, set: Partial<typeof partners.$inferInsert>) => {
  await ctx.db.update(partners).set(set).where(eq(partners.id, partnerId));
  forgetPartners([partnerId]);
  ctx.app.guestPortal.models.clear();
};

beforeAll(async () => {
  // Approval takes 400 ms at the sandbox; the timeout number expires after 1.5 s.
  sandbox = await startSandboxProvider({ approvalDelayMs: 400, timeoutMs: 1500 });
  ctx = await createTestContext({ MOMO_MTN_SANDBOX_URL: sandbox.url }, { clock });
  world = await twoPartners(ctx);
  for (const side of [world.mine, world.theirs]) {
    await setPartner(side.partner.id, { subscriptionPlan: 'Pro', hasTokenPurchaseAddonEnabled: true });
    await ctx.db.update(routers).set({ realmId: side.realm.id }).where(eq(routers.id, side.routers[0]!.id));
  }
  serial = world.mine.routers[0]!.serialNumber;
  theirSerial = world.theirs.routers[0]!.serialNumber;
  await giveSandboxCredentials(ctx, world.mine.partner.id, 'mtn_momo', clock.now());
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await sandbox?.close();
});

const newViewer = () => randomBytes(16).toString('base64url');
const form = 'application/x-www-form-urlencoded';
let nextAddress = 1;
const freshAddress = () => `10.30.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

const buy = (
  phone: string,
  { viewer = newViewer(), tier = SIXTY_MINUTES_TIER, box = serial, lang = 'en', after = '' } = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/portal/${box}/buy?lang=${lang}`,
    payload: new URLSearchParams({ tier, phone, after }).toString(),
    headers: { 'content-type': form, cookie: `ared_viewer=${viewer}` },
    remoteAddress: freshAddress(),
  });

const open = (url: string, viewer: string, extra = '') =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: { cookie: `ared_viewer=${viewer}${extra}` },
    remoteAddress: freshAddress(),
  });

/** The payment page, reloaded as the browser would (every few seconds) until it is no longer waiting. */
async function waitOnPayment(location: string, viewer: string, query = '') {
  for (let round = 0; round < 50; round += 1) {
    await sleep(100);
    clock.set(new Date(clock.now().getTime() + 4_000));
    const page = await open(`${location}${query}`, viewer);
    if (!page.headers.refresh) return page;
  }
  throw new Error('the payment stayed pending');
}

const paymentIdOf = (location: string) => /\/payment\/([0-9a-f-]{36})/.exec(location)![1]!;
const codeOn = (body: string) => /<strong id="voucher-code">([A-Z0-9]{8})<\/strong>/.exec(body)?.[1];

describe('buying Wi-Fi time on the portal', () => {
  it('offers the paid tiers with mobile money only where the partner has a provider', async () => {
    const mine = await open(`/portal/${serial}/connect`, newViewer());
    expect(mine.body).toContain(`/portal/${serial}/buy?tier=${SIXTY_MINUTES_TIER}`);
    expect(mine.body).not.toContain('Pay at the kiosk');
    // The free tier is not sold.
    expect(mine.body).not.toContain(`/buy?tier=0`);
    const theirs = await open(`/portal/${theirSerial}/connect`, newViewer());
    expect(theirs.body).not.toContain('/buy?tier=');
    expect(theirs.body).toContain('Pay at the kiosk');
    expect((await buy(SANDBOX_PHONES.success, { box: theirSerial })).statusCode).toBe(404);
  });

  it('sells nothing with the token purchase add-on off, whatever the request names', async () => {
    await setPartner(world.mine.partner.id, { hasTokenPurchaseAddonEnabled: false });
    try {
      const page = await open(`/portal/${serial}/connect`, newViewer());
      expect(page.body).not.toContain('/buy?tier=');
      expect((await open(`/portal/${serial}/buy?tier=2`, newViewer())).statusCode).toBe(404);
      expect((await buy(SANDBOX_PHONES.success)).statusCode).toBe(404);
      expect(await ctx.db.select().from(mobileMoneyPayments)).toEqual([]);
    } finally {
      await setPartner(world.mine.partner.id, { hasTokenPurchaseAddonEnabled: true });
    }
  });

  it('asks for a Rwandan mobile number and asks nothing of a provider without one', async () => {
    const form = await open(`/portal/${serial}/buy?tier=2`, newViewer());
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('1 hour for 300 RWF');
    const bad = await buy('12345');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Enter a Rwandan mobile number');
    expect((await buy(SANDBOX_PHONES.success, { tier: '0' })).statusCode).toBe(404);
    expect((await buy(SANDBOX_PHONES.success, { tier: '99' })).statusCode).toBe(404);
    expect(await ctx.db.select().from(mobileMoneyPayments)).toEqual([]);
  });

  it('waits for the approval on a page that reloads itself (no script) and lands on Connect', async () => {
    // The timeout number stays pending at the sandbox for a while: the waiting page, for sure.
    const viewer = newViewer();
    const started = await buy(SANDBOX_PHONES.timeout, { viewer });
    const waiting = await open(started.headers.location as string, viewer);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.body).toContain('Approve the payment on your phone');
    expect(waiting.body).toContain('0780 •••004');
    expect(waiting.headers.refresh).toMatch(
      new RegExp(`^4; url=/portal/${serial}/payment/[0-9a-f-]{36}\\?then=connect$`),
    );
    await waitOnPayment(started.headers.location as string, viewer);
  });

  it('takes the money, makes one voucher of the tier, texts the code and connects the paying device', async () => {
    const viewer = newViewer();
    const started = await buy('0780 000 001', { viewer });
    expect(started.statusCode, started.body).toBe(303);
    const location = started.headers.location as string;
    expect(location).toMatch(new RegExp(`^/portal/${serial}/payment/[0-9a-f-]{36}$`));
    expect(String(started.headers['set-cookie'])).toContain(`ared_payment=${paymentIdOf(location)}`);

    const done = await waitOnPayment(location, viewer, '?then=connect');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.body).toContain('You are connected');
    const [grant] = await ctx.db.select().from(portalGrants).where(eq(portalGrants.kind, 'purchase'));
    expect(grant).toMatchObject({ partnerId: world.mine.partner.id, paymentId: paymentIdOf(location) });
    const [voucher] = await ctx.db.select().from(vouchers).where(eq(vouchers.id, grant!.voucherId));
    expect(voucher).toMatchObject({ durationSeconds: 3600, multiUser: false, realmId: world.mine.realm.id });
    expect(voucher!.portalKind).toBeNull();
    expect(done.body).toContain(voucher!.code);
    // The code by SMS to the number that paid.
    const texts = await ctx.db.select().from(smsMessages).where(eq(smsMessages.voucherId, voucher!.id));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ phone: '+250780000001', status: 'sent' });
    expect(texts[0]!.body).toContain(voucher!.code);

    // Reopening the portal on that device finds the payment and its code.
    const reopened = await open(`/portal/${serial}`, viewer, `; ared_payment=${paymentIdOf(location)}`);
    expect(reopened.statusCode).toBe(303);
    expect(reopened.headers.location).toBe(`${location}?then=connect`);
    expect((await open(reopened.headers.location as string, viewer)).body).toContain('You are connected');
    expect(codeOn((await open(location, viewer)).body)).toBe(voucher!.code);
    // Typing the same number again finds the same payment: nothing more is asked of the phone.
    const again = await buy(SANDBOX_PHONES.success, { viewer });
    expect(again.headers.location).toBe(location);
    const paid = await ctx.db
      .select()
      .from(mobileMoneyPayments)
      .where(eq(mobileMoneyPayments.phone, SANDBOX_PHONES.success));
    expect(paid.map((p) => p.id)).toEqual([paymentIdOf(location)]);

    // Another device with the payment's address sees neither the code nor the number.
    const other = await open(location, newViewer());
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toContain(voucher!.code);
    expect(other.body).not.toContain('•••001');
    expect(other.body).toContain('This payment was made on another device');
    const stolen = await ctx.app.inject({
      method: 'POST',
      url: `${location}/connect`,
      payload: '',
      headers: { 'content-type': form, cookie: `ared_viewer=${newViewer()}` },
    });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.body).not.toContain(voucher!.code);
    // Another partner's box does not know the payment at all.
    const elsewhere = await open(location.replace(serial, theirSerial), viewer);
    expect(elsewhere.statusCode).toBe(404);
  });

  it.each([
    [
      'declined',
      SANDBOX_PHONES.declined,
      'en',
      'The payment was declined on the phone. Nothing was charged.',
    ],
    [
      'insufficient funds',
      SANDBOX_PHONES.insufficientFunds,
      'fr',
      'Le solde de ce compte mobile money est insuffisant. Rien n’a été débité.',
    ],
    ['timed out', SANDBOX_PHONES.timeout, 'rw', 'Kwishyura ntibyemejwe ku gihe. Nta mafaranga yakuweho.'],
  ])('says a %s payment in the guest’s language and makes no voucher', async (_name, phone, lang, text) => {
    const viewer = newViewer();
    const before = (await ctx.db.select().from(vouchers)).length;
    const started = await buy(phone, { viewer, lang });
    expect(started.statusCode, started.body).toBe(303);
    const page = await waitOnPayment(started.headers.location as string, viewer, `?lang=${lang}`);
    expect(page.body).toContain(text.replace(/'/g, '&#39;'));
    expect((await ctx.db.select().from(vouchers)).length).toBe(before);
    // Try again starts a new payment, not the failed one.
    const retry = await buy(phone, { viewer, after: paymentIdOf(started.headers.location as string) });
    expect(retry.headers.location).not.toBe(started.headers.location);
  });

  it('says so when the provider will not take the partner’s credentials (nothing asked of the phone)', async () => {
    await saveCredentials(
      ctx.db,
      ctx.config.jwtSecret,
      world.theirs.partner.id,
      {
        provider: 'mtn_momo',
        environment: 'sandbox',
        fields: { ...SANDBOX_CREDENTIALS.mtn_momo, apiKey: 'not-the-sandbox-key' },
      },
      clock.now(),
    );
    ctx.app.guestPortal.models.clear();
    const res = await buy(SANDBOX_PHONES.success, { box: theirSerial, lang: 'fr' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('Le service mobile money est injoignable pour le moment.');
  });

  it('limits how many phones one device can ring', async () => {
    const viewer = newViewer();
    const statuses: number[] = [];
    for (const n of [11, 12, 13, 14, 15, 16])
      statuses.push((await buy(`07880000${n}`, { viewer })).statusCode);
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
  });

  it('makes one payment and one voucher of eight identical submissions at once', async () => {
    const viewer = newViewer();
    const phone = '0788 555 111';
    const answers = await Promise.all(Array.from({ length: 8 }, () => buy(phone, { viewer })));
    const locations = new Set(answers.map((a) => a.headers.location));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(303));
    expect(locations.size).toBe(1);
    const id = paymentIdOf([...locations][0] as string);
    const rows = await ctx.db
      .select()
      .from(mobileMoneyPayments)
      .where(eq(mobileMoneyPayments.phone, '250788555111'));
    expect(rows.map((r) => r.id)).toEqual([id]);
    expect(sandbox.received.filter((r) => r.kind === 'request' && r.status < 300).length).toBeGreaterThan(0);
    await waitOnPayment([...locations][0] as string, viewer);
    // Eight reloads of the paid page at once: still one voucher.
    await Promise.all(Array.from({ length: 8 }, () => open([...locations][0] as string, viewer)));
    expect(await ctx.db.select().from(portalGrants).where(eq(portalGrants.paymentId, id))).toHaveLength(1);
  });

  it('answers bad input with a page and a 4xx, asking nothing of a phone', async () => {
    const before = (await ctx.db.select().from(mobileMoneyPayments)).length;
    const url = `/portal/${serial}/buy`;
    const raw = (payload: string, type = form) =>
      ctx.app.inject({ method: 'POST', url, payload, headers: { 'content-type': type } });
    const answers = [
      await raw('tier=2&phone=0788%00123456'),
      await raw(`tier=2&phone=${'9'.repeat(40_000)}`),
      await raw('tier=2&phone=0788123456', 'application/xml'),
      await raw('tier=-1&phone=0788123456'),
      await raw('tier=2&phone=0788123456&uamip=10.1.0.1&uamport=3990&mac=00-11-22-33-44-55&challenge=zz'),
      await open(`/portal/${serial}/payment/not-a-payment`, newViewer()),
      await open(`/portal/${serial}/payment/00000000-0000-4000-8000-000000000000`, newViewer()),
      await open(`/portal/${serial}/buy?tier=2%00`, newViewer()),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, answer.body).toBeLessThan(500);
      expect(answer.body).not.toMatch(/at .*\.ts:\d+/);
    }
    expect((await ctx.db.select().from(mobileMoneyPayments)).length).toBe(before);
  });
});
