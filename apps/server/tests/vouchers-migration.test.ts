import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { migrationsFolder, pgliteExtensions } from '../src/db/client';
import { queryRows } from '../src/db/raw';
import { expectCountsExact } from './helpers/kept-counts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The migrations folder as it was before 0009: the journal cut after 0008. */
function foldersBefore0009(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ared-migrations-'));
  dirs.push(dir);
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag === '0009_vouchers_list_counts');
  expect(cut).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return dir;
}

// Always on PGlite, as list-counts-migration.test.ts: it needs a database at 0008.
it('0009 counts the vouchers and sessions already there, then keeps them', async () => {
  const client = new PGlite({ extensions: await pgliteExtensions() });
  try {
    const db = drizzle(client) as unknown as Db;
    await migrate(drizzle(client), { migrationsFolder: foldersBefore0009() });
    await db.execute(
      sql`insert into partners (name, slug, plan) values ('A', 'a', 'Premium'), ('B', 'b', 'SME')`,
    );
    await db.execute(sql`insert into routers (partner_id, serial_number) values (1, 'RA'), (2, 'RB')`);
    await db.execute(sql`
      insert into vouchers (partner_id, code, status, duration_seconds, expiry_date)
      select 1 + g % 2, 'C' || g, (array['active', 'used', 'expired', 'revoked'])[1 + g % 4], 60, now()
      from generate_series(1, 30) g`);
    await db.execute(sql`
      insert into hotspot_sessions (partner_id, router_id, session_type, acct_session_id, client_mac, status)
      select 1 + g % 2, 1 + g % 2, case when g % 3 = 0 then 'auto' else 'voucher' end, 'A' || g, 'M',
        (array['connected', 'disconnected', 'expired'])[1 + g % 3]
      from generate_series(1, 20) g`);

    await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
    await expectCountsExact(db);
    const [usedOfB] = await queryRows<{ n: number }>(
      db,
      sql`select n from list_counts where list = 'vouchers' and partner_id = 2 and scope = 'used'`,
    );
    expect(usedOfB?.n).toBe(8);
    // And the triggers keep them from here: a move, an insert and a delete.
    await db.execute(sql`update vouchers set status = 'expired' where status = 'active'`);
    await db.execute(
      sql`update hotspot_sessions set status = 'disconnected', bytes_in = 5 where status = 'connected'`,
    );
    await db.execute(sql`delete from vouchers where code = 'C1'`);
    await expectCountsExact(db);
  } finally {
    await client.close();
  }
}, 120_000);
