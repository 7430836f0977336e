import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realms } from '../src/db/schema';
import { type TestContext, createTestContext } from './helpers/app';
import { exportCsv, refusedExport } from './helpers/csv-export';
import { createPartner, createUser } from './helpers/factories';
import { signInWithOtp } from './helpers/session';
import { insertSession, insertVoucher, voucherWorld } from './helpers/voucher-world';

// GET /radius/{slug}/admin/vouchers/export and sessions/export (issue 29 §4, decision 051).
let ctx: TestContext;
let world: Awaited<ReturnType<typeof voucherWorld>>;

const base = (slug: string) => `/radius/${slug}/admin`;
const codes = (file: { rows: Record<string, string>[] }) => file.rows.map((r) => r.Code);

beforeAll(async () => {
  ctx = await createTestContext();
  world = await voucherWorld(ctx);
  const mine = world.mine.partner.id;
  const [formulaRealm] = await ctx.db
    .insert(realms)
    .values({ partnerId: mine, name: '=cmd|"/C calc"!A0' })
    .returning();
  const hour = 3_600_000;
  // Created an hour apart, oldest first: the export is newest first.
  await insertVoucher(ctx, { partnerId: mine, code: 'ACTVAAAA', createdAt: new Date(Date.now() - 4 * hour) });
  await insertVoucher(ctx, {
    partnerId: mine,
    code: 'USEDAAAA',
    status: 'used',
    firstUsedAt: new Date(),
    usedBy: ['AA:BB:CC:DD:EE:01'],
    createdAt: new Date(Date.now() - 3 * hour),
  });
  await insertVoucher(ctx, {
    partnerId: mine,
    code: 'EXPDAAAA',
    status: 'expired',
    createdAt: new Date(Date.now() - 2 * hour),
  });
  await insertVoucher(ctx, {
    partnerId: mine,
    code: 'BTCHAAAA',
    batchId: 'batch-1',
    realmId: formulaRealm!.id,
    createdAt: new Date(Date.now() - hour),
  });
  await insertVoucher(ctx, { partnerId: world.theirs.partner.id, code: 'THRSAAAA' });
  const router = world.mine.routers[0]!.id;
  await insertSession(ctx, {
    partnerId: mine,
    routerId: router,
    status: 'connected',
    voucherCode: 'USEDAAAA',
  });
  await insertSession(ctx, {
    partnerId: mine,
    routerId: router,
    status: 'disconnected',
    clientIp: '=1+1',
    stopTime: new Date(),
  });
  await insertSession(ctx, { partnerId: world.theirs.partner.id, routerId: world.theirs.routers[0]!.id });
});
afterAll(() => ctx.close());

describe('GET /radius/{slug}/admin/vouchers/export', () => {
  const url = () => `${base(world.mine.partner.slug)}/vouchers/export`;

  it("exports every voucher of the partner, newest first, with the list's columns in words", async () => {
    const file = await exportCsv(ctx, world.mine.tokens.access, url());
    expect(file.header).toEqual([
      'Code',
      'Status',
      'Duration (minutes)',
      'Multi-User',
      'Created At (UTC)',
      'Expires At (UTC)',
      'First Used At (UTC)',
      'Used By',
      'Realm',
      'Batch',
    ]);
    expect(codes(file)).toEqual(['BTCHAAAA', 'EXPDAAAA', 'USEDAAAA', 'ACTVAAAA']);
    expect(file.rows.find((r) => r.Code === 'USEDAAAA')).toMatchObject({
      Status: 'Used',
      'Duration (minutes)': '60',
      'Multi-User': 'No',
      'Used By': 'AA:BB:CC:DD:EE:01',
    });
    expect(file.rows[0]!['Created At (UTC)']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(file.fileName).toMatch(/^vouchers-all-\d{4}-\d\d-\d\d\.csv$/);
  });

  it("applies the list's status, expired and batch filters", async () => {
    const token = world.mine.tokens.access;
    const used = await exportCsv(ctx, token, `${url()}?status=used`);
    expect(codes(used)).toEqual(['USEDAAAA']);
    expect(used.fileName).toMatch(/^vouchers-status-used-/);
    expect(codes(await exportCsv(ctx, token, `${url()}?expired=true`))).toEqual(['EXPDAAAA']);
    expect(codes(await exportCsv(ctx, token, `${url()}?expired=false`))).toEqual([
      'BTCHAAAA',
      'USEDAAAA',
      'ACTVAAAA',
    ]);
    expect(codes(await exportCsv(ctx, token, `${url()}?batch=batch-1`))).toEqual(['BTCHAAAA']);
    expect(codes(await exportCsv(ctx, token, `${url()}?status=expired&expired=false`))).toEqual([]);
  });

  it("applies the list's code search, realm and days too (decision 050's filters reach the export)", async () => {
    const token = world.mine.tokens.access;
    expect(codes(await exportCsv(ctx, token, `${url()}?search=us`))).toEqual(['USEDAAAA']);
    expect(codes(await exportCsv(ctx, token, `${url()}?search=aaa`))).toHaveLength(4);
    const batchRealm = (await exportCsv(ctx, token, `${url()}?batch=batch-1`)).rows[0]!.Realm;
    expect(batchRealm).toBeTruthy();
    const [realm] = await ctx.db
      .select({ id: realms.id })
      .from(realms)
      .where(eq(realms.partnerId, world.mine.partner.id))
      .orderBy(desc(realms.id))
      .limit(1);
    expect(codes(await exportCsv(ctx, token, `${url()}?realm=${realm!.id}`))).toEqual(['BTCHAAAA']);
    // Two UTC days ahead: the day is the partner's (Kigali, UTC+2), where "tomorrow" in UTC is already today
    // from 22:00 UTC on.
    const later = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(codes(await exportCsv(ctx, token, `${url()}?start_date=${later}`))).toEqual([]);
    // Another partner's realm answers 404, as on the list; a reversed range is a field error.
    const [theirRealm] = await ctx.db
      .insert(realms)
      .values({ partnerId: world.theirs.partner.id, name: 'Their realm' })
      .returning();
    expect((await refusedExport(ctx, token, `${url()}?realm=${theirRealm!.id}`)).status).toBe(404);
    const reversed = await refusedExport(ctx, token, `${url()}?start_date=2026-11-20&end_date=2026-11-10`);
    expect(reversed.status).toBe(400);
    expect(reversed.body).toHaveProperty('end_date');
  });

  it('escapes a realm name a spreadsheet would run as a formula', async () => {
    const file = await exportCsv(ctx, world.mine.tokens.access, `${url()}?batch=batch-1`);
    expect(file.rows[0]!.Realm).toBe(`'=cmd|"/C calc"!A0`);
  });

  it("keeps to the caller's partner: another partner's slug answers 404, their vouchers never show", async () => {
    const refused = await refusedExport(
      ctx,
      world.mine.tokens.access,
      `${base(world.theirs.partner.slug)}/vouchers/export`,
    );
    expect(refused.status).toBe(404);
    expect(refused.body.detail).toBeTruthy();
    const theirs = await exportCsv(
      ctx,
      world.theirs.tokens.access,
      `${base(world.theirs.partner.slug)}/vouchers/export`,
    );
    expect(codes(theirs)).toEqual(['THRSAAAA']);
  });

  it('lets staff export, as they run the list; the Kiosk plan gets 403', async () => {
    expect(codes(await exportCsv(ctx, world.staff.access, url()))).toHaveLength(4);
    const kiosk = await createPartner(ctx.db, { name: 'Kiosk Net', plan: 'Kiosk' });
    const admin = await createUser(ctx.db, { partnerId: kiosk.id });
    const token = (await signInWithOtp(ctx, admin.email)).access;
    expect((await refusedExport(ctx, token, `${base(kiosk.slug)}/vouchers/export`)).status).toBe(403);
  });

  it('refuses a bad filter with 400 and field errors', async () => {
    const bad = await refusedExport(ctx, world.mine.tokens.access, `${url()}?status=lost`);
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('status');
    expect((await refusedExport(ctx, world.mine.tokens.access, `${url()}?expired=perhaps`)).status).toBe(400);
  });
});

describe('GET /radius/{slug}/admin/sessions/export', () => {
  const url = () => `${base(world.mine.partner.slug)}/sessions/export`;

  it("exports the partner's sessions, latest first, filtered by status, formulas escaped", async () => {
    const file = await exportCsv(ctx, world.mine.tokens.access, url());
    expect(file.header).toEqual([
      'Client IP',
      'Client MAC',
      'Status',
      'Type',
      'Router',
      'Voucher Code',
      'Start Time (UTC)',
      'Stop Time (UTC)',
      'Duration (seconds)',
      'Bytes In',
      'Bytes Out',
    ]);
    expect(file.rows).toHaveLength(2);
    expect(file.rows.every((r) => r.Router === 'MINE0')).toBe(true);
    const connected = await exportCsv(ctx, world.mine.tokens.access, `${url()}?status=connected`);
    expect(connected.rows).toEqual([
      expect.objectContaining({ Status: 'Connected', 'Voucher Code': 'USEDAAAA' }),
    ]);
    const ended = await exportCsv(ctx, world.mine.tokens.access, `${url()}?status=disconnected`);
    expect(ended.rows[0]).toMatchObject({ 'Client IP': "'=1+1", Status: 'Disconnected', Type: 'Voucher' });
  });

  it('keeps to the partner, lets staff export, refuses a bad status with 400', async () => {
    const slug = world.theirs.partner.slug;
    expect((await refusedExport(ctx, world.mine.tokens.access, `${base(slug)}/sessions/export`)).status).toBe(
      404,
    );
    expect(
      (await exportCsv(ctx, world.theirs.tokens.access, `${base(slug)}/sessions/export`)).rows,
    ).toHaveLength(1);
    expect((await exportCsv(ctx, world.staff.access, url())).rows).toHaveLength(2);
    expect((await refusedExport(ctx, world.mine.tokens.access, `${url()}?status=lost`)).status).toBe(400);
  });
});
