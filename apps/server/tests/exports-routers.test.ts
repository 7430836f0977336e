import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routerState, routers } from '../src/db/schema';
import { type TestContext, createTestContext } from './helpers/app';
import { exportCsv, refusedExport } from './helpers/csv-export';
import { createPartner, createUser } from './helpers/factories';
import { signInWithOtp } from './helpers/session';
import { twoPartners } from './helpers/world';

// GET /v1/routers/export/ (issue 29 §4, decision 051): the Routers list's filtered rows as CSV.
let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let staffToken: string;

const URL = '/v1/routers/export/';
const serials = (file: { rows: Record<string, string>[] }) => file.rows.map((r) => r['Serial Number']);

beforeAll(async () => {
  ctx = await createTestContext();
  world = await twoPartners(ctx);
  const [m0, m1] = world.mine.routers;
  // MINE0 online in the realm; MINE1 offline (last heard two hours ago) in the SME; MINE2-4 never reported.
  const partnerId = world.mine.partner.id;
  await ctx.db.insert(routerState).values([
    { routerId: m0!.id, partnerId, lastSeen: new Date(), intervalSeconds: 30 },
    { routerId: m1!.id, partnerId, lastSeen: new Date(Date.now() - 7_200_000), intervalSeconds: 30 },
  ]);
  await ctx.db.update(routers).set({ realmId: world.mine.realm.id }).where(eq(routers.id, m0!.id));
  await ctx.db.update(routers).set({ smeId: world.mine.sme.id }).where(eq(routers.id, m1!.id));
  // A name a spreadsheet would run as a formula.
  await ctx.db
    .update(routers)
    .set({ ssid: '=HYPERLINK("http://evil")', locationName: '+1 road' })
    .where(eq(routers.id, world.mine.routers[2]!.id));
  staffToken = (await signInWithOtp(ctx, world.mine.staff.email)).access;
});
afterAll(() => ctx.close());

describe('GET /v1/routers/export/', () => {
  it("exports every router of the caller's partner, newest first, with the list's columns", async () => {
    const file = await exportCsv(ctx, world.mine.tokens.access, URL);
    expect(file.header).toEqual([
      'Serial Number',
      'SSID',
      'Assigned To',
      'OS Version',
      'OS Version Id',
      'Realm',
      'Location',
      'Deployed',
      'Status',
      'Last Seen (UTC)',
      'Added (UTC)',
    ]);
    expect(serials(file)).toEqual(['MINE4', 'MINE3', 'MINE2', 'MINE1', 'MINE0']);
    const m0 = file.rows.find((r) => r['Serial Number'] === 'MINE0')!;
    expect(m0).toMatchObject({ Realm: 'mine Realm', Status: 'Online', Deployed: 'On site' });
    expect(m0['Last Seen (UTC)']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(file.rows.find((r) => r['Serial Number'] === 'MINE1')).toMatchObject({
      'Assigned To': 'mine Cafe',
      Realm: 'No Realm',
      Status: 'Offline',
    });
    expect(file.fileName).toMatch(/^routers-all-\d{4}-\d\d-\d\d\.csv$/);
  });

  it("applies the list's filters and names them in the file name", async () => {
    const offline = await exportCsv(ctx, world.mine.tokens.access, `${URL}?is_online=false`);
    expect(serials(offline)).toEqual(['MINE4', 'MINE3', 'MINE2', 'MINE1']);
    expect(offline.fileName).toMatch(/^routers-is_online-false-\d{4}-\d\d-\d\d\.csv$/);
    const inRealm = await exportCsv(ctx, world.mine.tokens.access, `${URL}?realm=${world.mine.realm.id}`);
    expect(serials(inRealm)).toEqual(['MINE0']);
    expect(
      serials(await exportCsv(ctx, world.mine.tokens.access, `${URL}?sme=${world.mine.sme.id}`)),
    ).toEqual(['MINE1']);
    expect(serials(await exportCsv(ctx, world.mine.tokens.access, `${URL}?search=mine_3`))).toEqual([
      'MINE3',
    ]);
  });

  it('escapes a cell a spreadsheet would run as a formula', async () => {
    const file = await exportCsv(ctx, world.mine.tokens.access, `${URL}?search=MINE2`);
    expect(file.rows[0]).toMatchObject({ SSID: `'=HYPERLINK("http://evil")`, Location: "'+1 road" });
  });

  it("keeps to the caller's partner: their rows never, their partner id 404, their realm nothing", async () => {
    const file = await exportCsv(ctx, world.theirs.tokens.access, URL);
    expect(serials(file).every((s) => s!.startsWith('THEIRS'))).toBe(true);
    const refused = await refusedExport(
      ctx,
      world.mine.tokens.access,
      `${URL}?partner=${world.theirs.partner.id}`,
    );
    expect(refused.status).toBe(404);
    expect(refused.body.detail).toBeTruthy();
    // Like the list: another partner's realm selects none of the caller's rows.
    const other = await exportCsv(ctx, world.mine.tokens.access, `${URL}?realm=${world.theirs.realm.id}`);
    expect(other.rows).toEqual([]);
    expect(other.header[0]).toBe('Serial Number');
  });

  it('lets whoever sees the list export it (staff too); the Kiosk plan, without Router Management, gets 403', async () => {
    expect((await exportCsv(ctx, staffToken, URL)).rows).toHaveLength(5);
    const kiosk = await createPartner(ctx.db, { name: 'Kiosk Net', plan: 'Kiosk' });
    const admin = await createUser(ctx.db, { partnerId: kiosk.id });
    const refused = await refusedExport(ctx, (await signInWithOtp(ctx, admin.email)).access, URL);
    expect(refused.status).toBe(403);
  });

  it('refuses a bad filter with 400 and field errors, and an anonymous caller with 401', async () => {
    const bad = await refusedExport(ctx, world.mine.tokens.access, `${URL}?is_online=maybe`);
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('is_online');
    const realm = await refusedExport(ctx, world.mine.tokens.access, `${URL}?realm=abc`);
    expect(realm.status).toBe(400);
    const anonymous = await ctx.app.inject({ method: 'GET', url: URL });
    expect(anonymous.statusCode).toBe(401);
  });
});
