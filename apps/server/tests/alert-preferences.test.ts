import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { partners, routerState, smsMessages, users } from '../src/db/schema';
import { createTestClock } from '../src/lib/clock';
import { evaluateAlerts } from '../src/modules/alerts/evaluate';
import { createSmsTransport } from '../src/modules/sms';
import { type TestContext, createTestContext } from './helpers/app';
import { createUser } from './helpers/factories';
import { type Tokens, requester, signInWithOtp } from './helpers/session';
import { twoPartners } from './helpers/world';

// Who is told about an alert, by which channel (decision 055): the bell always; mail and SMS per kind as
// each person chose, by default mail for partner admins and nothing else.

const clock = createTestClock(new Date());
let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let staff: Tokens;
const log = { error: vi.fn() };

beforeAll(async () => {
  ctx = await createTestContext({}, { clock });
  world = await twoPartners(ctx);
  staff = await signInWithOtp(ctx, world.mine.staff.email);
});
afterAll(() => ctx.close());

const as = (...args: Parameters<ReturnType<typeof requester>>) =>
  requester(ctx, () => world.mine.tokens.access)(...args);

const evaluate = () =>
  evaluateAlerts({
    db: ctx.db,
    mailer: ctx.mailer,
    sms: { transport: createSmsTransport(ctx.config.sms, ctx.app.log), sender: ctx.config.sms.sender },
    clock,
    log,
    timeZone: ctx.config.billing.timeZone,
    defaults: ctx.config.alerts,
  });

const channels = (kind: string, mail: boolean, sms: boolean) => ({ kind, mail, sms });

describe('/v1/alerts/preferences/', () => {
  it('answers the defaults: mail on for an admin, off for staff, SMS off for both', async () => {
    const mine = (await as('GET', '/v1/alerts/preferences/')).json();
    expect(mine.user).toBe(world.mine.admin.id);
    expect(mine.preferences).toHaveLength(7);
    expect(mine.preferences[0]).toEqual(channels('box_offline', true, false));
    expect(mine.preferences.every((p: { mail: boolean; sms: boolean }) => p.mail && !p.sms)).toBe(true);
    const theirs = (await as('GET', '/v1/alerts/preferences/', undefined, staff.access)).json();
    expect(theirs.preferences.every((p: { mail: boolean; sms: boolean }) => !p.mail && !p.sms)).toBe(true);
  });

  it('lets each user change their own, kind by kind', async () => {
    const res = await as('PATCH', '/v1/alerts/preferences/', {
      preferences: [channels('box_offline', true, true), channels('voucher_stock_low', false, false)],
    });
    expect(res.statusCode, res.body).toBe(200);
    const byKind = Object.fromEntries(res.json().preferences.map((p: { kind: string }) => [p.kind, p]));
    expect(byKind.box_offline).toEqual(channels('box_offline', true, true));
    expect(byKind.voucher_stock_low).toEqual(channels('voucher_stock_low', false, false));
    expect(byKind.disk_full).toEqual(channels('disk_full', true, false));
    const own = await as(
      'PATCH',
      '/v1/alerts/preferences/',
      { preferences: [channels('disk_full', true, false)] },
      staff.access,
    );
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().user).toBe(world.mine.staff.id);
  });

  it.each([
    [{ preferences: [{ kind: 'weather', mail: true, sms: false }] }],
    [{ preferences: [{ kind: 'disk_full', mail: 'yes', sms: false }] }],
    [{ preferences: [channels('disk_full', true, false), channels('disk_full', false, false)] }],
    [{}],
  ])('refuses %j (400) and changes nothing', async (body) => {
    const before = (await as('GET', '/v1/alerts/preferences/')).json();
    const res = await as('PATCH', '/v1/alerts/preferences/', body);
    expect(res.statusCode).toBe(400);
    const fields = Object.keys(res.json());
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.every((f) => f.startsWith('preferences'))).toBe(true);
    expect((await as('GET', '/v1/alerts/preferences/')).json()).toEqual(before);
  });
});

describe('/v1/alerts/preferences/users/{id}/', () => {
  it("lets a partner admin read and change a person's of the same partner", async () => {
    const url = `/v1/alerts/preferences/users/${world.mine.staff.id}/`;
    const res = await as('PATCH', url, { preferences: [channels('sme_suspended', true, true)] });
    expect(res.statusCode, res.body).toBe(200);
    const read = (await as('GET', url)).json();
    expect(read.user).toBe(world.mine.staff.id);
    expect(read.preferences.find((p: { kind: string }) => p.kind === 'sme_suspended')).toEqual(
      channels('sme_suspended', true, true),
    );
  });

  it("refuses staff (403), and answers 404 for another partner's person or none", async () => {
    const url = `/v1/alerts/preferences/users/${world.mine.admin.id}/`;
    const refused = await as(
      'PATCH',
      url,
      { preferences: [channels('disk_full', false, false)] },
      staff.access,
    );
    expect(refused.statusCode).toBe(403);
    expect((await as('GET', url, undefined, staff.access)).statusCode).toBe(403);
    const theirs = `/v1/alerts/preferences/users/${world.theirs.admin.id}/`;
    expect((await as('GET', theirs)).statusCode).toBe(404);
    const put = await as('PATCH', theirs, { preferences: [channels('disk_full', false, true)] });
    expect(put.statusCode).toBe(404);
    expect((await as('GET', '/v1/alerts/preferences/users/2147483647/')).statusCode).toBe(404);
    const requester2 = requester(ctx, () => world.theirs.tokens.access);
    const still = (await requester2('GET', '/v1/alerts/preferences/')).json();
    expect(still.preferences.find((p: { kind: string }) => p.kind === 'disk_full')).toEqual(
      channels('disk_full', true, false),
    );
  });
});

describe('delivery', () => {
  it('mails and texts as each person chose; the SMS is recorded and counted as the partner’s', async () => {
    // The admin chose mail and SMS for box_offline (above); staff chose nothing for it; a second admin
    // turned its mail off.
    await ctx.db.update(users).set({ phone: '+250788000111' }).where(eq(users.id, world.mine.admin.id));
    const quiet = await createUser(ctx.db, { partnerId: world.mine.partner.id, phone: '+250788000222' });
    await as('PATCH', `/v1/alerts/preferences/users/${quiet.id}/`, {
      preferences: [channels('box_offline', false, false)],
    });
    const box = world.mine.routers[0]!;
    const lastSeen = new Date(clock.now().getTime() - 30 * 60_000);
    await ctx.db.insert(routerState).values({ routerId: box.id, lastSeen, intervalSeconds: 30 });
    const run = await evaluate();
    expect(run).toMatchObject({ opened: 1, mailed: 1 });
    const mail = ctx.mails().find((m) => m.subject === `1 box offline: ${box.serialNumber}`)!;
    expect(mail.to).toBe(world.mine.admin.email);
    const sent = await ctx.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.partnerId, world.mine.partner.id));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      phone: '+250788000111',
      status: 'sent',
      body: `Alert: 1 box offline: ${box.serialNumber}`,
    });
    const [partner] = await ctx.db.select().from(partners).where(eq(partners.id, world.mine.partner.id));
    expect(partner!.totalSmsSent).toBe(1);
  });

  it('sends nothing but the bell to a partner whose people turned everything off', async () => {
    await requester(ctx, () => world.theirs.tokens.access)('PATCH', '/v1/alerts/preferences/', {
      preferences: [channels('box_offline', false, false)],
    });
    const box = world.theirs.routers[0]!;
    const lastSeen = new Date(clock.now().getTime() - 30 * 60_000);
    await ctx.db.insert(routerState).values({ routerId: box.id, lastSeen, intervalSeconds: 30 });
    const mails = ctx.mails().length;
    expect(await evaluate()).toEqual({ opened: 1, closed: 0, mailed: 0 });
    expect(ctx.mails()).toHaveLength(mails);
  });
});
