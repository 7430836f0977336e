import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { queryRows } from '../src/db/raw';
import { type SessionWrite, writeSessions } from '../src/modules/guest-access/accounting';
import { createAccountingWriter } from '../src/modules/guest-access/accounting-writer';
import { openTestDatabase } from './helpers/database';
import { createPartner, createRouter } from './helpers/factories';
import { createVoucher } from './helpers/hotspot';
import { changedKeys, expectCountsExact, keptCounts, keyOf } from './helpers/kept-counts';

/**
 * Accounting written by several lanes at once (decision 046). On PostgreSQL the writers below really run
 * side by side; on PGlite one after another, so there the test checks the counts alone.
 */
let database: Database;
type Box = { partnerId: number; routerId: number };
let boxes: Box[];
const codes = new Map<number, string[]>();

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  boxes = [];
  for (let p = 0; p < 3; p += 1) {
    const partnerId = (await createPartner(db)).id;
    const mine: string[] = [];
    for (let v = 0; v < 40; v += 1) mine.push((await createVoucher(db, partnerId)).code);
    codes.set(partnerId, mine);
    for (let r = 0; r < 4; r += 1)
      boxes.push({ partnerId, routerId: (await createRouter(db, partnerId)).id });
  }
});
afterAll(() => database.close());

let serial = 0;
/** A packet of `box`'s session `id`: a voucher session when `voucher` (one of the partner's codes), else auto. */
function packet(box: Box, id: string, status: SessionWrite['status'], voucher: boolean): SessionWrite {
  const now = new Date(Date.now() + serial++).toISOString();
  const partnerCodes = codes.get(box.partnerId)!;
  return {
    partnerId: box.partnerId,
    routerId: box.routerId,
    code: voucher ? partnerCodes[Number(id.split('-').pop()) % partnerCodes.length]! : null,
    acctSessionId: id,
    clientIp: null,
    clientMac: '02:00:00:00:00:01',
    status,
    startTime: now,
    lastUpdate: now,
    stopTime: status === 'connected' ? null : now,
    duration: 60,
    bytesIn: 1,
    bytesOut: 1,
    nasAddress: null,
    terminateCause: status === 'connected' ? null : 'User-Request',
    countersClamped: false,
  };
}

describe('accounting lanes', () => {
  it('keep the sessions counts exact and never deadlock, with 8 writers of three partners at once and a sweep beside them', async () => {
    // Each writer starts sessions (voucher and auto, every partner, its boxes in its own order) and stops
    // those it started a round before: a statement both inserts and moves rows of the same scopes, the case
    // that locked counts rows in two orders. writeSessions is called without the group commit, so a
    // deadlock (or any failure) fails the test instead of being retried.
    const writer = async (w: number) => {
      const order = w % 2 === 0 ? boxes : [...boxes].reverse();
      for (let round = 0; round < 6; round += 1) {
        const batch: SessionWrite[] = [];
        for (const [i, box] of order.entries()) {
          const voucher = (i + w + round) % 2 === 0;
          batch.push(packet(box, `w${w}-r${round}-${i}`, 'connected', voucher));
          if (round > 0) {
            const earlier = `w${w}-r${round - 1}-${i}`;
            batch.push(packet(box, earlier, (i + round) % 3 === 0 ? 'expired' : 'disconnected', !voucher));
          }
        }
        await writeSessions(database, w % 4 < 2 ? batch : batch.reverse());
      }
    };
    const sweep = async () => {
      for (let i = 0; i < 6; i += 1)
        await database.db.execute(sql`
          update hotspot_sessions set status = 'disconnected', stop_time = now()
          where status = 'connected' and acct_session_id like ${`w%-r${i}-1`}`);
    };
    const results = await Promise.allSettled([...Array.from({ length: 8 }, (_, w) => writer(w)), sweep()]);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    await expectCountsExact(database.db);
    const [moved] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from hotspot_sessions where status <> 'connected'`,
    );
    expect(moved!.n).toBeGreaterThan(200);
  });

  it('count an interim as no move, and a session whose start time changed as a new version of its scope', async () => {
    const box = boxes[0]!;
    await writeSessions(database, [packet(box, 'interim-1', 'connected', false)]);
    const before = await keptCounts(database.db);
    await writeSessions(database, [{ ...packet(box, 'interim-1', 'connected', false), bytesIn: 500 }]);
    expect(changedKeys(before, await keptCounts(database.db))).toEqual([]);

    await database.db.execute(
      sql`update hotspot_sessions set start_time = start_time - interval '1 minute' where acct_session_id = 'interim-1'`,
    );
    const after = await keptCounts(database.db);
    const key = keyOf('hotspot_sessions', box.partnerId, 'connected/auto');
    expect(changedKeys(before, after)).toEqual([key]);
    expect(after.get(key)!.n).toBe(before.get(key)!.n);
    expect(after.get(key)!.version).toBeGreaterThan(before.get(key)!.version);
  });

  it("write a box's packets in the order they came, through the lane that box always uses", async () => {
    const writer = createAccountingWriter(database, { lanes: 3 });
    const writes = boxes.flatMap((box) => [
      writer.write(packet(box, 'ordered-1', 'connected', true)),
      writer.write({ ...packet(box, 'ordered-1', 'connected', true), bytesIn: 9 }),
      writer.write({ ...packet(box, 'ordered-1', 'disconnected', true), bytesIn: 10 }),
    ]);
    await Promise.all(writes);
    await writer.drain();
    const rows = await queryRows<{ status: string; bytes_in: number; n: number }>(
      database.db,
      sql`select status, bytes_in::int, count(*)::int as n from hotspot_sessions
          where acct_session_id = 'ordered-1' group by 1, 2`,
    );
    expect(rows).toEqual([{ status: 'disconnected', bytes_in: 10, n: boxes.length }]);
    await expectCountsExact(database.db);
  });
});
