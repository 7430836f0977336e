import { channel } from 'node:diagnostics_channel';
import { type SQL, and, asc, desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type SeekKey, type SeekOrder, afterKey } from '../list/anchors';
import { type EachRowSelect, eachRow } from './each-row';

/** Rows read per statement: a chunk is what an export holds in memory at once (decision 051). */
export const EXPORT_CHUNK_ROWS = 1000;

/**
 * Published once per chunk read (`{ rows }`): the exports' own measure of how they read, watched by the
 * streaming test and open to any diagnostics subscriber. Nothing is published when nobody listens.
 */
export const exportChunkChannel = channel('ared:csv-export:chunk');

/** An export row carries its sort key, read as text so timestamps keep their microseconds. */
export type KeyedRow = { key: SeekKey };

/**
 * `key`, to add to an export's select: the order's columns as a text array, the form `afterKey` takes
 * back (the list anchors read their keys the same way).
 */
export const exportKeySql = (order: SeekOrder): SQL<string[]> =>
  sql<string[]>`array[${sql.join(
    order.columns.map((c) => sql`${c}::text`),
    sql`, `,
  )}]`;

/**
 * A filtered query an export reads: `scan` hands each row the list's filters select after `after`
 * (undefined: from the top), at most `limit`, ordered by `order`, to `each` as it is read; each row carries
 * `key: exportKeySql(order)`.
 */
export type ExportQuery<Row extends KeyedRow> = {
  order: SeekOrder;
  scan: (after: SQL | undefined, limit: number, each: (row: Row) => void) => Promise<void>;
};

/** A select with its FROM and joins (a Drizzle select builder): what an export's chunks are read from. */
type ExportSelect = {
  where(condition: SQL | undefined): {
    orderBy(...columns: SQL[]): { limit(rows: number): EachRowSelect };
  };
};

/**
 * The export of a list: `from(key)` selects the list's row with `key` added (the order's columns as text) from
 * its tables; each chunk filters it by `where` and the seek after the chunk before, in `order`.
 */
export function seekExportQuery<Row extends KeyedRow>(
  db: Db,
  order: SeekOrder,
  where: SQL | undefined,
  from: (key: SQL<string[]>) => ExportSelect,
): ExportQuery<Row> {
  const sorted = order.columns.map((c) => (order.direction === 'desc' ? desc(c) : asc(c)));
  return {
    order,
    scan: (after, limit, each) =>
      eachRow<Row>(
        db,
        from(exportKeySql(order))
          .where(and(where, after))
          .orderBy(...sorted)
          .limit(limit),
        each,
      ),
  };
}

/**
 * The query's rows as text, a chunk at a time: each chunk is a keyset seek after the last row of the one
 * before (an index range, never OFFSET, never the whole result), read only when the consumer asks for it, so
 * a slow client holds the reading back. Each row becomes its text (`text`) as it arrives and is dropped:
 * a chunk in memory is its text, not its rows (decision 070). Stops before the next read once `signal` is
 * aborted.
 */
export async function* keysetChunks<Row extends KeyedRow>(
  query: ExportQuery<Row>,
  text: (row: Row) => string,
  signal: AbortSignal,
  chunkRows = EXPORT_CHUNK_ROWS,
): AsyncGenerator<string> {
  let after: SQL | undefined;
  while (!signal.aborted) {
    let chunk = '';
    let rows = 0;
    let last: Row | undefined;
    await query.scan(after, chunkRows, (row) => {
      chunk += text(row);
      rows += 1;
      last = row;
    });
    if (exportChunkChannel.hasSubscribers) exportChunkChannel.publish({ rows });
    if (rows > 0) yield chunk;
    if (rows < chunkRows || last === undefined) return;
    after = afterKey(query.order, last.key);
  }
}
