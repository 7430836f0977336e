import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billings, routers, smes, users } from '../src/db/schema';
import { queryRows } from '../src/db/raw';
import { type TestContext, createTestContext } from './helpers/app';
import { createPartner, createUser } from './helpers/factories';
import { bearer, signInWithOtp } from './helpers/session';

/**
 * The lists' fast path (issue 9, decision 019): kept counts and deep pages sought from cached anchors must
 * answer exactly what a plain `ORDER BY … LIMIT … OFFSET …` over the same rows answers, whatever happened to
 * the list since the anchors were read. Every page below is compared with that statement, run on the same
 * database right after the request.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

type Partner = { id: number; token: string };

async function partnerWithAdmin(name: string): Promise<Partner> {
  const partner = await createPartner(ctx.db, { name });
  const admin = await createUser(ctx.db, { partnerId: partner.id });
  return { id: partner.id, token: (await signInWithOtp(ctx, admin.email)).access };
}

let serial = 0;
const next = () => (serial += 1);

/** A timestamp with microseconds, `second` seconds (and `micro` µs) after a fixed instant. */
const stamp = (second: number, micro: number) => {
  const at = new Date(Date.UTC(2026, 0, 1) + second * 1000).toISOString().slice(0, 19).replace('T', ' ');
  return `${at}.${String(micro).padStart(6, '0')}+00`;
};
const at = (text: string) => sql`${text}::timestamptz`;
/** A date `n` days after 2026-01-01. */
const dayOf = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);

/**
 * The sort key of the i-th newest row: distinct (with microseconds), but for two runs of identical values
 * at the 80th to 124th and the 190th to 214th rows, across the anchors (every 100th row).
 */
const createdOf = (i: number, shift = 0) => {
  if (i >= 80 && i < 125) return stamp(1_000_000 - 80 * 60, 123_456);
  if (i >= 190 && i < 215) return stamp(1_000_000 - 190 * 60, 654_321);
  return stamp(1_000_000 - i * 60 + shift, (i * 7_919) % 1_000_000);
};

async function insertRouters(partnerId: number, created: string[]) {
  const rows = created.map((c) => ({ partnerId, serialNumber: `D${next()}`, created: at(c) }));
  for (let i = 0; i < rows.length; i += 500) {
    await ctx.db.insert(routers).values(rows.slice(i, i + 500));
  }
}

async function insertSmes(
  partnerId: number,
  created: string[],
  flags: (i: number) => Partial<Sme> = () => ({}),
) {
  const rows = created.map((c, i) => {
    const n = next();
    return {
      uniqueId: `DP-${n}`,
      partnerId,
      // Names whose order is neither the creation order nor the ids'.
      name: `${(n * 7_919) % 1_000} ${i % 2 ? 'cafe' : 'Bar'} ${n}`,
      tinNumber: '123456789',
      adminName: 'Admin',
      adminEmail: `dp-${n}@example.com`,
      adminPhone: '+250788000000',
      location: 'Kigali',
      type: 'Hotels' as const,
      created: at(c),
      ...flags(i),
    };
  });
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await ctx.db
      .insert(smes)
      .values(rows.slice(i, i + 500))
      .returning({ id: smes.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}
type Sme = typeof smes.$inferInsert;

const PEOPLE_TYPES = ['Micro Franchisee', 'Field Officer', 'Maintenance Officer', 'Partner Staff'] as const;
const ROLES = ['micro_franchisee', 'field_officer', 'maintenance_officer', 'partner_staff'] as const;

/** People of the partner joined at `joined`: mostly micro franchisees, one in four suspended. */
async function insertPeople(partnerId: number, joined: string[]) {
  const rows = joined.map((j, i) => {
    const n = next();
    const kind = i % 7 < 4 ? 0 : (i % 7) - 3;
    return {
      email: `person-${n}@deep.example.com`,
      firstName: `${(n * 7_919) % 1_000} Person`,
      lastName: `Deep${n}`,
      phone: `+25078${String(n).padStart(7, '0')}`,
      role: ROLES[kind]!,
      userType: PEOPLE_TYPES[kind]!,
      isActive: i % 4 !== 3,
      status: i % 4 !== 3 ? ('active' as const) : ('suspended' as const),
      partnerId,
      dateJoined: at(j),
    };
  });
  for (let i = 0; i < rows.length; i += 500) await ctx.db.insert(users).values(rows.slice(i, i + 500));
}

async function insertBillings(
  partnerId: number,
  smeIds: number[],
  due: string[],
  extra: (i: number) => {
    kind?: 'subscription' | 'sms';
    isPaid?: boolean;
    finalAmount?: number;
  } = () => ({}),
) {
  const rows = due.map((d, i) => {
    const { kind = 'subscription', isPaid = false, finalAmount = 1_000 + ((i * 37) % 500) } = extra(i);
    return {
      partnerId,
      smeId: smeIds[i % smeIds.length]!,
      kind,
      itemName: kind === 'subscription' ? 'Starter' : 'SMS 500',
      // One cycle per SME, kind and start date: every row starts on a day of its own.
      startDate: dayOf(-next()),
      endDate: d,
      dueDate: d,
      amount: finalAmount,
      finalAmount,
      isPaid,
    };
  });
  for (let i = 0; i < rows.length; i += 500) await ctx.db.insert(billings).values(rows.slice(i, i + 500));
}

/** The rows of a list as a plain statement selects them: `select id from … where … order by …`. */
type Truth = { table: 'routers' | 'smes' | 'billings' | 'users'; where: string; order: string };

/**
 * The ids of the plain statement, in its order. Every order here ends with the id, so it is total: its
 * `limit n offset m` is exactly the slice [m, m + n) of this, and its `count(*)` this length.
 */
const truthOf = async (t: Truth) =>
  (
    await queryRows<{ id: number }>(
      ctx.db,
      sql`select id from ${sql.raw(t.table)} where ${sql.raw(t.where)} order by ${sql.raw(t.order)}`,
    )
  ).map((r) => Number(r.id));

const truthCount = async (t: Truth) => (await truthOf(t)).length;

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

const urlOf = (path: string, query: string, page: number, pageSize: number) =>
  `${path}?${[query, `page=${page}`, `page_size=${pageSize}`].filter(Boolean).join('&')}`;

/** The link pagination gives for `target`: the same URL with the page moved. */
const linkTo = (url: string, target: number, pageSize: number) => {
  const parsed = new URL(url, 'http://local');
  parsed.searchParams.set('page', String(target));
  parsed.searchParams.set('page_size', String(pageSize));
  return `${parsed.pathname}${parsed.search}`;
};

type Body = { count: number; next: string | null; previous: string | null; results: { id: number }[] };

/** One page through the API, checked against the plain statement: ids, order, count and both links. */
async function expectPage(
  token: string,
  path: string,
  query: string,
  page: number,
  pageSize: number,
  truth: Truth | number[],
): Promise<Body> {
  const url = urlOf(path, query, page, pageSize);
  const res = await get(url, token);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  const body = res.json<Body>();
  const all = Array.isArray(truth) ? truth : await truthOf(truth);
  const ids = all.slice((page - 1) * pageSize, page * pageSize);
  expect({ count: body.count, ids: body.results.map((r) => r.id) }, url).toEqual({ count: all.length, ids });
  const lastPage = Math.max(1, Math.ceil(all.length / pageSize));
  expect(body.next, url).toBe(page < lastPage ? linkTo(url, page + 1, pageSize) : null);
  expect(body.previous, url).toBe(page > 1 ? linkTo(url, Math.min(page - 1, lastPage), pageSize) : null);
  return body;
}

/** Every page from the first to the last, following `next`; returns how many pages there were. */
async function walk(token: string, path: string, query: string, pageSize: number, truth: Truth) {
  const all = await truthOf(truth);
  let page = 1;
  for (;;) {
    const body = await expectPage(token, path, query, page, pageSize, all);
    if (body.next === null) return page;
    page += 1;
  }
}

const DEEP = [11, 15, 20, 21, 30, 35];
/** The deep pages of size 10 (offsets 100 to 340: after the first, second and third anchors). */
async function expectDeepPages(token: string, path: string, query: string, truth: Truth, pages = DEEP) {
  const all = await truthOf(truth);
  for (const page of pages) await expectPage(token, path, query, page, 10, all);
}

/**
 * A's anchors are cached first, then B walks every page: B's deep pages must not seek from A's anchors.
 * `partner=` names A: A's admin gets A's list, B's admin a 404.
 */
async function expectOwnPagesOnly(a: Partner, b: Partner, path: string, truthFor: (id: number) => Truth) {
  await expectDeepPages(a.token, path, '', truthFor(a.id));
  expect(await walk(b.token, path, '', 10, truthFor(b.id))).toBe(13);
  await walk(a.token, path, `partner=${a.id}`, 25, truthFor(a.id));
  const res = await get(`${path}?partner=${a.id}&page=20`, b.token);
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ detail: 'Not found.' });
}

/** Page 999 of the list and of one filter of it: no rows, the exact count, previous at the last page. */
async function expectPastTheEnd(token: string, path: string, variants: [string, Truth][]) {
  for (const [query, truth] of variants) {
    const url = urlOf(path, query, 999, 10);
    const count = await truthCount(truth);
    const body = (await get(url, token)).json<Body>();
    expect(body).toEqual({
      count,
      next: null,
      previous: linkTo(url, Math.ceil(count / 10), 10),
      results: [],
    });
  }
}

const ROUTERS = '/v1/routers/';
const SMES = '/v1/smes/';
const BILLINGS = '/v1/partner/billing/';
const SMS_BILLINGS = '/v1/partner/sms-package/billing/';
const NEWEST = 'created desc, id desc';
const USERS = '/v1/auth/users/';
const JOINED = 'date_joined desc, id desc';
const LATEST_DUE = 'due_date desc, id desc';

const routerTruth = (partnerId: number, order = NEWEST): Truth => ({
  table: 'routers',
  where: `partner_id = ${partnerId}`,
  order,
});
const smeTruth = (partnerId: number, where = 'true', order = NEWEST): Truth => ({
  table: 'smes',
  where: `partner_id = ${partnerId} and (${where})`,
  order,
});
const billingTruth = (
  partnerId: number,
  where = 'true',
  order = LATEST_DUE,
  kind = 'subscription',
): Truth => ({
  table: 'billings',
  where: `partner_id = ${partnerId} and kind = '${kind}' and (${where})`,
  order,
});

/** The ids at these offsets of the plain statement's order. */
const idsAt = async (t: Truth, offsets: number[]) => {
  const all = await truthOf(t);
  return offsets.map((o) => all[o]!);
};
const inList = (ids: number[]) => {
  expect(ids.length).toBeGreaterThan(0);
  return ids.join(', ');
};

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('the router list', () => {
  let a: Partner;
  let b: Partner;
  beforeAll(async () => {
    a = await partnerWithAdmin('Deep Routers A');
    b = await partnerWithAdmin('Deep Routers B');
    await insertRouters(
      a.id,
      range(350).map((i) => createdOf(i)),
    );
    // Another partner's routers interleave with A's (half a second apart) and share the tied timestamps.
    await insertRouters(
      b.id,
      range(130).map((i) => createdOf(i * 2, 30)),
    );
  });

  it('walks every page in its default order exactly as OFFSET would, at page sizes 10, 7 and 25', async () => {
    // The 91st to 110th routers share one creation time: the first anchor falls inside a run of ties.
    const [tied] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(distinct created)::int as n from (select created from routers where partner_id = ${a.id}
        order by created desc, id desc limit 20 offset 90) t`,
    );
    expect(tied!.n).toBe(1);
    expect(await walk(a.token, ROUTERS, '', 10, routerTruth(a.id))).toBe(35);
    expect(await walk(a.token, ROUTERS, '', 7, routerTruth(a.id))).toBe(50);
    expect(await walk(a.token, ROUTERS, 'ordering=-created', 25, routerTruth(a.id))).toBe(14);
  });

  it('keeps other orders right', async () => {
    await walk(a.token, ROUTERS, 'ordering=created', 25, routerTruth(a.id, 'created asc, id asc'));
    await walk(
      a.token,
      ROUTERS,
      'ordering=serial_number',
      25,
      routerTruth(a.id, 'serial_number asc, id asc'),
    );
    await walk(a.token, ROUTERS, 'has_been_assigned_sme=false', 25, {
      ...routerTruth(a.id),
      where: `partner_id = ${a.id} and sme_id is null`,
    });
  });

  it("never shows one partner's routers to the other, on any page, and answers partner= as before", async () => {
    await expectOwnPagesOnly(a, b, ROUTERS, (id) => routerTruth(id));
  });

  it('answers a page past the end as before: no rows, the count, previous pointing at the last page', async () => {
    for (const query of ['', 'ordering=serial_number']) {
      const url = urlOf(ROUTERS, query, 999, 10);
      const body = (await get(url, a.token)).json<Body>();
      expect(body).toEqual({ count: 350, next: null, previous: linkTo(url, 35, 10), results: [] });
    }
    await expectPage(a.token, ROUTERS, '', 36, 10, routerTruth(a.id));
  });
});

describe('the SME list', () => {
  let a: Partner;
  let b: Partner;
  beforeAll(async () => {
    a = await partnerWithAdmin('Deep SMEs A');
    b = await partnerWithAdmin('Deep SMEs B');
    await insertSmes(
      a.id,
      range(350).map((i) => createdOf(i)),
      (i) => ({ isActive: i % 5 !== 0, isTerminated: i % 7 === 0 }),
    );
    await insertSmes(
      b.id,
      range(130).map((i) => createdOf(i * 2, 30)),
      (i) => ({ isActive: i % 3 !== 0 }),
    );
  });

  it('walks every page in its default order exactly as OFFSET would, at page sizes 10, 7 and 25', async () => {
    expect(await walk(a.token, SMES, '', 10, smeTruth(a.id))).toBe(35);
    expect(await walk(a.token, SMES, 'tab=all', 7, smeTruth(a.id))).toBe(50);
    expect(await walk(a.token, SMES, 'ordering=-created', 25, smeTruth(a.id))).toBe(14);
  });

  it('keeps the tabs, the flags and other orders right', async () => {
    const variants: [string, string][] = [
      ['tab=active', 'is_active and not is_terminated'],
      ['tab=suspended', 'not is_active'],
      ['tab=terminated', 'is_terminated'],
      ['is_active=true', 'is_active'],
      ['is_active=false', 'not is_active'],
      ['is_terminated=false', 'not is_terminated'],
    ];
    for (const [query, where] of variants) await walk(a.token, SMES, query, 25, smeTruth(a.id, where));
    await walk(a.token, SMES, 'ordering=name', 25, smeTruth(a.id, 'true', 'lower(name) asc, id asc'));
    await walk(a.token, SMES, 'ordering=-created&is_active=true', 25, smeTruth(a.id, 'is_active'));
  });

  it("never shows one partner's SMEs to the other, on any page, and answers partner= as before", async () => {
    await expectOwnPagesOnly(a, b, SMES, (id) => smeTruth(id));
  });

  it('answers a page past the end as before', async () => {
    await expectPastTheEnd(a.token, SMES, [
      ['', smeTruth(a.id)],
      ['tab=suspended', smeTruth(a.id, 'not is_active')],
    ]);
  });
});

describe('the billing lists', () => {
  let a: Partner;
  let b: Partner;
  beforeAll(async () => {
    a = await partnerWithAdmin('Deep Billings A');
    b = await partnerWithAdmin('Deep Billings B');
    const mine = await insertSmes(
      a.id,
      range(7).map((i) => createdOf(i)),
    );
    const theirs = await insertSmes(
      b.id,
      range(3).map((i) => createdOf(i)),
    );
    // Due dates of 350 billings over 60 days: six or so share each date, across every anchor.
    await insertBillings(
      a.id,
      mine,
      range(350).map((i) => dayOf((i * 13) % 60)),
      (i) => ({ isPaid: i % 3 === 0 }),
    );
    await insertBillings(
      a.id,
      mine,
      range(140).map((i) => dayOf(i % 50)),
      (i) => ({ kind: 'sms', isPaid: i % 4 === 0 }),
    );
    await insertBillings(
      b.id,
      theirs,
      range(130).map((i) => dayOf(i % 60)),
    );
  });

  it('walks every page in its default order exactly as OFFSET would, at page sizes 10, 7 and 25', async () => {
    expect(await walk(a.token, BILLINGS, '', 10, billingTruth(a.id))).toBe(35);
    expect(await walk(a.token, BILLINGS, '', 7, billingTruth(a.id))).toBe(50);
    expect(await walk(a.token, BILLINGS, 'ordering=-due_date', 25, billingTruth(a.id))).toBe(14);
  });

  it('keeps is_paid, the SMS kind, one SME and other orders right', async () => {
    await walk(a.token, BILLINGS, 'is_paid=false', 10, billingTruth(a.id, 'not is_paid'));
    await walk(a.token, BILLINGS, 'is_paid=true', 10, billingTruth(a.id, 'is_paid'));
    const sms = (where = 'true') => billingTruth(a.id, where, LATEST_DUE, 'sms');
    await walk(a.token, SMS_BILLINGS, '', 10, sms());
    await walk(a.token, SMS_BILLINGS, 'is_paid=false', 10, sms('not is_paid'));
    const [sme] = await queryRows<{ id: number }>(
      ctx.db,
      sql`select sme_id as id from billings where partner_id = ${a.id} limit 1`,
    );
    await walk(a.token, BILLINGS, `sme=${sme!.id}`, 10, billingTruth(a.id, `sme_id = ${sme!.id}`));
    await walk(
      a.token,
      BILLINGS,
      'ordering=final_amount',
      25,
      billingTruth(a.id, 'true', 'final_amount asc, id asc'),
    );
    await walk(
      a.token,
      BILLINGS,
      'ordering=due_date',
      25,
      billingTruth(a.id, 'true', 'due_date asc, id asc'),
    );
  });

  it("never shows one partner's billings to the other, on any page, and answers partner= as before", async () => {
    await expectOwnPagesOnly(a, b, BILLINGS, (id) => billingTruth(id));
  });

  it('answers a page past the end as before', async () => {
    await expectPastTheEnd(a.token, BILLINGS, [
      ['', billingTruth(a.id)],
      ['is_paid=false', billingTruth(a.id, 'not is_paid')],
    ]);
  });
});

describe('rows with the same sort key across the anchors', () => {
  let p: Partner;
  beforeAll(async () => {
    p = await partnerWithAdmin('Deep Ties');
    // 260 rows in three sort keys only (microseconds included): the id alone orders each run.
    const tied = range(260).map((i) => stamp(900_000 + (i % 3), 654_321));
    await insertRouters(p.id, tied);
    const smeIds = await insertSmes(p.id, tied);
    await insertBillings(
      p.id,
      smeIds,
      range(260).map((i) => dayOf(i % 2)),
    );
  });

  it('pages every list exactly', async () => {
    await walk(p.token, ROUTERS, '', 10, routerTruth(p.id));
    await walk(p.token, SMES, '', 10, smeTruth(p.id));
    await walk(p.token, BILLINGS, '', 10, billingTruth(p.id));
    await walk(p.token, BILLINGS, '', 7, billingTruth(p.id));
  });
});

describe('an empty list', () => {
  it('answers its first page (and a page past its end) with no rows', async () => {
    const p = await partnerWithAdmin('Deep Empty');
    for (const path of [ROUTERS, SMES, BILLINGS, SMS_BILLINGS]) {
      const first = (await get(urlOf(path, '', 1, 10), p.token)).json<Body>();
      expect(first).toEqual({ count: 0, next: null, previous: null, results: [] });
      const url = urlOf(path, '', 999, 10);
      expect((await get(url, p.token)).json<Body>()).toEqual({
        count: 0,
        next: null,
        previous: linkTo(url, 1, 10),
        results: [],
      });
    }
  });
});

/**
 * Each change below is made after a deep page has cached the list's anchors; the same deep pages read again
 * must show the change. Seeking from the old anchors would not: these fail if a sought page were trusted
 * without its version matching the anchors'.
 */
describe('deep pages after the list changed', () => {
  let p: Partner;
  let other: Partner;
  let smeIds: number[];
  beforeAll(async () => {
    p = await partnerWithAdmin('Deep Changes');
    other = await partnerWithAdmin('Deep Changes Other');
    await insertRouters(
      p.id,
      range(350).map((i) => createdOf(i)),
    );
    smeIds = await insertSmes(
      p.id,
      range(350).map((i) => createdOf(i)),
    );
    // Billed: the 50 oldest SMEs only, so the newest can be deleted without taking billings with them.
    await insertBillings(
      p.id,
      smeIds.slice(300),
      range(350).map((i) => dayOf((i * 13) % 60)),
      (i) => ({ isPaid: i % 4 === 0 }),
    );
  });

  /** Caches the anchors (deep pages read), runs `change`, then reads the same deep pages again. */
  async function afterChange(path: string, query: string, truth: Truth, change: () => Promise<unknown>) {
    await expectDeepPages(p.token, path, query, truth);
    await change();
    await expectDeepPages(p.token, path, query, truth);
  }

  it('routers: new routers that sort first', async () => {
    await afterChange(ROUTERS, '', routerTruth(p.id), () =>
      insertRouters(
        p.id,
        range(3).map((i) => stamp(2_000_000 + i, 1)),
      ),
    );
  });

  it('routers: routers deleted before the anchors', async () => {
    const t = routerTruth(p.id);
    await afterChange(ROUTERS, '', t, async () =>
      ctx.db.execute(sql`delete from routers where id in (${sql.raw(inList(await idsAt(t, [5, 50, 150])))})`),
    );
  });

  it("routers: routers moved to another partner (and one of the other's moved in)", async () => {
    const t = routerTruth(p.id);
    await insertRouters(other.id, [stamp(1_500_000, 5)]);
    await afterChange(ROUTERS, '', t, async () => {
      const moved = inList(await idsAt(t, [2, 120, 260]));
      await ctx.db.execute(sql`update routers set partner_id = ${other.id} where id in (${sql.raw(moved)})`);
      await ctx.db.execute(
        sql`update routers set partner_id = ${p.id} where partner_id = ${other.id} and created > '2026-01-15'`,
      );
    });
    await expectDeepPages(other.token, ROUTERS, '', routerTruth(other.id), [1]);
  });

  it('routers: a sort key changed (a deep router becomes the newest, a new one the oldest)', async () => {
    const t = routerTruth(p.id);
    await afterChange(ROUTERS, '', t, async () => {
      const [deep, top] = await idsAt(t, [280, 3]);
      await ctx.db.execute(
        sql`update routers set created = ${stamp(3_000_000, 7)}::timestamptz where id = ${deep!}`,
      );
      await ctx.db.execute(sql`update routers set created = ${stamp(0, 7)}::timestamptz where id = ${top!}`);
    });
  });

  it('SMEs: new SMEs that sort first', async () => {
    await afterChange(SMES, '', smeTruth(p.id), () =>
      insertSmes(
        p.id,
        range(4).map((i) => stamp(2_000_000 + i, 2)),
      ),
    );
  });

  it('SMEs: SMEs deleted before the anchors', async () => {
    const t = smeTruth(p.id);
    await afterChange(SMES, '', t, async () =>
      ctx.db.execute(sql`delete from smes where id in (${sql.raw(inList(await idsAt(t, [1, 99, 101])))})`),
    );
  });

  it('SMEs: a sort key changed', async () => {
    const t = smeTruth(p.id);
    await afterChange(SMES, '', t, async () => {
      const [deep] = await idsAt(t, [300]);
      await ctx.db.execute(
        sql`update smes set created = ${stamp(3_000_000, 9)}::timestamptz where id = ${deep!}`,
      );
    });
  });

  // Suspending moves no SME in the whole list (the only SME list that seeks): this one holds without the
  // version check, and guards the tabs (counted, walked) and the kept count after the move between scopes.
  it('SMEs: suspended and terminated (the tabs and the whole list)', async () => {
    const t = smeTruth(p.id);
    await expectDeepPages(p.token, SMES, 'tab=suspended', smeTruth(p.id, 'not is_active'), [1]);
    await afterChange(SMES, '', t, async () => {
      const ids = inList(await idsAt(t, [0, 10, 150, 250]));
      await ctx.db.execute(sql`update smes set is_active = false where id in (${sql.raw(ids)})`);
      const [last] = await idsAt(t, [340]);
      await ctx.db.execute(sql`update smes set is_terminated = true where id = ${last!}`);
    });
    await walk(p.token, SMES, 'tab=suspended', 10, smeTruth(p.id, 'not is_active'));
    await walk(p.token, SMES, 'tab=active', 10, smeTruth(p.id, 'is_active and not is_terminated'));
    await walk(p.token, SMES, 'tab=terminated', 10, smeTruth(p.id, 'is_terminated'));
  });

  it('billings: unpaid billings paid (the unpaid list and the whole list)', async () => {
    const unpaid = billingTruth(p.id, 'not is_paid');
    await expectDeepPages(p.token, BILLINGS, 'is_paid=false', unpaid, [11, 15, 20, 26]);
    await afterChange(BILLINGS, '', billingTruth(p.id), async () => {
      const ids = inList(await idsAt(unpaid, [0, 40, 120]));
      await ctx.db.execute(
        sql`update billings set is_paid = true, paid_at = now() where id in (${sql.raw(ids)})`,
      );
    });
    await expectDeepPages(p.token, BILLINGS, 'is_paid=false', unpaid, [11, 15, 20, 26]);
    await expectDeepPages(p.token, BILLINGS, 'is_paid=true', billingTruth(p.id, 'is_paid'), [1, 9, 10]);
  });

  it('billings: new billings that sort first', async () => {
    await afterChange(BILLINGS, '', billingTruth(p.id), () =>
      insertBillings(p.id, smeIds.slice(0, 1), [dayOf(90), dayOf(90)]),
    );
  });

  it('billings: billings deleted before the anchors', async () => {
    const t = billingTruth(p.id);
    await afterChange(BILLINGS, '', t, async () =>
      ctx.db.execute(
        sql`delete from billings where id in (${sql.raw(inList(await idsAt(t, [0, 60, 130])))})`,
      ),
    );
  });

  it('billings: a due date changed (the whole list, and the unpaid list)', async () => {
    const t = billingTruth(p.id);
    await afterChange(BILLINGS, '', t, async () => {
      const [deep] = await idsAt(t, [310]);
      await ctx.db.execute(sql`update billings set due_date = ${dayOf(120)} where id = ${deep!}`);
    });
    const unpaid = billingTruth(p.id, 'not is_paid');
    await afterChange(BILLINGS, 'is_paid=false', unpaid, async () => {
      const [deep] = await idsAt(unpaid, [250]);
      await ctx.db.execute(sql`update billings set due_date = ${dayOf(121)} where id = ${deep!}`);
    });
  });
});

describe('deep pages read while the list is written', () => {
  it('every page equals the plain statement once 8 reads and 8 writes have run at once', async () => {
    const p = await partnerWithAdmin('Deep Concurrent');
    await insertRouters(
      p.id,
      range(350).map((i) => createdOf(i)),
    );
    const t = routerTruth(p.id);
    await expectDeepPages(p.token, ROUTERS, '', t);
    for (let round = 0; round < 3; round += 1) {
      const victims = await idsAt(t, [20 + round, 130 + round, 240 + round]);
      const writes = [
        () => insertRouters(p.id, [stamp(4_000_000 + round * 10, 1)]),
        () =>
          insertRouters(p.id, [stamp(4_000_000 + round * 10 + 1, 2), stamp(4_000_000 + round * 10 + 1, 2)]),
        () => ctx.db.execute(sql`delete from routers where id = ${victims[0]!}`),
        () =>
          ctx.db.execute(
            sql`update routers set created = ${stamp(10 + round, 3)}::timestamptz where id = ${victims[1]!}`,
          ),
        () => ctx.db.execute(sql`update routers set partner_id = null where id = ${victims[2]!}`),
        () => insertRouters(p.id, [createdOf(150 + round, 11)]),
        () => insertRouters(p.id, [createdOf(250 + round, 13)]),
        () =>
          ctx.db.execute(
            sql`update routers set ssid = 'touched' where partner_id = ${p.id} and created < '2026-01-05'`,
          ),
      ];
      const reads = [11, 12, 15, 20, 21, 25, 30, 34].map(
        (page) => () => get(urlOf(ROUTERS, '', page, 10), p.token),
      );
      const results = await Promise.all([...reads, ...writes].map((run) => run()));
      for (const res of results.slice(0, reads.length) as Awaited<ReturnType<typeof get>>[]) {
        expect(res.statusCode, res.body).toBe(200);
        const ids = res.json<Body>().results.map((r) => r.id);
        // Read in one snapshot: a full page of distinct rows, whatever the writes did meanwhile.
        expect(new Set(ids).size).toBe(10);
      }
      await expectDeepPages(p.token, ROUTERS, '', t, [1, ...DEEP, 36]);
    }
  });

  type Growing = {
    list: string;
    path: string;
    /** Fills the list with 350 rows; returns it as a plain statement. */
    fill: (p: Partner) => Promise<Truth>;
    /** Adds one row that sorts first (the `n`-th added). */
    addOnTop: (p: Partner, n: number) => Promise<unknown>;
  };
  const growing: Growing[] = [
    {
      list: 'routers',
      path: ROUTERS,
      fill: async (p) => {
        await insertRouters(
          p.id,
          range(350).map((i) => createdOf(i)),
        );
        return routerTruth(p.id);
      },
      addOnTop: (p, n) => insertRouters(p.id, [stamp(5_000_000 + n, 500)]),
    },
    {
      list: 'SMEs',
      path: SMES,
      fill: async (p) => {
        await insertSmes(
          p.id,
          range(350).map((i) => createdOf(i)),
        );
        return smeTruth(p.id);
      },
      addOnTop: (p, n) => insertSmes(p.id, [stamp(5_000_000 + n, 500)]),
    },
    {
      list: 'billings',
      path: BILLINGS,
      fill: async (p) => {
        const ids = await insertSmes(
          p.id,
          range(5).map((i) => createdOf(i)),
        );
        await insertBillings(
          p.id,
          ids,
          range(350).map((i) => dayOf((i * 13) % 60)),
        );
        return billingTruth(p.id);
      },
      addOnTop: async (p, n) => {
        const [sme] = await queryRows<{ id: number }>(
          ctx.db,
          sql`select id from smes where partner_id = ${p.id} limit 1`,
        );
        await insertBillings(p.id, [sme!.id], [dayOf(100 + n)]);
      },
    },
  ];

  it.each(growing)(
    'a deep page of $list read while rows are added on top is the window its own count says',
    async ({ list, path, fill, addOnTop }) => {
      const p = await partnerWithAdmin(`Deep Concurrent Top ${list}`);
      const t = await fill(p);
      await expectDeepPages(p.token, path, '', t);
      const pages = [11, 12, 15, 20, 21, 25, 30, 34];
      for (let round = 0; round < 3; round += 1) {
        // Reads and inserts interleaved; every insert sorts first, so whatever a read saw is the final list
        // without some of this round's new rows, all on top: its page is the final list's window moved by
        // the rows it did not see, which its count tells.
        const runs = pages.flatMap((page, i) => [
          () => get(urlOf(path, '', page, 10), p.token),
          () => addOnTop(p, round * pages.length + i),
        ]);
        const results = await Promise.all(runs.map((run) => run()));
        const final = await truthOf(t);
        pages.forEach((page, i) => {
          const body = (results[i * 2] as Awaited<ReturnType<typeof get>>).json<Body>();
          const unseen = final.length - body.count;
          expect(unseen).toBeGreaterThanOrEqual(0);
          expect(unseen).toBeLessThanOrEqual(pages.length);
          const offset = (page - 1) * 10 + unseen;
          expect(
            body.results.map((r) => r.id),
            `page ${page}`,
          ).toEqual(final.slice(offset, offset + 10));
        });
      }
      await expectDeepPages(p.token, path, '', t);
    },
  );
});

describe('the people lists (System Admins, micro franchisees, officers)', () => {
  let a: Partner;
  let b: Partner;
  const people = (partnerId: number, where = 'true', order = JOINED): Truth => ({
    table: 'users',
    where: `partner_id = ${partnerId} and user_type <> 'SME' and (${where})`,
    order,
  });
  beforeAll(async () => {
    a = await partnerWithAdmin('Deep People A');
    b = await partnerWithAdmin('Deep People B');
    await insertPeople(
      a.id,
      range(349).map((i) => createdOf(i)),
    );
    await insertPeople(
      b.id,
      range(129).map((i) => createdOf(i * 2, 30)),
    );
    // An SME's own account is not one of the partner's people: no page of these lists shows it.
    const [sme] = await ctx.db
      .insert(smes)
      .values({
        uniqueId: `DP-${next()}`,
        partnerId: a.id,
        name: 'Deep SME',
        tinNumber: '123456789',
        adminName: 'Admin',
        adminEmail: `dp-${next()}@example.com`,
        adminPhone: '+250788000000',
        location: 'Kigali',
        type: 'Hotels',
      })
      .returning();
    await ctx.db.insert(users).values({
      email: `sme-${next()}@deep.example.com`,
      firstName: 'Sme',
      lastName: 'Admin',
      role: 'sme_admin',
      userType: 'SME',
      partnerId: a.id,
      smeId: sme!.id,
      dateJoined: at(createdOf(5)),
    });
  });

  it('walks every page in its default order exactly as OFFSET would, at page sizes 10, 7 and 25', async () => {
    expect(await walk(a.token, USERS, '', 10, people(a.id))).toBe(35);
    expect(await walk(a.token, USERS, '', 7, people(a.id))).toBe(50);
    expect(await walk(a.token, USERS, 'ordering=-date_joined', 25, people(a.id))).toBe(14);
  });

  it('keeps every tab (status, type, role), the search and other orders right', async () => {
    const variants: [string, string][] = [
      ['is_active=true', 'is_active'],
      ['is_active=false', 'not is_active'],
      ['role=partner_staff', "user_type = 'Partner Staff'"],
      ['role=partner_admin', "user_type = 'Partner Admin'"],
      ['user_type=Micro+Franchisee', "user_type = 'Micro Franchisee'"],
      ['user_type=Micro+Franchisee&is_active=true', "user_type = 'Micro Franchisee' and is_active"],
      ['user_type=Field+Officer&is_active=false', "user_type = 'Field Officer' and not is_active"],
      ['search=person', "lower(first_name) like '%person%'"],
      ['search=deep1', "lower(last_name) like '%deep1%'"],
      ['search=suspended', 'not is_active'],
    ];
    for (const [query, where] of variants) await walk(a.token, USERS, query, 25, people(a.id, where));
    await expectDeepPages(
      a.token,
      USERS,
      'user_type=Micro+Franchisee',
      people(a.id, "user_type = 'Micro Franchisee'"),
      [11, 15, 20],
    );
    await expectDeepPages(a.token, USERS, 'is_active=true', people(a.id, 'is_active'));
    await walk(
      a.token,
      USERS,
      'ordering=name',
      25,
      people(a.id, 'true', "lower(first_name || ' ' || last_name) asc, id asc"),
    );
    expect(await walk(a.token, USERS, 'user_type=SME', 10, people(a.id, 'false'))).toBe(1);
  });

  it('stays exact when people are suspended, activated or added after the anchors were read', async () => {
    await expectDeepPages(a.token, USERS, '', people(a.id));
    await expectDeepPages(a.token, USERS, 'is_active=false', people(a.id, 'not is_active'), [11, 12]);
    const [third, hundredTwentieth] = await idsAt(people(a.id), [3, 120]);
    await ctx.db.execute(
      sql`update users set is_active = not is_active where id in (${sql.raw(inList([third!, hundredTwentieth!]))})`,
    );
    await insertPeople(a.id, [createdOf(150, 17)]);
    await expectDeepPages(a.token, USERS, '', people(a.id));
    await expectDeepPages(a.token, USERS, 'is_active=false', people(a.id, 'not is_active'), [11, 12]);
  });

  it("never shows one partner's people to the other, on any page, and answers partner= as before", async () => {
    await expectOwnPagesOnly(a, b, USERS, (id) => people(id));
  });

  it('answers a page past the end as before', async () => {
    await expectPastTheEnd(a.token, USERS, [
      ['', people(a.id)],
      [
        'user_type=Micro+Franchisee&is_active=false',
        people(a.id, "user_type = 'Micro Franchisee' and not is_active"),
      ],
    ]);
  });
});
