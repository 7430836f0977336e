import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners, portalGrants, vouchers } from '../src/db/schema';
import { createTestClock } from '../src/lib/clock';
import { PORTAL_TEXTS } from '../src/modules/guest-portal/i18n';
import { type TestContext, createTestContext } from './helpers/app';
import { bearer } from './helpers/session';
import { twoPartners } from './helpers/world';

/**
 * Issue 30 §3, Auto-Connect (decision 066): a guest who scans the box's QR code (`/portal/{serial}/qr`) is
 * connected without a code, within the daily usage of the automation preference, one allowance per device
 * and UTC day; off, the QR link shows the normal portal.
 */

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let serial: string;
const clock = createTestClock('2026-11-20T09:00:00Z');
const advance = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));
const en = PORTAL_TEXTS.en;
const DAILY_MINUTES = 30;

const setPartner = async (values: Partial<typeof partners.$inferInsert>) =>
  ctx.db.update(partners).set(values).where(eq(partners.id, world.mine.partner.id));

/**
 * A device without a box hand-off is its browser's viewer cookie (as on the portal's other steps): a new
 * device is a new cookie from the portal's page.
 */
const devices = new Map<string, string>();
async function deviceCookie(name: string): Promise<string> {
  const known = devices.get(name);
  if (known) return known;
  const page = await ctx.app.inject({ method: 'GET', url: `/portal/${serial}` });
  const cookie = [page.headers['set-cookie']]
    .flat()
    .map(String)
    .find((c) => c.startsWith('ared_viewer='))!
    .split(';')[0]!;
  devices.set(name, cookie);
  return cookie;
}
const scan = async (device: string, box = serial) =>
  ctx.app.inject({
    method: 'GET',
    url: `/portal/${box}/qr`,
    headers: { cookie: await deviceCookie(device) },
  });

const autoGrants = () =>
  ctx.db
    .select()
    .from(portalGrants)
    .where(and(eq(portalGrants.partnerId, world.mine.partner.id), eq(portalGrants.kind, 'auto')));

beforeAll(async () => {
  ctx = await createTestContext({}, { clock });
  world = await twoPartners(ctx);
  serial = world.mine.routers[0]!.serialNumber;
  await setPartner({ subscriptionPlan: 'Pro', autoConnectOnQrScan: true });
  const saved = await ctx.app.inject({
    method: 'POST',
    url: '/v1/vouchers/automation-preference/',
    headers: bearer(world.mine.tokens.access),
    payload: {
      partner_id: world.mine.partner.id,
      default_duration: '1_hour',
      custom_duration: null,
      autoconnect_daily_usage: DAILY_MINUTES,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => ctx.close());

describe('Auto-Connect on a QR scan', () => {
  it('connects a device without a code, for the daily usage, and gives it the same code again that day', async () => {
    const first = await scan('AA:BB:CC:30:00:01');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.body).toContain(en.connectedTitle);
    const code = /<strong>([A-Z0-9]{8})<\/strong>/.exec(first.body)?.[1];
    expect(code).toBeDefined();
    const [voucher] = await ctx.db.select().from(vouchers).where(eq(vouchers.code, code!));
    expect(voucher).toMatchObject({ portalKind: 'auto', durationSeconds: DAILY_MINUTES * 60 });
    advance(10 * 60_000);
    const again = await scan('AA:BB:CC:30:00:01');
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(code!);
  });

  it('refuses the same device beyond its allowance that day with a clear message; another device is fine', async () => {
    advance((DAILY_MINUTES + 1) * 60_000);
    const used = await scan('AA:BB:CC:30:00:01');
    expect(used.statusCode).toBe(403);
    expect(used.body).toContain(en.autoUsed.replace("'", '&#39;'));
    const other = await scan('AA:BB:CC:30:00:02');
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain(en.connectedTitle);
  });

  it('gives the device a new allowance the next day', async () => {
    advance(24 * 3600_000);
    const next = await scan('AA:BB:CC:30:00:01');
    expect(next.statusCode, next.body).toBe(200);
    expect(next.body).toContain(en.connectedTitle);
  });

  it('hands the code to the box with a CoovaChilli hand-off', async () => {
    const query = new URLSearchParams({
      uamip: '10.1.0.1',
      uamport: '3990',
      challenge: '0123456789abcdef0123456789abcdef',
      mac: 'AA-BB-CC-30-00-09',
      ip: '10.1.0.7',
    });
    const res = await ctx.app.inject({ method: 'GET', url: `/portal/${serial}/qr?${query}` });
    expect(res.statusCode, res.body).toBe(303);
    const logon = new URL(res.headers.location as string);
    expect(logon.host).toBe('10.1.0.1:3990');
    expect(logon.searchParams.get('username')).toMatch(/^[A-Z0-9]{8}$/);
  });

  it('gives one allowance to 8 scans of the same device at once', async () => {
    const before = (await autoGrants()).length;
    await deviceCookie('AA:BB:CC:30:00:08');
    const answers = await Promise.all(Array.from({ length: 8 }, () => scan('AA:BB:CC:30:00:08')));
    const codes = answers.map((a) => /<strong>([A-Z0-9]{8})<\/strong>/.exec(a.body)?.[1]);
    expect(new Set(codes).size).toBe(1);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect((await autoGrants()).length).toBe(before + 1);
    const kept = await ctx.db.select().from(vouchers).where(eq(vouchers.portalKind, 'auto'));
    expect(kept.filter((v) => v.code === codes[0])).toHaveLength(1);
  });

  it('answers spoofed and garbage box ids with the not-found page, giving nothing away', async () => {
    const before = (await autoGrants()).length;
    for (const box of ['NOPE-0000', '..%2F..%2Fetc', 'x'.repeat(200), '%00', "R1'%20or%201=1"]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/portal/${box}/qr` });
      expect(res.statusCode, box).toBe(404);
    }
    expect((await autoGrants()).length).toBe(before);
  });

  it("another partner's box with Auto-Connect off shows its normal portal", async () => {
    await ctx.db
      .update(partners)
      .set({ autoConnectOnQrScan: false })
      .where(eq(partners.id, world.theirs.partner.id));
    const res = await scan('AA:BB:CC:30:00:06', world.theirs.routers[0]!.serialNumber);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(en.getStarted);
    expect(res.body).not.toContain(en.connectedTitle);
  });
});

describe('Auto-Connect off: the QR link shows the normal portal', () => {
  const expectNormalPortal = async (mac: string) => {
    const before = (await autoGrants()).length;
    const res = await scan(mac);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(en.getStarted);
    expect(res.body).not.toContain(en.connectedTitle);
    expect((await autoGrants()).length).toBe(before);
  };

  it('when the add-on is off', async () => {
    await setPartner({ hasAutoconnectAddonEnabled: false });
    await expectNormalPortal('AA:BB:CC:31:00:01');
    await setPartner({ hasAutoconnectAddonEnabled: true });
    expect((await scan('AA:BB:CC:31:00:01')).body).toContain(en.connectedTitle);
  });

  it('when Auto-Connect on a QR scan is off', async () => {
    await setPartner({ autoConnectOnQrScan: false });
    await expectNormalPortal('AA:BB:CC:31:00:02');
    await setPartner({ autoConnectOnQrScan: true });
  });

  it('when no daily usage is set', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/vouchers/automation-preference/',
      headers: bearer(world.mine.tokens.access),
      payload: {
        partner_id: world.mine.partner.id,
        default_duration: '1_hour',
        custom_duration: null,
        autoconnect_daily_usage: null,
      },
    });
    expect(res.statusCode).toBe(200);
    await expectNormalPortal('AA:BB:CC:31:00:03');
  });
});
