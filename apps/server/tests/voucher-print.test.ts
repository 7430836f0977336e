import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realms, routers, vouchers } from '../src/db/schema';
import { type TestContext, createTestContext } from './helpers/app';
import { createPartner, createUser } from './helpers/factories';
import { readPdf } from './helpers/pdf-text';
import { bearer, signInWithOtp } from './helpers/session';
import { twoPartners } from './helpers/world';

let ctx: TestContext;
let w: Awaited<ReturnType<typeof twoPartners>>;

const CODES = Array.from({ length: 12 }, (_, i) => `ABCD${'EFGHJKMNPQRS'[i]}${'23456789ABCD'[i]}XY`);
const EXPIRY = new Date('2026-12-01T10:00:00Z');

async function insertBatch(
  partnerId: number,
  batchId: string,
  codes: string[],
  realmId: number | null = null,
) {
  await ctx.db.insert(vouchers).values(
    codes.map((code, i) => ({
      partnerId,
      code,
      batchId,
      realmId,
      durationSeconds: 3600 + 59,
      multiUser: i === 0,
      expiryDate: EXPIRY,
    })),
  );
}

const get = (url: string, token = w.mine.tokens.access) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const sheet = (batch: string, file: 'pdf' | 'csv', slug = w.mine.partner.slug, token?: string) =>
  get(`/radius/${slug}/admin/vouchers/batches/${batch}/sheet.${file}`, token);

beforeAll(async () => {
  ctx = await createTestContext();
  w = await twoPartners(ctx);
  // The realm's boxes broadcast 'Mine Lobby WiFi': realm vouchers print that network.
  await ctx.db
    .update(routers)
    .set({ realmId: w.mine.realm.id, ssid: 'Mine Lobby WiFi' })
    .where(eq(routers.id, w.mine.routers[1]!.id));
  await insertBatch(w.mine.partner.id, 'batch-mine', CODES);
  await insertBatch(w.mine.partner.id, 'batch-realm', ['RRRR2345', 'RRRR6789'], w.mine.realm.id);
  await insertBatch(w.theirs.partner.id, 'batch-theirs', ['TTTT2345']);
}, 60_000);
afterAll(() => ctx.close());

describe('GET /radius/{slug}/admin/vouchers/batches/{batch}/sheet.pdf', () => {
  it('prints every voucher of the batch as a card: grouped code, minutes, Valid until, network', async () => {
    const res = await sheet('batch-mine', 'pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="vouchers-batch-mine.pdf"');
    const { pages, texts } = readPdf(res.rawPayload);
    // 10 cards a page: 12 vouchers need two.
    expect(pages).toBe(2);
    for (const code of CODES) expect(texts).toContain(`${code.slice(0, 4)}-${code.slice(4)}`);
    // 3,659 s is 60 whole minutes; no realm, so the partner's name is the network.
    expect(texts.filter((t) => t === '60 minutes')).toHaveLength(12);
    expect(texts.filter((t) => t === 'mine Net')).toHaveLength(12);
    expect(texts.filter((t) => t.startsWith('Valid until 1 Dec 2026'))).toHaveLength(12);
    expect(texts.filter((t) => t === 'Several devices')).toHaveLength(1);
  });

  it("names the SSID of the realm's routers for a realm's vouchers", async () => {
    const { pages, texts } = readPdf((await sheet('batch-realm', 'pdf')).rawPayload);
    expect(pages).toBe(1);
    expect(texts.filter((t) => t === 'Mine Lobby WiFi')).toHaveLength(2);
    expect(texts).toEqual(expect.arrayContaining(['RRRR-2345', 'RRRR-6789']));
  });
});

describe('GET /radius/{slug}/admin/vouchers/batches/{batch}/sheet.csv', () => {
  it('lists code, duration_minutes, multi_user, expires and network, one voucher a line', async () => {
    const res = await sheet('batch-mine', 'csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('code,duration_minutes,multi_user,expires,network');
    expect(lines.slice(1)).toEqual(
      CODES.map((code, i) => `${code},60,${i === 0},2026-12-01T10:00:00.000Z,mine Net`),
    );
    const realm = await sheet('batch-realm', 'csv');
    expect(realm.body.trim().split('\n').slice(1)).toEqual([
      'RRRR2345,60,true,2026-12-01T10:00:00.000Z,Mine Lobby WiFi',
      'RRRR6789,60,false,2026-12-01T10:00:00.000Z,Mine Lobby WiFi',
    ]);
  });
});

describe('the voucher sheet CSV and a formula typed as an SSID', () => {
  it("writes a staff member's SSID `=cmd|'/C calc'!A0` as text a spreadsheet will not run", async () => {
    const FORMULA = "=cmd|'/C calc'!A0";
    const [realm] = await ctx.db
      .insert(realms)
      .values({ partnerId: w.mine.partner.id, name: 'Formula Realm' })
      .returning();
    const box = w.mine.routers[3]!;
    await ctx.db.update(routers).set({ realmId: realm!.id }).where(eq(routers.id, box.id));
    const staff = await signInWithOtp(ctx, w.mine.staff.email);
    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/v1/routers/${box.id}/`,
      headers: bearer(staff.access),
      payload: { ssid: FORMULA, location_name: 'Kigali' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await insertBatch(w.mine.partner.id, 'batch-formula', ['FFFF2345'], realm!.id);
    const res = await sheet('batch-formula', 'csv', w.mine.partner.slug, staff.access);
    expect(res.statusCode, res.body).toBe(200);
    const network = res.body.trim().split('\n')[1]!.split(',')[4]!;
    expect(network).toBe(`'${FORMULA}`);
  });
});

describe('who may print a batch', () => {
  it.each(['pdf', 'csv'] as const)(
    "answers 404 for another partner's batch, an unknown or malformed one, or another slug (%s)",
    async (file) => {
      expect((await sheet('batch-theirs', file)).statusCode).toBe(404);
      expect((await sheet('no-such-batch', file)).statusCode).toBe(404);
      expect((await sheet('..%2F..%2Fetc', file)).statusCode).toBe(404);
      expect((await sheet('batch-mine', file, w.theirs.partner.slug)).statusCode).toBe(404);
      // The owner prints its own.
      const own = await sheet('batch-theirs', file, w.theirs.partner.slug, w.theirs.tokens.access);
      expect(own.statusCode).toBe(200);
      expect(own.body).not.toContain('ABCD');
    },
  );

  it('refuses a caller without a session (401) and a Kiosk-plan partner (403)', async () => {
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/radius/${w.mine.partner.slug}/admin/vouchers/batches/batch-mine/sheet.pdf`,
    });
    expect(anonymous.statusCode).toBe(401);
    const kiosk = await createPartner(ctx.db, { plan: 'Kiosk' });
    const admin = await createUser(ctx.db, { partnerId: kiosk.id });
    const tokens = await signInWithOtp(ctx, admin.email);
    expect((await sheet('batch-mine', 'csv', kiosk.slug, tokens.access)).statusCode).toBe(403);
  });

  it('lets partner staff print', async () => {
    const tokens = await signInWithOtp(ctx, w.mine.staff.email);
    expect((await sheet('batch-mine', 'csv', w.mine.partner.slug, tokens.access)).statusCode).toBe(200);
  });
});
