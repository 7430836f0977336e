import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import type { AnalyticsRange } from './range';

/** The rollup pairs (`<table>_hourly`, `<table>_daily`), decision 038. */
export const ROLLUP_TABLES = [
  'session',
  'voucher',
  'login_failure',
  'reading',
  'advert_view',
  'sms',
  'portal_visit',
] as const;
export type RollupTable = (typeof ROLLUP_TABLES)[number];
export type Aggregate = 'sum' | 'max';
export type Columns = Record<string, Aggregate>;

const NAME = /^[a-z][a-z_]*$/;

/** `router_id` in the scope: box ids, or [-1] for the partner's total. Bound as JSON text (both engines). */
export const inScope = (scope: readonly number[]): SQL =>
  scope.length === 1
    ? sql`router_id = ${scope[0]}`
    : sql`router_id in (select value::int from json_array_elements_text(${JSON.stringify(scope)}::json))`;

function selectList(columns: Columns): SQL {
  const parts = Object.entries(columns).map(([column, agg]) => {
    if (!NAME.test(column)) throw new Error(`bad rollup column ${column}`);
    return sql.raw(`coalesce(${agg}(${column}), 0)::float8 as "${column}"`);
  });
  return sql.join(parts, sql`, `);
}

/** The rows a range reads: hourly rows for today (hour buckets), daily rows grouped by its unit otherwise. */
function bucketed(
  table: RollupTable,
  partnerId: number,
  scope: readonly number[],
  range: AnalyticsRange,
  columns: Columns,
) {
  if (!(ROLLUP_TABLES as readonly string[]).includes(table)) throw new Error(`bad rollup table ${table}`);
  if (range.unit === 'hour') {
    const end = range.buckets[range.buckets.length - 1]!.end;
    return sql`select extract(epoch from hour)::float8 * 1000 as "bucket", ${selectList(columns)}
      from ${sql.raw(`${table}_hourly`)}
      where partner_id = ${partnerId} and ${inScope(scope)}
        and hour >= ${range.start.toISOString()}::timestamptz and hour < ${end.toISOString()}::timestamptz
      group by hour`;
  }
  const label = {
    day: `to_char(day, 'YYYY-MM-DD')`,
    month: `to_char(day, 'YYYY-MM')`,
    year: `to_char(day, 'YYYY')`,
  }[range.unit];
  return sql`select ${sql.raw(label)} as "bucket", ${selectList(columns)}
    from ${sql.raw(`${table}_daily`)}
    where partner_id = ${partnerId} and ${inScope(scope)}
      and day >= ${range.firstDay}::date and day <= ${range.lastDay}::date
    group by 1`;
}

/**
 * One value per bucket of `range` for each column (0 where nothing was recorded): sums, or the largest
 * value for 'max' columns. `scope` is box ids, or [ALL_BOXES] for the partner's total rows.
 */
export async function readBuckets(
  db: Db,
  table: RollupTable,
  partnerId: number,
  scope: readonly number[],
  range: AnalyticsRange,
  columns: Columns,
): Promise<Record<string, number[]>> {
  const rows = await queryRows<Record<string, number | string>>(
    db,
    bucketed(table, partnerId, scope, range, columns),
  );
  const index = new Map<string, number>(
    range.buckets.map((b, i) => [range.unit === 'hour' ? String(b.start.getTime()) : b.label, i]),
  );
  const out: Record<string, number[]> = {};
  for (const column of Object.keys(columns)) out[column] = range.buckets.map(() => 0);
  for (const row of rows) {
    const i = index.get(String(range.unit === 'hour' ? Number(row.bucket) : row.bucket));
    if (i === undefined) continue;
    for (const [column, agg] of Object.entries(columns)) {
      const value = Number(row[column] ?? 0);
      const series = out[column]!;
      series[i] = agg === 'max' ? Math.max(series[i]!, value) : series[i]! + value;
    }
  }
  return out;
}

/** Each column over the whole range: the sum of its buckets, or the largest for 'max' columns. */
export async function readTotals(
  db: Db,
  table: RollupTable,
  partnerId: number,
  scope: readonly number[],
  range: AnalyticsRange,
  columns: Columns,
): Promise<Record<string, number>> {
  const buckets = await readBuckets(db, table, partnerId, scope, range, columns);
  return Object.fromEntries(
    Object.entries(columns).map(([column, agg]) => {
      const values = buckets[column]!;
      return [column, agg === 'max' ? Math.max(0, ...values) : values.reduce((a, b) => a + b, 0)];
    }),
  );
}
