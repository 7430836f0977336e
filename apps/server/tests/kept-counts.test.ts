import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, Db } from '../src/db/client';
import { readKeptCount } from './helpers/read-kept-count';
import {
  BILLING_LIST,
  ROUTER_LIST,
  SME_LIST,
  billingScopes,
  routerScopes,
  smeScopes,
} from '../src/db/list-scopes';
import { queryRows } from '../src/db/raw';
import { billings, partners, realms, routers, smes } from '../src/db/schema';
import { openTestDatabase } from './helpers/database';
import { createPartner, createRouter, createSme } from './helpers/factories';
import { type KeptRow, changedKeys, expectCountsExact, keptCounts, keyOf } from './helpers/kept-counts';

let database: Database;
let db: Db;
let a: number;
let b: number;
let before: Map<string, KeptRow>;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  a = (await createPartner(db)).id;
  b = (await createPartner(db)).id;
});
afterAll(() => database.close());
beforeEach(async () => {
  before = await keptCounts(db);
});

/** The kept rows that changed since the test began. */
const changed = async () => changedKeys(before, await keptCounts(db));
const versionOf = (rows: Map<string, KeptRow>, key: string) => rows.get(key)?.version ?? 0;
/** Asserts the given scopes' versions went up since the test began, and returns nothing else changed. */
async function expectBumped(...keys: string[]) {
  const after = await keptCounts(db);
  for (const key of keys) expect(versionOf(after, key), key).toBeGreaterThan(versionOf(before, key));
  expect(changedKeys(before, after)).toEqual([...keys].sort());
}

const routersOf = (partnerId: number) => keyOf('routers', partnerId, '');

/** Inserts `count` billings in one statement, spread over the partner's SMEs, both kinds, a third paid. */
async function insertBillings(partnerId: number, count: number, tag: number) {
  await db.execute(sql`
    insert into billings (partner_id, sme_id, kind, item_name, start_date, end_date, due_date, amount, final_amount, is_paid)
    select s.partner_id, s.id, case when g % 2 = 0 then 'subscription' else 'sms' end, 'Plan',
      date '2020-01-01' + g + ${tag}::int, date '2020-01-31' + g + ${tag}::int, date '2020-01-08' + g + ${tag}::int, 1000, 1000, g % 3 = 0
    from generate_series(1, ${count}::int) g
    join (select id, partner_id, row_number() over (order by id) - 1 as k from smes where partner_id = ${partnerId}) s
      on s.k = g % (select count(*) from smes where partner_id = ${partnerId})`);
}

describe('kept counts through inserts', () => {
  it('count 1,000 rows inserted in one statement, per partner and scope, unassigned routers left out', async () => {
    await db.execute(sql`
      insert into routers (partner_id, serial_number)
      select case g % 3 when 0 then ${a}::int when 1 then ${b}::int else null end, 'BULK-' || g from generate_series(1, 1000) g`);
    await db.execute(sql`
      insert into smes (unique_id, partner_id, name, tin_number, admin_name, admin_email, admin_phone, location, type,
        is_active, is_terminated)
      select 'BULK-' || g, case when g % 2 = 0 then ${a}::int else ${b}::int end, 'SME ' || g, '1', 'Admin', 'a' || g || '@x.rw',
        '+250788000000', 'Kigali', 'Hotels', g % 3 <> 0, g % 5 = 0
      from generate_series(1, 1000) g`);
    await insertBillings(a, 1000, 0);
    await expectCountsExact(db);
    const kept = await keptCounts(db);
    expect(kept.get(routersOf(a))?.n).toBe(333);
    expect(kept.get(routersOf(b))?.n).toBe(334);
    // One statement, one bump per scope it touched.
    expect(kept.get(routersOf(a))?.version).toBe(1);
  });

  it('count single inserts and bump the scope they land in', async () => {
    await createRouter(db, a);
    await createRouter(db, null);
    await createSme(db, b, { isActive: false });
    await expectCountsExact(db);
    await expectBumped(routersOf(a), keyOf('smes', b, 'inactive/current'));
  });

  it('answer the list totals through the TypeScript scopes', async () => {
    const fresh = async (where: ReturnType<typeof sql>) =>
      (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${where}`))[0]!.n;
    expect((await readKeptCount(db, ROUTER_LIST, a, routerScopes())).n).toBe(
      await fresh(sql`routers where partner_id = ${a}`),
    );
    expect((await readKeptCount(db, SME_LIST, b, smeScopes({ isActive: false }))).n).toBe(
      await fresh(sql`smes where partner_id = ${b} and not is_active`),
    );
    expect((await readKeptCount(db, SME_LIST, a, smeScopes({ isTerminated: true }))).n).toBe(
      await fresh(sql`smes where partner_id = ${a} and is_terminated`),
    );
    expect((await readKeptCount(db, BILLING_LIST, a, billingScopes('sms', false))).n).toBe(
      await fresh(sql`billings where partner_id = ${a} and kind = 'sms' and not is_paid`),
    );
    expect(await readKeptCount(db, BILLING_LIST, b, billingScopes('subscription'))).toEqual({
      n: 0,
      version: 0,
    });
  });
});

describe('kept counts through updates', () => {
  it('move a router between partners, to no partner and back, bumping both sides', async () => {
    const router = await createRouter(db, a);
    before = await keptCounts(db);
    await db.update(routers).set({ partnerId: b }).where(eq(routers.id, router.id));
    await expectBumped(routersOf(a), routersOf(b));
    await expectCountsExact(db);

    before = await keptCounts(db);
    // What the routers module's unassign writes.
    await db
      .update(routers)
      .set({ partnerId: null, realmId: null, smeId: null, hasBeenAssignedXmrig: false })
      .where(eq(routers.id, router.id));
    await expectBumped(routersOf(b));
    await expectCountsExact(db);

    before = await keptCounts(db);
    await db.update(routers).set({ partnerId: a }).where(eq(routers.id, router.id));
    await expectBumped(routersOf(a));
    await expectCountsExact(db);
  });

  it("leave routers' counts untouched when a router changes realm, SME or anything else not counted", async () => {
    const [realm] = await db.insert(realms).values({ partnerId: a, name: 'Realm' }).returning();
    const sme = await createSme(db, a);
    before = await keptCounts(db);
    await db
      .update(routers)
      .set({ realmId: realm!.id, smeId: sme.id, ipAddress: '10.0.0.9', functional: false })
      .where(eq(routers.partnerId, a));
    // Rewriting the partner and sort key with the same values (an ORM writing every field) is no change either.
    await db.execute(
      sql`update routers set partner_id = partner_id, created = created where partner_id = ${a}`,
    );
    expect(await changed()).toEqual([]);
  });

  it('move SMEs between scopes when suspended, reactivated and terminated', async () => {
    const sme = await createSme(db, a);
    before = await keptCounts(db);
    await db.update(smes).set({ isActive: false, suspendedReason: 'manual' }).where(eq(smes.id, sme.id));
    await expectBumped(keyOf('smes', a, 'active/current'), keyOf('smes', a, 'inactive/current'));
    await expectCountsExact(db);

    before = await keptCounts(db);
    await db.update(smes).set({ isActive: true, suspendedReason: null }).where(eq(smes.id, sme.id));
    await db.update(smes).set({ isTerminated: true }).where(eq(smes.id, sme.id));
    await expectBumped(
      keyOf('smes', a, 'active/current'),
      keyOf('smes', a, 'active/terminated'),
      keyOf('smes', a, 'inactive/current'),
    );
    await expectCountsExact(db);

    before = await keptCounts(db);
    await db.update(smes).set({ name: 'Renamed', autoSuspend: false }).where(eq(smes.partnerId, a));
    expect(await changed()).toEqual([]);
  });

  it('move billings between paid and unpaid, and nothing for a pause or a new item name', async () => {
    const [bill] = await db
      .select()
      .from(billings)
      .where(eq(billings.partnerId, a))
      .orderBy(billings.id)
      .limit(1);
    const scope = (paid: boolean) => keyOf('billings', a, `${bill!.kind}/${paid ? 'paid' : 'unpaid'}`);
    await db
      .update(billings)
      .set({ isPaid: !bill!.isPaid, paidAt: new Date() })
      .where(eq(billings.id, bill!.id));
    await expectBumped(scope(true), scope(false));
    await expectCountsExact(db);

    before = await keptCounts(db);
    await db.update(billings).set({ isPaid: bill!.isPaid }).where(eq(billings.id, bill!.id));
    await expectBumped(scope(true), scope(false));
    await expectCountsExact(db);

    before = await keptCounts(db);
    await db
      .update(billings)
      .set({ isPaused: true, itemName: 'Renamed', paidAt: null })
      .where(eq(billings.partnerId, a));
    expect(await changed()).toEqual([]);
  });

  it('bump the version, and not n, when a sort key changes inside its scope', async () => {
    const router = await createRouter(db, a);
    const sme = await createSme(db, a);
    const [bill] = await db.select().from(billings).where(eq(billings.partnerId, a)).limit(1);
    before = await keptCounts(db);
    await db
      .update(routers)
      .set({ created: new Date('2001-01-01') })
      .where(eq(routers.id, router.id));
    await db
      .update(smes)
      .set({ created: new Date('2001-01-01') })
      .where(eq(smes.id, sme.id));
    await db.update(billings).set({ dueDate: '2001-01-01' }).where(eq(billings.id, bill!.id));
    const billingScope = keyOf('billings', a, `${bill!.kind}/${bill!.isPaid ? 'paid' : 'unpaid'}`);
    await expectBumped(routersOf(a), keyOf('smes', a, 'active/current'), billingScope);
    const after = await keptCounts(db);
    for (const key of [routersOf(a), keyOf('smes', a, 'active/current'), billingScope])
      expect(after.get(key)?.n, key).toBe(before.get(key)?.n);
  });
});

describe('kept counts through deletes', () => {
  it('count single and bulk deletes', async () => {
    const [one] = await db.select().from(routers).where(eq(routers.partnerId, b)).limit(1);
    await db.delete(routers).where(eq(routers.id, one!.id));
    await expectBumped(routersOf(b));
    await db.execute(sql`delete from routers where partner_id = ${a} and id % 2 = 0`);
    await db.execute(sql`delete from billings where partner_id = ${a} and id % 3 = 0`);
    await expectCountsExact(db);
  });

  it("count the billings that go with a deleted SME, and the SME's own scope", async () => {
    const [sme] = await queryRows<{ id: number }>(
      db,
      sql`select sme_id as id from billings where partner_id = ${a} group by 1 order by count(*) desc limit 1`,
    );
    before = await keptCounts(db);
    await db.delete(smes).where(eq(smes.id, sme!.id));
    const touched = await changed();
    expect(touched.some((k) => k.startsWith(`billings|${a}|`))).toBe(true);
    expect(touched.some((k) => k.startsWith(`smes|${a}|`))).toBe(true);
    await expectCountsExact(db);
  });

  it("drop a deleted partner's counts, its SMEs and billings cascading and its routers left unassigned", async () => {
    const gone = (await createPartner(db)).id;
    await createRouter(db, gone);
    await createRouter(db, gone);
    await createSme(db, gone);
    await createSme(db, gone, { isTerminated: true });
    await insertBillings(gone, 6, 5000);
    expect([...(await keptCounts(db)).keys()].filter((k) => k.includes(`|${gone}|`))).toHaveLength(7);
    await db.delete(partners).where(eq(partners.id, gone));
    expect([...(await keptCounts(db)).keys()].filter((k) => k.includes(`|${gone}|`))).toEqual([]);
    await expectCountsExact(db);
  });
});

describe('kept counts under concurrent writes', () => {
  it('stay exact with 8 transactions inserting, deleting and reassigning for the same partners at once', async () => {
    // Two new partners: the first writes race to create their counts rows. Each transaction's first
    // statement on a list touches every counts row it will need there (locked in key order), so the later
    // single-row moves wait on no one; on PostgreSQL the eight wait on each other's counts rows and re-read
    // them, on PGlite they run one after another.
    const c = (await createPartner(db)).id;
    const d = (await createPartner(db)).id;
    const work = (i: number) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into routers (partner_id, serial_number)
          select case g % 3 when 0 then ${c}::int when 1 then ${d}::int else null end, 'C${sql.raw(String(i))}-' || g
          from generate_series(1, 30) g`);
        const mine = await queryRows<{ id: number; partner_id: number }>(
          tx,
          sql`select id, partner_id from routers where partner_id in (${c}, ${d}) and id % 8 = ${i} order by id limit 4`,
        );
        for (const r of mine.slice(0, 2))
          await tx
            .update(routers)
            .set({ partnerId: r.partner_id === c ? d : c })
            .where(eq(routers.id, r.id));
        await tx.delete(routers).where(
          inArray(
            routers.id,
            mine.slice(2).map((r) => r.id),
          ),
        );
        await tx.execute(sql`
          insert into smes (unique_id, partner_id, name, tin_number, admin_name, admin_email, admin_phone, location,
            type, is_active, is_terminated)
          select 'C${sql.raw(String(i))}-' || g, case when g < 4 then ${c}::int else ${d}::int end, 'SME', '1', 'Admin', 'c@x.rw',
            '+250788000000', 'Kigali', 'Hotels', g % 2 = 0, g % 4 < 2
          from generate_series(0, 7) g`);
        const [sme] = await queryRows<{ id: number }>(
          tx,
          sql`select id from smes where unique_id = ${`C${i}-2`}`,
        );
        await tx.update(smes).set({ isActive: false }).where(eq(smes.id, sme!.id));
        if (i % 2 === 0) await tx.update(smes).set({ partnerId: d }).where(eq(smes.id, sme!.id));
      });
    await Promise.all(Array.from({ length: 8 }, (_, i) => work(i)));
    await expectCountsExact(db);
    expect((await readKeptCount(db, ROUTER_LIST, c, routerScopes())).n).toBeGreaterThan(50);
    expect((await readKeptCount(db, SME_LIST, d, smeScopes({ isActive: false }))).n).toBeGreaterThan(8);
  });
});

describe('kept count versions', () => {
  it('strictly increase with every change of membership', async () => {
    const versions: number[] = [];
    const now = async () => versionOf(await keptCounts(db), routersOf(b));
    versions.push(await now());
    const router = await createRouter(db, b);
    versions.push(await now());
    await db.update(routers).set({ partnerId: a }).where(eq(routers.id, router.id));
    versions.push(await now());
    await db.update(routers).set({ partnerId: b }).where(eq(routers.id, router.id));
    versions.push(await now());
    await db.delete(routers).where(eq(routers.id, router.id));
    versions.push(await now());
    for (let i = 1; i < versions.length; i += 1) expect(versions[i]).toBeGreaterThan(versions[i - 1]!);
  });
});
