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

/** The migrations folder as it was before 0006: the journal cut after 0005. */
function foldersBefore0006(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ared-migrations-'));
  dirs.push(dir);
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag === '0006_list_counts');
  expect(cut).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return dir;
}

// Always on PGlite: the migration's SQL is the same on both engines, and this needs a database at 0005.
// Migrating a new database from scratch takes ~15 s on a busy 2-core machine: a generous timeout.
it('0006 counts the routers, SMEs and billings already there and drops billing_counts', async () => {
  const client = new PGlite({ extensions: await pgliteExtensions() });
  try {
    const db = drizzle(client) as unknown as Db;
    await migrate(drizzle(client), { migrationsFolder: foldersBefore0006() });
    await db.execute(
      sql`insert into partners (name, slug, plan) values ('A', 'a', 'Premium'), ('B', 'b', 'SME')`,
    );
    await db.execute(sql`
      insert into routers (partner_id, serial_number)
      select case g % 3 when 0 then 1 when 1 then 2 else null end, 'R' || g from generate_series(1, 50) g`);
    await db.execute(sql`
      insert into smes (unique_id, partner_id, name, tin_number, admin_name, admin_email, admin_phone, location, type,
        is_active, is_terminated)
      select 'S' || g, 1 + g % 2, 'SME', '1', 'Admin', 'a@x.rw', '+250788000000', 'Kigali', 'Hotels', g % 3 <> 0, g % 4 = 0
      from generate_series(1, 20) g`);
    await db.execute(sql`
      insert into billings (partner_id, sme_id, kind, item_name, start_date, end_date, due_date, amount, final_amount,
        is_paid)
      select s.partner_id, s.id, case when g % 2 = 0 then 'sms' else 'subscription' end, 'Plan',
        date '2026-01-01' + g, date '2026-01-31' + g, date '2026-01-08' + g, 1, 1, g % 5 = 0
      from generate_series(1, 40) g join smes s on s.unique_id = 'S' || (1 + g % 20)`);

    await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
    await expectCountsExact(db);
    const [routersOfA] = await queryRows<{ n: number }>(
      db,
      sql`select n from list_counts where list = 'routers' and partner_id = 1`,
    );
    expect(routersOfA?.n).toBe(16);
    const leftovers = await queryRows(
      db,
      sql`select 1 from pg_class where relname = 'billing_counts'
          union all select 1 from pg_proc where proname = 'billing_counts_apply'
          union all select 1 from pg_trigger where tgname like 'billings_count_%'`,
    );
    expect(leftovers).toEqual([]);
  } finally {
    await client.close();
  }
}, 120_000);
