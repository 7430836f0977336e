import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { queryRows } from '../../src/db/raw';

/**
 * Counters every request may move (the database-backed rate limits, the refused-login counts flushed every
 * few seconds, and the analytics' queue of hours to roll up, which only follows rows digested elsewhere):
 * not the data a call may change.
 */
const VOLATILE_TABLES = new Set([
  'rate_limit_counters',
  '__drizzle_migrations',
  'hotspot_login_failures',
  'analytics_dirty',
]);

/**
 * A digest of every row of every table, to prove that a refused call changed nothing: take one before,
 * one after, and compare. Table by table, so a failure names the table that changed.
 */
export async function databaseDigest(db: Db): Promise<Record<string, string>> {
  const tables = (
    await queryRows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).filter(({ name }) => !VOLATILE_TABLES.has(name));
  // One statement for all tables: a walk takes hundreds of digests.
  const statement = tables
    .map(
      ({ name }) =>
        `select '${name}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5 from "${name}" t`,
    )
    .join(' union all ');
  const rows = await queryRows<{ name: string; md5: string }>(db, sql.raw(statement));
  return Object.fromEntries(rows.map((row) => [row.name, row.md5]));
}
