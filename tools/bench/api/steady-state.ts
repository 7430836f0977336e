import { sql } from 'drizzle-orm';
import type { Db } from '../../../apps/server/src/db/client';
import { queryRows } from '../../../apps/server/src/db/raw';

const BIG_TABLES = ['routers', 'router_state', 'smes', 'billings', 'invoices', 'users', 'partners'];
const PASSES = 5;

type Visibility = { relname: string; relpages: number; relallvisible: number };

const visibility = (db: Db) =>
  queryRows<Visibility>(
    db,
    sql`select relname, relpages::int as relpages, relallvisible::int as relallvisible from pg_class
        where relkind = 'r' and relname = any(${`{${BIG_TABLES.join(',')}}`}::text[]) order by relname`,
  );

/**
 * The steady state a running database reaches (autovacuum has been by): statistics fresh and the
 * visibility map set, so index-only scans skip the heap. A VACUUM right after the bulk load has been seen
 * to leave relallvisible = 0; it is repeated on the tables still behind until every page is all-visible.
 */
export async function reachSteadyState(db: Db, log: (line: string) => void): Promise<string> {
  await db.execute(sql`vacuum analyze`);
  let figures = '';
  for (let pass = 1; pass <= PASSES; pass += 1) {
    const rows = await visibility(db);
    figures = `all-visible/pages after ${pass} pass(es): ${rows.map((r) => `${r.relname} ${r.relallvisible}/${r.relpages}`).join(', ')}`;
    log(`  ${figures}`);
    const behind = rows.filter((r) => r.relallvisible < r.relpages);
    if (behind.length === 0) return figures;
    await new Promise((r) => setTimeout(r, 1000));
    for (const r of behind) await db.execute(sql.raw(`vacuum analyze ${r.relname}`));
  }
  log(`  the visibility map is still incomplete after ${PASSES} passes; measuring anyway`);
  return `${figures} (incomplete)`;
}
