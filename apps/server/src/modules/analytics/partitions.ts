import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';

/** The raw time series partitioned by month (migration 0015, decision 038), each with its retention. */
export const MONTHLY_PARTITIONED = ['router_metrics', 'advert_views'] as const;
type Partitioned = (typeof MONTHLY_PARTITIONED)[number];

const MONTHS_AHEAD = 3;
const PARTITION_NAME = /_(\d{4})_(\d{2})$/;

/** Creates the month partitions from this month to MONTHS_AHEAD ahead (idempotent). */
export async function ensureMonthPartitions(db: Db, now: Date): Promise<void> {
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + MONTHS_AHEAD, 1));
  for (const table of MONTHLY_PARTITIONED)
    await db.execute(
      sql`select analytics_month_partitions(${table}, ${now.toISOString()}::timestamptz, ${last.toISOString()}::timestamptz)`,
    );
}

/**
 * Drops the month partitions of `table` that end before `before`: retention takes a month at once instead of
 * deleting its rows one by one (the rows of the month that straddles `before` are deleted by the sweep).
 * Answers the partitions dropped.
 */
export async function dropMonthsBefore(db: Db, table: Partitioned, before: Date): Promise<string[]> {
  const parts = await queryRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_inherits i
      join pg_class c on c.oid = i.inhrelid
      where i.inhparent = ${table}::regclass`,
  );
  const dropped: string[] = [];
  for (const { name } of parts) {
    const match = PARTITION_NAME.exec(name);
    if (!match || !name.startsWith(`${table}_`)) continue;
    const end = Date.UTC(Number(match[1]), Number(match[2]), 1);
    if (end > before.getTime()) continue;
    await db.execute(sql.raw(`drop table if exists "${name.replace(/"/g, '')}"`));
    dropped.push(name);
  }
  return dropped.sort();
}
