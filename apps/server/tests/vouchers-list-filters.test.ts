import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOUCHER_LIST_TEXTS, type TVoucher } from '@ared/contract/vouchers';
import { createTestClock } from '../src/lib/clock';
import { type TestContext, createTestContext } from './helpers/app';
import { NOW } from './helpers/billing-world';
import { databaseDigest } from './helpers/snapshot';
import { insertVoucher, voucherWorld } from './helpers/voucher-world';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof voucherWorld>>;
const clock = createTestClock(NOW); // 2026-03-10T08:00:00Z, 10:00 in Kigali
const later = new Date(Date.parse(NOW) + 30 * 86_400_000);

beforeAll(async () => {
  ctx = await createTestContext(
    { RATE_LIMIT_MAX: '1000000', RESPONSE_VALIDATION: 'on', BILLING_TIME_ZONE: 'Africa/Kigali' },
    { clock },
  );
  world = await voucherWorld(ctx);
  const mine = world.mine.partner.id;
  const realm = world.mine.realm.id;
  const v = (code: string, createdAt: string, values: Parameters<typeof insertVoucher>[1] | object = {}) =>
    insertVoucher(ctx, {
      partnerId: mine,
      code,
      createdAt: new Date(createdAt),
      expiryDate: later,
      ...values,
    });
  await v('ABCDEFGH', '2026-03-08T08:00:00Z', { realmId: realm });
  // 22:30 UTC on the 9th is 00:30 on the 10th in Kigali: a day of the partners' time zone, not of UTC.
  await v('ABXYZ234', '2026-03-09T22:30:00Z', { status: 'used', firstUsedAt: new Date(NOW) });
  await v('QRSTCDEF', '2026-03-05T08:00:00Z', { realmId: realm, status: 'expired' });
  await v('ZZZZCDEZ', '2026-03-09T08:00:00Z', { status: 'revoked' });
  // The other partner's codes share the searched letters, and its realm is named like ours.
  await insertVoucher(ctx, {
    partnerId: world.theirs.partner.id,
    code: 'ABCDEFGX',
    realmId: world.theirs.realm.id,
    createdAt: new Date('2026-03-09T08:00:00Z'),
    expiryDate: later,
  });
});
afterAll(() => ctx.close());

const codesOf = async (query: string, token?: string) => {
  const res = await world.mineService('GET', `/vouchers${query}`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json() as { vouchers: TVoucher[]; pagination: { total_count: number } };
  const codes = page.vouchers.map((x) => x.code);
  expect(page.pagination.total_count).toBe(codes.length);
  return codes;
};

describe('GET /admin/vouchers: search by code', () => {
  it('matches one or two characters at the start of a code, newest first', async () => {
    expect(await codesOf('?search=ab')).toEqual(['ABXYZ234', 'ABCDEFGH']);
    expect(await codesOf('?search=b')).toEqual([]);
  });

  it('matches three or more characters anywhere in the code', async () => {
    expect(await codesOf('?search=CDE')).toEqual(['ZZZZCDEZ', 'ABCDEFGH', 'QRSTCDEF']);
    expect(await codesOf('?search=xyz2')).toEqual(['ABXYZ234']);
  });

  it('takes the code as typed: any case, spaces and dashes', async () => {
    expect(await codesOf('?search=abcd-efgh')).toEqual(['ABCDEFGH']);
    expect(await codesOf('?search=%20ab%20cd%20')).toEqual(['ABCDEFGH']);
  });

  it('finds nothing for letters no code has (0, O, 1, I, L, %, _), without an error', async () => {
    for (const term of ['O0', 'ABC%', 'A_C', 'L1I'])
      expect(await codesOf(`?search=${encodeURIComponent(term)}`), term).toEqual([]);
  });

  it('lists everything for an empty search', async () => {
    expect(await codesOf('?search=')).toHaveLength(4);
  });

  it("never finds another partner's voucher", async () => {
    expect(await codesOf('?search=ABCDEFGX')).toEqual([]);
    const theirs = await world.theirsService('GET', '/vouchers?search=abcdefg');
    expect(theirs.json().vouchers.map((x: TVoucher) => x.code)).toEqual(['ABCDEFGX']);
  });

  it('lets staff search too', async () => {
    expect(await codesOf('?search=abcdefgh', world.staff.access)).toEqual(['ABCDEFGH']);
  });
});

describe('GET /admin/vouchers: status, realm and days of creation', () => {
  it('narrows by stored status, alone or with the other filters', async () => {
    expect(await codesOf('?status=used')).toEqual(['ABXYZ234']);
    expect(await codesOf('?status=revoked&search=cde')).toEqual(['ZZZZCDEZ']);
    expect(await codesOf('?expired=false&search=cde')).toEqual(['ZZZZCDEZ', 'ABCDEFGH']);
    expect(await codesOf(`?status=expired&realm=${world.mine.realm.id}`)).toEqual(['QRSTCDEF']);
  });

  it("keeps one of the partner's realms, or (empty) the vouchers without one", async () => {
    expect(await codesOf(`?realm=${world.mine.realm.id}`)).toEqual(['ABCDEFGH', 'QRSTCDEF']);
    expect(await codesOf('?realm=')).toEqual(['ABXYZ234', 'ZZZZCDEZ']);
  });

  it.each([
    ["another partner's realm", () => String(world.theirs.realm.id)],
    ['an unknown realm', () => '999999'],
  ])('answers 404 for %s', async (_label, realm) => {
    const res = await world.mineService('GET', `/vouchers?realm=${realm()}`);
    expect(res.statusCode, res.body).toBe(404);
  });

  it('keeps the days of creation in the partners’ time zone, both days included', async () => {
    expect(await codesOf('?start_date=2026-03-10')).toEqual(['ABXYZ234']);
    expect(await codesOf('?end_date=2026-03-09')).toEqual(['ZZZZCDEZ', 'ABCDEFGH', 'QRSTCDEF']);
    expect(await codesOf('?start_date=2026-03-08&end_date=2026-03-09')).toEqual(['ZZZZCDEZ', 'ABCDEFGH']);
    expect(await codesOf('?start_date=2026-03-08&end_date=2026-03-08')).toEqual(['ABCDEFGH']);
    expect(await codesOf('?start_date=2026-03-11')).toEqual([]);
  });

  it('pages a filtered list and counts all of it', async () => {
    const res = await world.mineService('GET', '/vouchers?search=cde&limit=2&page=2');
    expect(res.json()).toMatchObject({
      vouchers: [{ code: 'QRSTCDEF' }],
      pagination: { total_count: 3, total_pages: 2, current_page: 2, limit: 2 },
    });
  });
});

describe('GET /admin/vouchers: bad filters', () => {
  it.each([
    ['?status=lost', 'status'],
    ['?realm=abc', 'realm'],
    ['?realm=0x10', 'realm'],
    ['?start_date=2026-02-30', 'start_date'],
    ['?end_date=yesterday', 'end_date'],
    [`?search=${'A'.repeat(65)}`, 'search'],
    ['?start_date=2026-03-10&end_date=2026-03-09', 'end_date'],
  ])('answers %s with a 400 naming %s, changing nothing', async (query, field) => {
    const before = await databaseDigest(ctx.db);
    const res = await world.mineService('GET', `/vouchers${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json())).toContain(field);
    expect(await databaseDigest(ctx.db)).toEqual(before);
  });

  it('says why a reversed range is refused', async () => {
    const res = await world.mineService('GET', '/vouchers?start_date=2026-03-10&end_date=2026-03-09');
    expect(res.json()).toMatchObject({ end_date: [VOUCHER_LIST_TEXTS.rangeReversed] });
  });
});
