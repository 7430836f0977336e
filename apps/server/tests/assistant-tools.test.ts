import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_NOT_INCLUDED } from '@ared/contract/plans';
import type { TAssistantResult } from '@ared/contract/assistant';
import { alerts, partners, smes, tickets, vouchers } from '../src/db/schema';
import { ASSISTANT_TOOLS, refusalOf, toolContextFor, toolNamed } from '../src/modules/assistant/tools';
import type { AssistantCaller, ReadTool, WriteTool } from '../src/modules/assistant/tools/types';
import { type TestContext, createTestContext } from './helpers/app';
import { insertBilling } from './helpers/billing-world';
import { createSme, createUser } from './helpers/factories';
import { requester } from './helpers/session';
import { insertVoucher, voucherWorld } from './helpers/voucher-world';
import { heartbeatAt } from './helpers/heartbeat';

// The assistant's typed tools (issue 31 §3): each figure equals its page's (read through the page's own
// call here), states its window and links that page; another partner's box or voucher is an unknown one.
let ctx: TestContext;
let world: Awaited<ReturnType<typeof voucherWorld>>;

type Side = typeof world.mine;
const userOf = (side: Side, role = 'partner_admin'): Extract<AssistantCaller, { kind: 'user' }> => ({
  kind: 'user',
  userId: side.admin.id,
  role,
  partnerId: side.partner.id,
  smeId: null,
});
const contextOf = (side: Side, role?: string) => toolContextFor(ctx.app.deps, userOf(side, role), new Date());
const read = (name: string) => toolNamed(name) as ReadTool;
const write = (name: string) => toolNamed(name) as WriteTool;
const run = (side: Side, name: string, args: unknown = {}) =>
  read(name).run(contextOf(side), read(name).args.parse(args));
const mine = (...args: Parameters<ReturnType<typeof requester>>) =>
  requester(ctx, () => world.mine.tokens.access)(...args);

async function reported(routerId: number, minutesAgo: number) {
  await heartbeatAt(ctx.db, routerId, new Date(Date.now() - minutesAgo * 60_000));
}

beforeAll(async () => {
  ctx = await createTestContext();
  world = await voucherWorld(ctx);
  // Mine: MINE0 and MINE2 online, MINE1 silent for two hours, MINE3 and MINE4 never reported.
  await reported(world.mine.routers[0]!.id, 0);
  await reported(world.mine.routers[1]!.id, 120);
  await reported(world.mine.routers[2]!.id, 0);
  await reported(world.theirs.routers[0]!.id, 0);
});
afterAll(() => ctx.close());

const checkable = (r: TAssistantResult) => {
  expect(r.link?.path, r.title).toMatch(/^\//);
  expect(r.window, r.title).not.toBeNull();
};

describe('the registry', () => {
  it('names every tool once, with a JSON Schema of its arguments', () => {
    const names = ASSISTANT_TOOLS.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    for (const tool of ASSISTANT_TOOLS) expect(tool.parameters).toMatchObject({ type: 'object' });
    expect(ASSISTANT_TOOLS.filter((t) => t.kind === 'write').map((t) => t.name)).toEqual([
      'revoke_voucher',
      'suspend_sme',
    ]);
  });
});

describe('router status', () => {
  it('lists the offline boxes of the Routers list filtered offline, with their last report, and links it', async () => {
    const [counts, offline] = await run(world.mine, 'router_status');
    const page = (
      await mine('GET', '/v1/routers/?is_online=false&ordering=serial_number&page_size=50')
    ).json();
    expect(offline!.rows.map((r) => r.serial)).toEqual(
      page.results.map((r: { serial_number: string }) => r.serial_number),
    );
    expect(offline!.rows.map((r) => r.serial)).toEqual(['MINE1', 'MINE3', 'MINE4']);
    expect(offline!.rows[0]!['offline since']).toBe(page.results[0].last_seen);
    expect(offline!.rows[1]!['offline since']).toBeNull();
    expect(counts!.rows[0]).toMatchObject({ boxes: 5, online: 2, offline: page.count });
    expect(offline!.link).toEqual({ label: 'Routers — offline', path: '/routers?is_online=false' });
    checkable(counts!);
  });
});

describe('one box', () => {
  it('finds a box by serial or SSID in any case and links its details page', async () => {
    const box = world.mine.routers[1]!;
    for (const named of ['MINE1', 'mine1', 'MINE_1']) {
      const [result] = await run(world.mine, 'box_health', { box: named });
      expect(result!.rows[0]).toMatchObject({ serial: 'MINE1', online: false, name: 'mine_1' });
      expect(result!.link!.path).toBe(`/router-details/${box.id}`);
    }
  });

  it("answers another partner's box exactly as a box that does not exist, both ways", async () => {
    const unknown = (side: Side, box: string) => run(side, 'box_health', { box });
    expect(await unknown(world.mine, 'THEIRS0')).toEqual(
      (await unknown(world.mine, 'NOSUCH0')).map((r) => ({ ...r, rows: [{ box: 'THEIRS0', known: false }] })),
    );
    expect(await unknown(world.theirs, 'mine_2')).toEqual(
      (await unknown(world.theirs, 'nosuch_2')).map((r) => ({
        ...r,
        rows: [{ box: 'mine_2', known: false }],
      })),
    );
    // And the other partner's summary counts its own boxes only.
    const [theirCounts] = await run(world.theirs, 'router_status');
    expect(theirCounts!.rows[0]).toMatchObject({ boxes: 5, online: 1, offline: 4 });
  });
});

describe('summary and Wi-Fi', () => {
  it("gives the Analytics page's figures for the range, with the range's window", async () => {
    await insertVoucher(ctx, { partnerId: world.mine.partner.id, code: 'ABCD2345' });
    const page = (await mine('POST', '/v1/analytics/wifianalytics/', {})).json().results['1week'];
    const [wifi] = await run(world.mine, 'wifi_usage', { range: '7days' });
    expect(wifi!.rows[0]).toEqual({
      'guests connected now': page.currently_connected,
      'guest devices': page.total_device,
      'mean session (seconds)': page.average_duration,
      'refused logins': page.token_failed,
      'vouchers generated': page.totals_generated,
      'vouchers finished': page.finished_partner_vouchers,
      'vouchers in use': page.unfinished_partner_voucher,
      'vouchers never used': page.users_not_access_system,
      'sessions ended by a box restart': page.router_restart_partner_vouchers,
    });
    const from = new Date(wifi!.window!.from).getTime();
    expect(Date.now() - from).toBeGreaterThan(6 * 86_400_000);
    expect(Date.now() - from).toBeLessThanOrEqual(7 * 86_400_000);
    checkable(wifi!);

    const summary = await run(world.mine, 'summary', { range: '30days' });
    const revenue = (
      await mine('GET', `/v1/partner/revenue/${world.mine.partner.id}?time_range=1month`)
    ).json();
    const money = summary.find((r) => r.title.startsWith('Revenue'))!;
    expect(money.rows[0]).toEqual({
      received: revenue.total_revenue,
      'bill payments': revenue.bill_payments,
      'portal purchases': revenue.purchases,
      reversals: revenue.reversals,
      'billed and unpaid': revenue.outstanding,
      currency: revenue.currency,
    });
    expect(money.link!.path).toBe('/analytics?tab=revenue-insights');
    summary.forEach(checkable);
  });
});

describe('billing', () => {
  it("counts the SMEs list's Overdue tab and the unpaid billing list, the partner's only", async () => {
    const late = await createSme(ctx.db, world.mine.partner.id, { name: 'Late Bar' });
    await insertBilling(ctx.db, late, { due: '2020-01-01' });
    await insertBilling(ctx.db, world.mine.sme, { due: '2099-01-01' });
    await insertBilling(ctx.db, world.mine.sme, { due: '2020-02-01', isPaid: true });
    await insertBilling(ctx.db, world.theirs.sme, { due: '2020-01-01' });
    const [overdue, unpaid] = await run(world.mine, 'billing_status');
    const overduePage = (await mine('GET', '/v1/smes/?tab=overdue')).json();
    const unpaidPage = (await mine('GET', '/v1/partner/billing/?is_paid=false')).json();
    expect(overdue!.title).toBe(`SMEs with an overdue billing: ${overduePage.count}`);
    expect(overdue!.rows.map((r) => r.sme)).toEqual(['Late Bar']);
    expect(unpaid!.title).toBe(`Unpaid subscription billings: ${unpaidPage.count}`);
    expect(unpaid!.rows.map((r) => r['due date'])).toEqual(
      unpaidPage.results.map((b: { due_date: string }) => b.due_date),
    );
    expect(unpaidPage.count).toBe(2);
    checkable(overdue!);
  });
});

describe('tickets and alerts', () => {
  it('lists the open tickets of the Support tickets list and the bell’s open alerts, the partner’s only', async () => {
    const ticket = (partnerId: number, subject: string, isOpen: boolean) =>
      ({ partnerId, subject, department: 'Router', priority: 'High', isOpen }) as const;
    await ctx.db
      .insert(tickets)
      .values([
        ticket(world.mine.partner.id, 'Box 3 down', true),
        ticket(world.mine.partner.id, 'Old question', false),
        ticket(world.theirs.partner.id, 'Their problem', true),
      ]);
    const alert = (partnerId: number, subject: string, closedAt: Date | null) =>
      ({
        partnerId,
        kind: 'box_offline',
        subject,
        subjectKey: subject,
        openedAt: new Date(),
        closedAt,
      }) as const;
    await ctx.db
      .insert(alerts)
      .values([
        alert(world.mine.partner.id, 'MINE1', null),
        alert(world.mine.partner.id, 'MINE3', new Date()),
        alert(world.theirs.partner.id, 'THEIRS1', null),
      ]);
    const [open, bell] = await run(world.mine, 'open_tickets_alerts');
    const page = (await mine('GET', '/v1/tickets/?page_size=50')).json();
    const openOnPage = page.results.filter((t: { is_open: boolean }) => t.is_open);
    expect(open!.title).toBe(`Open support tickets: ${openOnPage.length}`);
    expect(open!.rows.map((r) => r.subject)).toEqual(['Box 3 down']);
    const bellPage = (await mine('GET', '/v1/alerts/?status=open')).json();
    expect(bell!.title).toBe(`Open alerts: ${bellPage.count}`);
    expect(bell!.rows.map((r) => r.alert)).toEqual(['MINE1']);
    expect([open!.link!.path, bell!.link!.path]).toEqual(['/support-tickets', '/alerts']);
  });
});

describe('plans, roles and add-ons', () => {
  it('refuses what the partner plan does not show, with the routes’ text, and allows the rest', async () => {
    const kiosk = { ...world.theirs, partner: { ...world.theirs.partner } };
    await ctx.db.update(partners).set({ plan: 'Kiosk' }).where(eq(partners.id, kiosk.partner.id));
    try {
      for (const name of ['summary', 'router_status', 'box_health', 'wifi_usage', 'billing_status'])
        expect(await refusalOf(contextOf(kiosk), toolNamed(name)!), name).toBe(PLAN_NOT_INCLUDED);
      expect(await refusalOf(contextOf(kiosk), toolNamed('open_tickets_alerts')!)).toBeNull();
    } finally {
      await ctx.db.update(partners).set({ plan: 'Premium' }).where(eq(partners.id, kiosk.partner.id));
    }
  });
});

describe('write tools (run only once confirmed)', () => {
  it('suspends an SME for a partner admin; staff are refused; another partner’s SME is not found', async () => {
    const suspend = write('suspend_sme');
    const staff = await createUser(ctx.db, { partnerId: world.mine.partner.id, role: 'partner_staff' });
    const asStaff = toolContextFor(
      ctx.app.deps,
      { ...userOf(world.mine), userId: staff.id, role: 'partner_staff' },
      new Date(),
    );
    expect(await refusalOf(asStaff, suspend)).toBe('Only a partner admin can suspend or activate SMEs.');

    const admin = contextOf(world.mine);
    expect(await refusalOf(admin, suspend)).toBeNull();
    const theirs = { sme_id: world.theirs.sme.id };
    await expect(suspend.summarize(admin, theirs)).rejects.toMatchObject({ statusCode: 404 });
    await expect(suspend.run(admin, theirs)).rejects.toMatchObject({ statusCode: 404 });
    const [their] = await ctx.db.select().from(smes).where(eq(smes.id, world.theirs.sme.id));
    expect(their!.isActive).toBe(true);

    const own = { sme_id: world.mine.sme.id };
    expect(await suspend.summarize(admin, own)).toBe('Suspend SME mine Cafe');
    expect(await suspend.run(admin, own)).toBe('SME mine Cafe is suspended.');
    const [after] = await ctx.db.select().from(smes).where(eq(smes.id, world.mine.sme.id));
    expect(after).toMatchObject({ isActive: false, suspendedReason: 'manual' });
  });

  it('revokes an active voucher of the partner; another partner’s code is not found and stays active', async () => {
    const revoke = write('revoke_voucher');
    const ownCode = await insertVoucher(ctx, { partnerId: world.mine.partner.id, code: 'MNPQ2345' });
    const theirCode = await insertVoucher(ctx, { partnerId: world.theirs.partner.id, code: 'WXYZ2345' });
    const admin = contextOf(world.mine);
    await expect(revoke.run(admin, { code: 'WXYZ2345' })).rejects.toMatchObject({ statusCode: 404 });
    expect(await revoke.summarize(admin, { code: 'mnpq-2345' })).toBe('Revoke voucher MNPQ2345');
    expect(await revoke.run(admin, { code: 'mnpq-2345' })).toBe('Voucher MNPQ2345 is revoked.');
    const status = async (id: number) =>
      (await ctx.db.select().from(vouchers).where(eq(vouchers.id, id)))[0]!.status;
    expect(await status(ownCode.id)).toBe('revoked');
    expect(await status(theirCode.id)).toBe('active');
  });
});
