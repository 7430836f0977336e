import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSme, TSmeStatus } from '@ared/contract/smes';
import { smes, users } from '../src/db/schema';
import type { TestContext } from './helpers/app';
import type { TestClock } from '../src/lib/clock';
import {
  type BillingWorld,
  NOW,
  TODAY,
  billingContext,
  billingWorld,
  day,
  insertBilling,
  smeRow,
} from './helpers/billing-world';
import { PASSWORD, createSme, createUser } from './helpers/factories';
import { bearer, signInWithOtp } from './helpers/session';

let ctx: TestContext;
let w: BillingWorld;
/** The SMEs of "mine" by the status each one is built to show. */
const byStatus: Record<string, number> = {};

type SmeValues = Parameters<typeof createSme>[2];
const mineSme = (values: SmeValues = {}) => createSme(ctx.db, w.mine.partner.id, values);

beforeAll(async () => {
  ctx = await billingContext();
  w = await billingWorld(ctx);
  const sme = async (key: string, values: SmeValues, bills: Parameters<typeof insertBilling>[2][] = []) => {
    const row = await mineSme({ name: `Status ${key}`, subscriptionPlanId: w.minePlan.id, ...values });
    for (const bill of bills) await insertBilling(ctx.db, row, bill);
    byStatus[key] = row.id;
  };
  // Each one also meets every condition of the statuses below it, so precedence decides what it shows.
  const overdue = { due: day(-1) };
  await sme('TerminatedActive', { isTerminated: true, trialEndDate: TODAY });
  await sme('Terminated', { isTerminated: true, isActive: false, trialEndDate: TODAY }, [overdue]);
  await sme('Suspended', { isActive: false, trialEndDate: TODAY }, [overdue]);
  await sme('Overdue', { trialEndDate: day(5) }, [overdue, { due: day(3) }]);
  await sme('Due', { trialEndDate: day(5) }, [{ due: TODAY }]);
  await sme('Trial', { trialEndDate: TODAY });
  // Paid and paused billings, however late, do not make an SME Overdue or Due.
  await sme('Active', { trialEndDate: day(-1) }, [
    { due: day(-20), isPaid: true },
    { due: day(-2), isPaused: true },
  ]);
  byStatus.Plain = w.mine.sme.id; // no trial date, no billings
  // Another partner's SMEs in every state: never listed for "mine".
  const theirs = await createSme(ctx.db, w.theirs.partner.id, { isActive: false, name: 'theirs Hidden' });
  await insertBilling(ctx.db, theirs, { due: day(-9) });
  await createSme(ctx.db, w.theirs.partner.id, { isTerminated: true });
});
afterAll(() => ctx.close());

const list = async (query: string) => {
  const res = await w.as('GET', `/v1/smes/?page_size=100&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; next: string | null; previous: string | null; results: TSme[] };
};
/** The ids listed (sorted); the count must agree with them. */
const idsOf = async (query: string) => {
  const page = await list(query);
  expect(page.count, `count of ?${query}`).toBe(page.results.length);
  return page.results.map((s) => s.id).sort((a, b) => a - b);
};
const ids = (...keys: string[]) => keys.map((k) => byStatus[k]!).sort((a, b) => a - b);
const ALL = ['TerminatedActive', 'Terminated', 'Suspended', 'Overdue', 'Due', 'Trial', 'Active', 'Plain'];

describe('GET /v1/smes/: status', () => {
  it('shows each status by precedence: Terminated, Suspended, Overdue, Due, Trial, Active', async () => {
    const shown = Object.fromEntries((await list('')).results.map((s) => [s.id, s.status]));
    const expected: Record<string, TSmeStatus> = {
      TerminatedActive: 'Terminated',
      Terminated: 'Terminated',
      Suspended: 'Suspended',
      Overdue: 'Overdue',
      Due: 'Due',
      Trial: 'Trial',
      Active: 'Active',
      Plain: 'Active',
    };
    for (const [key, status] of Object.entries(expected))
      expect([key, shown[byStatus[key]!]]).toEqual([key, status]);
  });

  it('counts a billing due today as Due, not Overdue; the trial end day itself is still Trial', async () => {
    const due = (await w.as('GET', `/v1/smes/${byStatus.Due}/`)).json();
    expect(due).toMatchObject({ has_unpaid_billing: true, has_overdue_billing: false, status: 'Due' });
    const trial = (await w.as('GET', `/v1/smes/${byStatus.Trial}/`)).json();
    expect(trial).toMatchObject({ trial_end_date: TODAY, has_unpaid_billing: false, status: 'Trial' });
    const active = (await w.as('GET', `/v1/smes/${byStatus.Active}/`)).json();
    expect(active).toMatchObject({ has_unpaid_billing: false, has_overdue_billing: false, status: 'Active' });
  });
});

describe('GET /v1/smes/: the day is a Kigali day', () => {
  const clock = () => ctx.clock as TestClock;
  afterAll(() => clock().set(NOW));

  it('turns Due into Overdue, and Trial into Active, at midnight in Kigali (22:00Z)', async () => {
    clock().set(`${TODAY}T21:59:00Z`);
    expect((await w.as('GET', `/v1/smes/${byStatus.Due}/`)).json().status).toBe('Due');
    expect((await w.as('GET', `/v1/smes/${byStatus.Trial}/`)).json().status).toBe('Trial');
    clock().set(`${TODAY}T22:00:00Z`);
    expect((await w.as('GET', `/v1/smes/${byStatus.Due}/`)).json().status).toBe('Overdue');
    expect((await w.as('GET', `/v1/smes/${byStatus.Trial}/`)).json().status).toBe('Active');
    expect(await idsOf('tab=overdue')).toContain(byStatus.Due);
  });
});

describe('GET /v1/smes/: tabs and flags', () => {
  it('lists every SME of the partner on the all tab, none of another partner', async () => {
    expect(await idsOf('tab=all')).toEqual(ids(...ALL));
    expect(await idsOf('')).toEqual(ids(...ALL));
    expect(await idsOf(`partner=${w.mine.partner.id}`)).toEqual(ids(...ALL));
  });

  it('suspended = is_active false (terminated ones too)', async () => {
    expect(await idsOf('tab=suspended')).toEqual(ids('Terminated', 'Suspended'));
    expect(await idsOf('is_active=false')).toEqual(ids('Terminated', 'Suspended'));
  });

  it('terminated = is_terminated true', async () => {
    expect(await idsOf('tab=terminated')).toEqual(ids('TerminatedActive', 'Terminated'));
    expect(await idsOf('is_terminated=true')).toEqual(ids('TerminatedActive', 'Terminated'));
    expect(await idsOf('is_terminated=false')).toEqual(
      ids('Suspended', 'Overdue', 'Due', 'Trial', 'Active', 'Plain'),
    );
  });

  it('active = is_active true and not terminated', async () => {
    const active = ids('Overdue', 'Due', 'Trial', 'Active', 'Plain');
    expect(await idsOf('tab=active')).toEqual(active);
    expect(await idsOf('is_active=true&is_terminated=false')).toEqual(active);
    expect(await idsOf('is_active=true')).toEqual(
      ids('TerminatedActive', 'Overdue', 'Due', 'Trial', 'Active', 'Plain'),
    );
  });

  it('overdue = an unpaid, unpaused billing past its due date', async () => {
    expect(await idsOf('tab=overdue')).toEqual(ids('Terminated', 'Suspended', 'Overdue'));
    // The count runs the same condition in a single-table query: it must agree with the rows.
    expect((await w.as('GET', '/v1/smes/?tab=overdue&page_size=1')).json().count).toBe(3);
    expect(await idsOf('has_overdue_billing=true')).toEqual(ids('Terminated', 'Suspended', 'Overdue'));
    expect(await idsOf('has_overdue_billing=false')).toEqual(
      ids('TerminatedActive', 'Due', 'Trial', 'Active', 'Plain'),
    );
  });

  it('refuses unknown tabs and malformed flags', async () => {
    expect((await w.as('GET', '/v1/smes/?tab=subscription')).statusCode).toBe(400);
    expect((await w.as('GET', '/v1/smes/?is_active=yes')).statusCode).toBe(400);
  });

  it("answers another partner's id as not found", async () => {
    const res = await w.as('GET', `/v1/smes/?partner=${w.theirs.partner.id}`);
    expect(res.statusCode).toBe(404);
  });

  it('paginates with count, next and previous', async () => {
    const first = await list('');
    const page1 = (await w.as('GET', '/v1/smes/?page_size=3')).json();
    expect(page1).toMatchObject({ count: first.count, previous: null });
    expect(page1.results).toHaveLength(3);
    expect(page1.next).toContain('page=2');
    const page2 = (await w.as('GET', page1.next)).json();
    expect(page2.previous).toContain('page=1');
    const last = (await w.as('GET', `/v1/smes/?page_size=3&page=${Math.ceil(first.count / 3)}`)).json();
    expect(last.next).toBeNull();
    const seen = [...page1.results, ...page2.results].map((s: TSme) => s.id);
    expect(new Set(seen).size).toBe(6);
    expect(first.results.slice(0, 6).map((s) => s.id)).toEqual(seen);
  });
});

describe('GET /v1/smes/: search', () => {
  let target: number;
  beforeAll(async () => {
    const row = await mineSme({
      uniqueId: 'SME-ZZTOP1',
      name: 'Heights Bakery',
      adminEmail: 'owner@crumbs.rw',
      tinNumber: '998877665',
      type: 'Salons & Spas',
      adminPhone: '+250 788-123 456',
    });
    target = row.id;
    // The same name under another partner is never found.
    await createSme(ctx.db, w.theirs.partner.id, { name: 'Heights Bakery', adminPhone: '0788123456' });
  });
  afterAll(async () => {
    await ctx.db.delete(smes).where(eq(smes.id, target));
  });

  it.each([
    ['unique id', 'zztop'],
    ['name', 'hEIGHTS bak'],
    ['admin email', 'OWNER@CRUMBS'],
    ['TIN number', '887766'],
    ['type', 'salons &'],
    ['phone without separators', '788123456'],
    ['phone with brackets', '(788)123456'],
    ['phone with other separators', '788 123-456'],
    ['phone in square brackets and full', '+[250] 788 123 456'],
  ])('finds the SME by %s, case-insensitively', async (_what, term) => {
    expect(await idsOf(`search=${encodeURIComponent(term)}`)).toEqual([target]);
  });

  it('finds nothing for a term nobody has, and takes % and _ literally', async () => {
    expect((await list('search=nothing-like-this')).count).toBe(0);
    expect((await list('search=%25')).count).toBe(0);
    expect((await list('search=_')).count).toBe(0);
  });

  it('combines search with a tab', async () => {
    expect(await idsOf('search=Heights&tab=active')).toEqual([target]);
    expect(await idsOf('search=Heights&tab=suspended')).toEqual([]);
  });
});

const registration = (overrides: Record<string, unknown> = {}) => ({
  country: 'Rwanda',
  partner: w.mine.partner.id,
  name: 'Lake View Hotel',
  tin_number: '100200300',
  admin_name: 'Aline Uwase Mukamana',
  admin_phone: '+250 788 555 111',
  admin_email: 'Aline@LakeView.rw',
  location: 'Rubavu',
  subscription_plan: w.minePlan.id,
  type: 'Hotels',
  custom_price: '',
  ...overrides,
});
const smeCount = async () => (await ctx.db.select({ n: count() }).from(smes))[0]!.n;

describe('POST /v1/smes/ (register)', () => {
  it("numbers SME IDs after the partner's existing ones, distinct even when two register at once", async () => {
    await mineSme({ uniqueId: 'LVH-SME-0041', name: 'Numbering Base' });
    try {
      const [a, b] = await Promise.all([
        w.as('POST', '/v1/smes/', registration({ name: 'Twin A', admin_email: 'twin.a@example.com' })),
        w.as('POST', '/v1/smes/', registration({ name: 'Twin B', admin_email: 'twin.b@example.com' })),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      expect([a.json().unique_id, b.json().unique_id].sort()).toEqual(['LVH-SME-0042', 'LVH-SME-0043']);
    } finally {
      await ctx.db.delete(smes).where(sql`${smes.uniqueId} like 'LVH-SME-%'`);
      await ctx.db.delete(users).where(inArray(users.email, ['twin.a@example.com', 'twin.b@example.com']));
    }
  });

  it('registers with auto_suspend on, a 30-day trial, an sme_admin account and a welcome mail', async () => {
    const res = await w.as('POST', '/v1/smes/', registration());
    expect(res.statusCode, res.body).toBe(201);
    const sme = res.json() as TSme;
    expect(sme).toMatchObject({
      name: 'Lake View Hotel',
      admin_email: 'aline@lakeview.rw',
      auto_suspend: true,
      is_active: true,
      is_terminated: false,
      custom_price: null,
      trial_end_date: '2026-04-09',
      status: 'Trial',
      partner: w.mine.partner.id,
      subscription_plan: { id: w.minePlan.id, name: 'Starter', price: 20, currency: 'USD' },
      suspended_reason: null,
    });
    expect(sme.unique_id).toMatch(/^[A-Z0-9]+-SME-0001$/);
    expect((await w.as('GET', `/v1/smes/${sme.id}/`)).json()).toEqual(sme);

    const accounts = await ctx.db.select().from(users).where(eq(users.smeId, sme.id));
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({
      email: 'aline@lakeview.rw',
      role: 'sme_admin',
      partnerId: w.mine.partner.id,
      firstName: 'Aline',
      lastName: 'Uwase Mukamana',
      passwordHash: null,
    });

    const mail = ctx.mails().find((m) => m.to.includes('aline@lakeview.rw'));
    expect(mail?.subject).toContain('Lake View Hotel');
    expect(mail?.body).toMatch(/http:\/\/dashboard\.test\/password\/reset\?\S*uid=\S+/);
    expect(mail?.body).toMatch(/token=/);
  });

  it('keeps auto_suspend false and a custom price when sent', async () => {
    const res = await w.as(
      'POST',
      '/v1/smes/',
      registration({ admin_email: 'custom@price.rw', auto_suspend: false, custom_price: 25000 }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ auto_suspend: false, custom_price: 25000 });
  });

  it('takes the trial length from TRIAL_DAYS', async () => {
    const other = await billingContext({ TRIAL_DAYS: '14' });
    try {
      const w2 = await billingWorld(other);
      const res = await w2.as('POST', '/v1/smes/', {
        name: 'Short Trial',
        tin_number: '1',
        admin_name: 'Solo',
        admin_phone: '1',
        admin_email: 'short@trial.rw',
        location: 'Huye',
        subscription_plan: w2.minePlan.id,
        type: 'Others',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ trial_end_date: day(14), auto_suspend: true, custom_price: null });
    } finally {
      await other.close();
    }
  });

  it.each([
    'name',
    'tin_number',
    'admin_name',
    'admin_phone',
    'admin_email',
    'location',
    'subscription_plan',
    'type',
  ])('refuses a missing %s with its field error and creates nothing', async (field) => {
    const before = await smeCount();
    const mailsBefore = ctx.mails().length;
    const body: Record<string, unknown> = registration({ admin_email: `missing-${field}@x.rw` });
    delete body[field];
    const res = await w.as('POST', '/v1/smes/', body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual([field]);
    expect(await smeCount()).toBe(before);
    expect(ctx.mails().length).toBe(mailsBefore);
    const stray = await ctx.db
      .select()
      .from(users)
      .where(eq(users.email, `missing-${field}@x.rw`));
    expect(stray).toHaveLength(0);
  });

  it('refuses blank text fields like missing ones', async () => {
    const res = await w.as('POST', '/v1/smes/', registration({ name: '   ', admin_email: 'blank@x.rw' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ name: ['This field is required.'] });
  });

  it.each([
    ['negative', -1],
    ['non-numeric', 'abc'],
  ])('refuses a %s custom price', async (_what, price) => {
    const before = await smeCount();
    const res = await w.as('POST', '/v1/smes/', registration({ custom_price: price, admin_email: 'p@x.rw' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('custom_price');
    expect(await smeCount()).toBe(before);
  });

  it("refuses another partner's plan as a subscription_plan field error", async () => {
    const before = await smeCount();
    const res = await w.as(
      'POST',
      '/v1/smes/',
      registration({ subscription_plan: w.theirsPlan.id, admin_email: 'plan@x.rw' }),
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['subscription_plan']);
    expect(await smeCount()).toBe(before);
  });

  it("answers another partner's id in the body with 404 and registers nothing", async () => {
    const before = await smeCount();
    const res = await w.as(
      'POST',
      '/v1/smes/',
      registration({ partner: w.theirs.partner.id, admin_email: 'partner@x.rw' }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
    expect(await smeCount()).toBe(before);
  });

  it('refuses an admin email that already has an account, whatever its case', async () => {
    const before = await smeCount();
    const taken = w.theirs.admin.email.toUpperCase();
    const res = await w.as('POST', '/v1/smes/', registration({ admin_email: taken }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ admin_email: ['A user with this email already exists.'] });
    expect(await smeCount()).toBe(before);
  });
});

describe('PATCH /v1/smes/{id}/', () => {
  let sme: TSme;
  beforeAll(async () => {
    sme = (
      await w.as('POST', '/v1/smes/', registration({ admin_email: 'patch@me.rw', name: 'Patch Me' }))
    ).json();
  });

  it('changes only the fields sent', async () => {
    const res = await w.as('PATCH', `/v1/smes/${sme.id}/`, { location: 'Musanze', custom_price: 31000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...sme, location: 'Musanze', custom_price: 31000 });
    const unchanged = await w.as('PATCH', `/v1/smes/${sme.id}/`, {});
    expect(unchanged.json()).toEqual({ ...sme, location: 'Musanze', custom_price: 31000 });
    sme = unchanged.json();
  });

  it('clears the custom price with an empty value or null', async () => {
    await w.as('PATCH', `/v1/smes/${sme.id}/`, { custom_price: 12000 });
    expect((await w.as('PATCH', `/v1/smes/${sme.id}/`, { custom_price: '' })).json().custom_price).toBeNull();
    await w.as('PATCH', `/v1/smes/${sme.id}/`, { custom_price: 12000 });
    expect(
      (await w.as('PATCH', `/v1/smes/${sme.id}/`, { custom_price: null })).json().custom_price,
    ).toBeNull();
    await w.as('PATCH', `/v1/smes/${sme.id}/`, { custom_price: 31000 });
  });

  it("moves the admin's sign-in email with admin_email, and refuses a taken one", async () => {
    const res = await w.as('PATCH', `/v1/smes/${sme.id}/`, { admin_email: 'New.Admin@me.rw' });
    expect(res.json().admin_email).toBe('new.admin@me.rw');
    const [account] = await ctx.db.select().from(users).where(eq(users.smeId, sme.id));
    expect(account!.email).toBe('new.admin@me.rw');
    const taken = await w.as('PATCH', `/v1/smes/${sme.id}/`, { admin_email: w.mine.staff.email });
    expect(taken.statusCode).toBe(400);
    expect(Object.keys(taken.json())).toEqual(['admin_email']);
    expect((await smeRow(ctx.db, sme.id)).adminEmail).toBe('new.admin@me.rw');
  });

  it('refuses an admin email held by another account of the same SME', async () => {
    const colleague = await createUser(ctx.db, {
      partnerId: w.mine.partner.id,
      smeId: sme.id,
      role: 'sme_admin',
      userType: 'SME',
    });
    const res = await w.as('PATCH', `/v1/smes/${sme.id}/`, { admin_email: colleague.email });
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json())).toEqual(['admin_email']);
    expect((await smeRow(ctx.db, sme.id)).adminEmail).toBe('new.admin@me.rw');
  });

  it("refuses another partner's plan and bad values", async () => {
    const plan = await w.as('PATCH', `/v1/smes/${sme.id}/`, { subscription_plan: w.theirsPlan.id });
    expect(plan.statusCode).toBe(400);
    expect(Object.keys(plan.json())).toEqual(['subscription_plan']);
    expect((await w.as('PATCH', `/v1/smes/${sme.id}/`, { custom_price: -3 })).statusCode).toBe(400);
    expect((await w.as('PATCH', `/v1/smes/${sme.id}/`, { type: 'Castle' })).statusCode).toBe(400);
    expect((await smeRow(ctx.db, sme.id)).subscriptionPlanId).toBe(w.minePlan.id);
  });

  it('suspends and activates (manual suspension)', async () => {
    const off = (await w.as('PATCH', `/v1/smes/${sme.id}/`, { is_active: false })).json();
    expect(off).toMatchObject({ is_active: false, suspended_reason: 'manual', status: 'Suspended' });
    expect(await idsOf('tab=suspended')).toContain(sme.id);
    const on = (await w.as('PATCH', `/v1/smes/${sme.id}/`, { is_active: true })).json();
    expect(on).toMatchObject({ is_active: true, suspended_reason: null, status: 'Trial' });
    expect(await idsOf('tab=suspended')).not.toContain(sme.id);
  });

  it('answers an unknown id with 404', async () => {
    expect((await w.as('GET', '/v1/smes/999999/')).statusCode).toBe(404);
    const res = await w.as('PATCH', '/v1/smes/999999/', { name: 'Ghost' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'SME not found.' });
  });

  it("answers another partner's SME with 404 and changes nothing", async () => {
    const theirs = w.theirs.sme;
    expect((await w.as('GET', `/v1/smes/${theirs.id}/`)).statusCode).toBe(404);
    for (const body of [{ name: 'Hijacked' }, { is_active: false }, { is_terminated: true }]) {
      expect((await w.as('PATCH', `/v1/smes/${theirs.id}/`, body)).statusCode).toBe(404);
    }
    expect(await smeRow(ctx.db, theirs.id)).toMatchObject({
      name: theirs.name,
      isActive: true,
      isTerminated: false,
    });
  });
});

describe('terminate and restore', () => {
  let smeId: number;
  let smeAdminEmail: string;
  let memberEmail: string;
  const signIn = (email: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/jwt/create/',
      payload: { phone: email, password: PASSWORD },
    });

  beforeAll(async () => {
    const row = await mineSme({ name: 'Closing Down', subscriptionPlanId: w.minePlan.id });
    smeId = row.id;
    const admin = await createUser(ctx.db, {
      partnerId: w.mine.partner.id,
      smeId,
      role: 'sme_admin',
      userType: 'SME',
    });
    smeAdminEmail = admin.email;
    // A dashboard account tied to the SME: the one kind of SME user that holds tokens to lose.
    const member = await createUser(ctx.db, {
      partnerId: w.mine.partner.id,
      smeId,
      role: 'partner_staff',
      userType: 'Sales Representative',
    });
    memberEmail = member.email;
  });

  it("refuses the SME's users with 'This account has been terminated.' and ends their sessions", async () => {
    const before = await signIn(smeAdminEmail);
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual({ detail: 'No partner account associated with this user' });
    const session = await signInWithOtp(ctx, memberEmail);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/v1/auth/users/me/', headers: bearer(session.access) }))
        .statusCode,
    ).toBe(200);

    const res = await w.as('PATCH', `/v1/smes/${smeId}/`, { is_terminated: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ is_terminated: true, status: 'Terminated' });

    const admin = await signIn(smeAdminEmail);
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toEqual({ detail: 'This account has been terminated.' });
    const member = await signIn(memberEmail);
    expect(member.statusCode).toBe(403);
    expect(member.json()).toEqual({ detail: 'This account has been terminated.' });

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/v1/auth/users/me/',
      headers: bearer(session.access),
    });
    expect(me.statusCode).toBe(401);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/jwt/refresh/',
      payload: { refresh: session.refresh },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('lets them sign in again once restored', async () => {
    const res = await w.as('PATCH', `/v1/smes/${smeId}/`, { is_terminated: false });
    expect(res.json()).toMatchObject({ is_terminated: false });
    const admin = await signIn(smeAdminEmail);
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toEqual({ detail: 'No partner account associated with this user' });
    expect((await signIn(memberEmail)).statusCode).toBe(200);
  });
});

describe('GET /v1/auth/users/?sme={id}', () => {
  it("lists the SME's own accounts only", async () => {
    const sme = await mineSme({ name: 'Two Accounts' });
    const a = await createUser(ctx.db, { partnerId: w.mine.partner.id, smeId: sme.id, role: 'sme_admin' });
    const b = await createUser(ctx.db, { partnerId: w.mine.partner.id, smeId: sme.id, role: 'sme_admin' });
    const res = await w.as('GET', `/v1/auth/users/?sme=${sme.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.count).toBe(2);
    expect(body.results.map((u: { id: number }) => u.id).sort()).toEqual([a.id, b.id].sort());
    expect(body.results.every((u: { sme: number }) => u.sme === sme.id)).toBe(true);
  });

  it("answers another partner's SME with an empty list and another partner= with 404", async () => {
    await createUser(ctx.db, { partnerId: w.theirs.partner.id, smeId: w.theirs.sme.id, role: 'sme_admin' });
    const res = await w.as('GET', `/v1/auth/users/?sme=${w.theirs.sme.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 0, results: [] });
    const other = await w.as('GET', `/v1/auth/users/?partner=${w.theirs.partner.id}&sme=${w.theirs.sme.id}`);
    expect(other.statusCode).toBe(404);
  });
});
