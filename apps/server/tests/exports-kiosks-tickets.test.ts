import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tickets } from '../src/db/schema';
import { type TestContext, createTestContext } from './helpers/app';
import { exportCsv, refusedExport } from './helpers/csv-export';
import { createKiosk, createPartner, createUser } from './helpers/factories';
import { signInWithOtp } from './helpers/session';
import { twoPartners } from './helpers/world';

// GET /v1/kiosks/export/ and /v1/tickets/export/ (issue 29 §4, decision 051).
let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let staffToken: string;
let franchiseeId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await twoPartners(ctx);
  const mine = world.mine.partner.id;
  const franchisee = await createUser(ctx.db, {
    partnerId: mine,
    firstName: '=Aline',
    lastName: 'Uwase',
    role: 'micro_franchisee',
    userType: 'Micro Franchisee',
  });
  franchiseeId = franchisee.id;
  await createKiosk(ctx.db, mine, { serialNumber: 'KMINE1', created: new Date(Date.now() - 60_000) });
  await createKiosk(ctx.db, mine, { serialNumber: 'KMINE2', assignedToId: franchisee.id });
  await createKiosk(ctx.db, world.theirs.partner.id, { serialNumber: 'KTHEIRS' });
  const smeUser = await createUser(ctx.db, { partnerId: mine, smeId: world.mine.sme.id });
  await ctx.db.insert(tickets).values([
    {
      partnerId: mine,
      userId: world.mine.admin.id,
      subject: '@SUM(1)',
      department: 'Router',
      priority: 'High',
    },
    { partnerId: mine, userId: smeUser.id, subject: 'Cafe box down', department: 'Other', priority: 'Low' },
    { partnerId: world.theirs.partner.id, subject: 'Theirs', department: 'Other', priority: 'Low' },
  ]);
  staffToken = (await signInWithOtp(ctx, world.mine.staff.email)).access;
});
afterAll(() => ctx.close());

describe('GET /v1/kiosks/export/', () => {
  const URL = '/v1/kiosks/export/';
  const serials = (f: { rows: Record<string, string>[] }) => f.rows.map((r) => r['Serial Number']);

  it("exports the partner's kiosks newest first, filtered as the list, formulas escaped", async () => {
    const file = await exportCsv(ctx, world.mine.tokens.access, URL);
    expect(file.header).toEqual(['Serial Number', 'Functional', 'Router', 'Assigned To', 'Added (UTC)']);
    expect(serials(file)).toEqual(['KMINE2', 'KMINE1']);
    expect(file.rows[0]!['Assigned To']).toBe("'=Aline Uwase");
    const assigned = await exportCsv(ctx, world.mine.tokens.access, `${URL}?has_been_assigned_mf=false`);
    expect(serials(assigned)).toEqual(['KMINE1']);
    expect(assigned.fileName).toMatch(/^kiosks-has_been_assigned_mf-false-/);
    expect(
      serials(await exportCsv(ctx, world.mine.tokens.access, `${URL}?assigned_to=${franchiseeId}`)),
    ).toEqual(['KMINE2']);
  });

  it('keeps to the partner (their partner id 404), lets staff export, refuses bad filters and other plans', async () => {
    expect(serials(await exportCsv(ctx, world.theirs.tokens.access, URL))).toEqual(['KTHEIRS']);
    const other = await refusedExport(
      ctx,
      world.mine.tokens.access,
      `${URL}?partner=${world.theirs.partner.id}`,
    );
    expect(other.status).toBe(404);
    expect(serials(await exportCsv(ctx, staffToken, URL))).toHaveLength(2);
    const bad = await refusedExport(ctx, world.mine.tokens.access, `${URL}?has_been_assigned_mf=often`);
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('has_been_assigned_mf');
    // The SME plan has no Kiosks area.
    const sme = await createPartner(ctx.db, { name: 'SME Net', plan: 'SME' });
    const admin = await createUser(ctx.db, { partnerId: sme.id });
    expect((await refusedExport(ctx, (await signInWithOtp(ctx, admin.email)).access, URL)).status).toBe(403);
  });
});

describe('GET /v1/tickets/export/', () => {
  const URL = '/v1/tickets/export/';
  const subjects = (f: { rows: Record<string, string>[] }) => f.rows.map((r) => r.Subject);

  it("exports the partner's tickets with the list's filters, formulas escaped", async () => {
    const file = await exportCsv(ctx, world.mine.tokens.access, URL);
    expect(file.header).toEqual(['Subject', 'Department', 'Priority', 'Status', 'Message', 'Created (UTC)']);
    expect(subjects(file).sort()).toEqual(["'@SUM(1)", 'Cafe box down']);
    expect(subjects(await exportCsv(ctx, world.mine.tokens.access, `${URL}?department=Router`))).toEqual([
      "'@SUM(1)",
    ]);
    const ofSme = await exportCsv(ctx, world.mine.tokens.access, `${URL}?user__sme=${world.mine.sme.id}`);
    expect(subjects(ofSme)).toEqual(['Cafe box down']);
  });

  it("answers 404 for another partner's SME, lets staff export, refuses a bad department with 400", async () => {
    const other = await refusedExport(
      ctx,
      world.mine.tokens.access,
      `${URL}?user__sme=${world.theirs.sme.id}`,
    );
    expect(other.status).toBe(404);
    expect(subjects(await exportCsv(ctx, world.theirs.tokens.access, URL))).toEqual(['Theirs']);
    expect((await exportCsv(ctx, staffToken, URL)).rows).toHaveLength(2);
    const bad = await refusedExport(ctx, world.mine.tokens.access, `${URL}?department=Kitchen`);
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('department');
  });
});
