import { channel } from 'node:diagnostics_channel';
import { type SQL, and, asc, desc, sql } from 'drizzle-orm';
import { type SeekKey, type SeekOrder, afterKey } from '../list/anchors';

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
 * A filtered query an export reads: `read` selects at most `limit` rows the list's filters select, after
 * `after` (undefined: from the top), ordered by `order`, each with `key: exportKeySql(order)`.
 */
export type ExportQuery<Row extends KeyedRow> = {
  order: SeekOrder;
  read: (after: SQL | undefined, limit: number) => Promise<Row[]>;
};

/** A select with its FROM and joins (a Drizzle select builder): what an export's chunks are read from. */
type ExportSelect = {
  where(condition: SQL | undefined): {
    orderBy(...columns: SQL[]): { limit(rows: number): PromiseLike<unknown[]> };
  };
};

/**
 * The export of a list: `from(key)` selects the list's row with `key` added (the order's columns as text) from
 * its tables; each chunk filters it by `where` and the seek after the chunk before, in `order`.
 */
export function seekExportQuery<Row extends KeyedRow>(
  order: SeekOrder,
  where: SQL | undefined,
  from: (key: SQL<string[]>) => ExportSelect,
): ExportQuery<Row> {
  const sorted = order.columns.map((c) => (order.direction === 'desc' ? desc(c) : asc(c)));
  return {
    order,
    read: async (after, limit) =>
      (await from(exportKeySql(order))
        .where(and(where, after))
        .orderBy(...sorted)
        .limit(limit)) as Row[],
  };
}

/**
 * The query's rows, chunk by chunk: each chunk is a keyset seek after the last row of the one before (an
 * index range, never OFFSET, never the whole result), read only when the consumer asks for it, so a slow
 * client holds the reading back. Stops before the next read once `signal` is aborted.
 */
export async function* keysetChunks<Row extends KeyedRow>(
  query: ExportQuery<Row>,
  signal: AbortSignal,
  chunkRows = EXPORT_CHUNK_ROWS,
): AsyncGenerator<Row[]> {
  let after: SQL | undefined;
  while (!signal.aborted) {
    const rows = await query.read(after, chunkRows);
    if (exportChunkChannel.hasSubscribers) exportChunkChannel.publish({ rows: rows.length });
    if (rows.length > 0) yield rows;
    if (rows.length < chunkRows) return;
    after = afterKey(query.order, rows[rows.length - 1]!.key);
  }
}
