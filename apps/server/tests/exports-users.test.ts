import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from './helpers/app';
import { exportCsv, refusedExport } from './helpers/csv-export';
import { createUser } from './helpers/factories';
import { signInWithOtp } from './helpers/session';
import { twoPartners } from './helpers/world';

// GET /v1/auth/users/export/ (issue 29 §4, decision 051): the people list's filtered rows as CSV.
let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let staffToken: string;
const URL = '/v1/auth/users/export/';
const emails = (f: { rows: Record<string, string>[] }) => f.rows.map((r) => r.Email).sort();

beforeAll(async () => {
  ctx = await createTestContext();
  world = await twoPartners(ctx);
  const mine = world.mine.partner.id;
  await createUser(ctx.db, {
    partnerId: mine,
    email: 'mf@mine.example.com',
    firstName: '-Grace',
    lastName: 'Ingabire',
    role: 'micro_franchisee',
    userType: 'Micro Franchisee',
  });
  await createUser(ctx.db, {
    partnerId: mine,
    email: 'off@mine.example.com',
    role: 'field_officer',
    userType: 'Field Officer',
    isActive: false,
    status: 'suspended',
  });
  await createUser(ctx.db, {
    partnerId: mine,
    email: 'cafe@mine.example.com',
    smeId: world.mine.sme.id,
    userType: 'SME',
  });
  staffToken = (await signInWithOtp(ctx, world.mine.staff.email)).access;
});
afterAll(() => ctx.close());

describe('GET /v1/auth/users/export/', () => {
  it("exports the partner's people with the list's columns, never an SME account unless asked", async () => {
    const file = await exportCsv(ctx, world.mine.tokens.access, URL);
    expect(file.header).toEqual([
      'Name',
      'Email',
      'Phone',
      'Gender',
      'User Type',
      'Status',
      'Has Kiosk',
      'Date Joined (UTC)',
    ]);
    expect(emails(file)).toEqual(
      [world.mine.admin.email, world.mine.staff.email, 'mf@mine.example.com', 'off@mine.example.com'].sort(),
    );
    expect(file.rows.find((r) => r.Email === 'mf@mine.example.com')).toMatchObject({
      Name: "'-Grace Ingabire",
      'User Type': 'Micro Franchisee',
      Status: 'Active',
      'Has Kiosk': 'No',
    });
    expect(JSON.stringify(file.rows)).not.toMatch(/\$argon2|\$2[aby]\$/);
  });

  it("applies the list's filters: type, active, search, an SME's accounts", async () => {
    const token = world.mine.tokens.access;
    expect(emails(await exportCsv(ctx, token, `${URL}?user_type=Micro+Franchisee`))).toEqual([
      'mf@mine.example.com',
    ]);
    expect(emails(await exportCsv(ctx, token, `${URL}?is_active=false`))).toEqual(['off@mine.example.com']);
    expect(emails(await exportCsv(ctx, token, `${URL}?search=ingabire`))).toEqual(['mf@mine.example.com']);
    expect(emails(await exportCsv(ctx, token, `${URL}?sme=${world.mine.sme.id}`))).toEqual([
      'cafe@mine.example.com',
    ]);
  });

  it('keeps to the partner: their partner id 404, their SME nothing; staff export as they see the list; bad input 400', async () => {
    const other = await refusedExport(
      ctx,
      world.mine.tokens.access,
      `${URL}?partner=${world.theirs.partner.id}`,
    );
    expect(other.status).toBe(404);
    expect(
      (await exportCsv(ctx, world.mine.tokens.access, `${URL}?sme=${world.theirs.sme.id}`)).rows,
    ).toEqual([]);
    expect(emails(await exportCsv(ctx, world.theirs.tokens.access, URL))).toEqual(
      [world.theirs.admin.email, world.theirs.staff.email].sort(),
    );
    expect((await exportCsv(ctx, staffToken, URL)).rows).toHaveLength(4);
    const bad = await refusedExport(ctx, world.mine.tokens.access, `${URL}?is_active=sometimes`);
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('is_active');
  });
});
