// drizzle-orm/utils is a public entry point of drizzle-orm, but this function is left out of its type
// declarations: it is what drizzle's own drivers map a row with, and using them keeps our rows identical
// to drizzle's (each-row.test.ts holds them to it, so an upgrade that changes them fails there).
import * as drizzleUtils from 'drizzle-orm/utils';
import type { Db } from '../../db/client';

type Field = { path: string[]; field: unknown };
type Mapping = {
  mapResultRow(fields: Field[], row: unknown[], joinsNotNullableMap?: Record<string, boolean>): unknown;
};
const { mapResultRow } = drizzleUtils as unknown as Mapping;

/** What drizzle's postgres.js driver prepares from a select: text, parameters, fields in select-list order, left joins. */
type PreparedSelect = {
  queryString: string;
  params: unknown[];
  fields: Field[];
  joinsNotNullableMap?: Record<string, boolean>;
};

/** A drizzle select builder, as an export reads it: awaitable, and preparable. */
export type EachRowSelect = PromiseLike<unknown[]> & { prepare(name: string): unknown };

type RowStream = { forEach(each: (row: unknown[]) => void): Promise<unknown> };
type PostgresJs = {
  unsafe(text: string, params: unknown[], options: { prepare: boolean }): { values(): RowStream };
};

const isPostgresJs = (client: unknown): client is PostgresJs =>
  typeof (client as { unsafe?: unknown } | undefined)?.unsafe === 'function';

/**
 * Hands each row of `select` to `each` as the database sends it, mapped exactly as drizzle maps it.
 *
 * Why not `await select`: the driver keeps every row of a result until its last one has arrived, and drizzle
 * maps them into a second array. A chunk's rows then live across young-generation collections and are
 * promoted, about 1.1 KB a row (decision 070): an export of 100,000 rows left 110 MB of garbage in the old
 * generation. Handed over one at a time (postgres.js `forEach`), a row is garbage before the next collection
 * and nothing is promoted. PGlite hands a result over whole, so there the chunk is awaited as before.
 */
export async function eachRow<Row>(db: Db, select: EachRowSelect, each: (row: Row) => void): Promise<void> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!isPostgresJs(client)) {
    for (const row of await select) each(row as Row);
    return;
  }
  // The name is required by drizzle and ignored here: the statement is sent as drizzle sends an unnamed
  // select (`prepare: false`), so parameters are typed the same way (a named statement types a Date by the
  // column it meets, and the transparent serializers drizzle installs would then send it unconverted).
  const { queryString, params, fields, joinsNotNullableMap } = select.prepare('csv_export') as PreparedSelect;
  await client
    .unsafe(queryString, params, { prepare: false })
    .values()
    .forEach((raw) => each(mapResultRow(fields, raw, joinsNotNullableMap) as Row));
}
