import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from './helpers/app';
import { exportCsv, refusedExport } from './helpers/csv-export';
import { createPartner, createUser } from './helpers/factories';
import { insertCategory, insertMediaFile } from './helpers/media-world';
import { signInWithOtp } from './helpers/session';
import { twoPartners } from './helpers/world';

// GET /v1/files/export/ (issue 29 §4, decision 051): the offline files list's filtered rows as CSV.
let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let staffToken: string;
let categoryId: number;
const URL = '/v1/files/export/';
const names = (f: { rows: Record<string, string>[] }) => f.rows.map((r) => r['File Name']);

beforeAll(async () => {
  ctx = await createTestContext();
  world = await twoPartners(ctx);
  const { partner, realm } = world.mine;
  categoryId = (await insertCategory(ctx, partner.id, realm.id, 'Menus')).id;
  await insertMediaFile(ctx, {
    partnerId: partner.id,
    realmId: realm.id,
    name: '=evil.pdf',
    created: new Date(Date.now() - 60_000),
  });
  await insertMediaFile(ctx, {
    partnerId: partner.id,
    realmId: realm.id,
    categoryId,
    name: 'menu.pdf',
    status: 'Disabled',
  });
  await insertMediaFile(ctx, {
    partnerId: world.theirs.partner.id,
    realmId: world.theirs.realm.id,
    name: 'theirs.pdf',
  });
  staffToken = (await signInWithOtp(ctx, world.mine.staff.email)).access;
});
afterAll(() => ctx.close());

describe('GET /v1/files/export/', () => {
  it("exports the partner's files newest first with the list's columns, formulas escaped", async () => {
    const file = await exportCsv(ctx, world.mine.tokens.access, URL);
    expect(file.header).toEqual([
      'Name',
      'File Name',
      'File Type',
      'Realm',
      'SME',
      'Category',
      'Status',
      'Size (bytes)',
      'Description',
      'Added (UTC)',
    ]);
    expect(names(file)).toEqual(['menu.pdf', "'=evil.pdf"]);
    expect(file.rows[0]).toMatchObject({ Realm: 'mine Realm', Category: 'Menus', Status: 'Disabled' });
  });

  it("applies the list's filters: status, category, search", async () => {
    const token = world.mine.tokens.access;
    expect(names(await exportCsv(ctx, token, `${URL}?status=Enabled`))).toEqual(["'=evil.pdf"]);
    expect(names(await exportCsv(ctx, token, `${URL}?category=${categoryId}`))).toEqual(['menu.pdf']);
    expect(names(await exportCsv(ctx, token, `${URL}?search=menu`))).toEqual(['menu.pdf']);
  });

  it("answers 404 for another partner's realm or partner id, lets staff export, refuses bad input and other plans", async () => {
    const token = world.mine.tokens.access;
    expect((await refusedExport(ctx, token, `${URL}?realm=${world.theirs.realm.id}`)).status).toBe(404);
    expect((await refusedExport(ctx, token, `${URL}?realm__partner=${world.theirs.partner.id}`)).status).toBe(
      404,
    );
    expect(names(await exportCsv(ctx, world.theirs.tokens.access, URL))).toEqual(['theirs.pdf']);
    expect((await exportCsv(ctx, staffToken, URL)).rows).toHaveLength(2);
    const bad = await refusedExport(ctx, token, `${URL}?status=Gone`);
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('status');
    const kiosk = await createPartner(ctx.db, { name: 'Kiosk Net', plan: 'Kiosk' });
    const admin = await createUser(ctx.db, { partnerId: kiosk.id });
    expect((await refusedExport(ctx, (await signInWithOtp(ctx, admin.email)).access, URL)).status).toBe(403);
  });
});
