import type { Database, Db } from './client';

// Per database (tests open many), per name: a query built once with placeholders. On PostgreSQL Drizzle's
// prepared queries are also named statements, parsed and planned once per connection.
const built = new WeakMap<object, Map<string, unknown>>();

/**
 * The prepared query `name`, built by `build` the first time it is asked for on this database. Names are
 * the query's shape (which filters, which ordering), never its values, so the set stays small.
 */
export function preparedQuery<T>(db: Db, name: string, build: () => T): T {
  let queries = built.get(db);
  if (!queries) {
    queries = new Map();
    built.set(db, queries);
  }
  let query = queries.get(name) as T | undefined;
  if (query === undefined) {
    query = build();
    queries.set(name, query);
  }
  return query;
}

type Statement = (params: unknown[]) => Promise<Record<string, unknown>[]>;
const statements = new WeakMap<Database, Map<string, Statement>>();

/** The hot statement `text` (SQL with `$n` parameters) of this database, prepared on first use. */
export function preparedSql<R extends Record<string, unknown>>(
  database: Database,
  text: string,
): (params: unknown[]) => Promise<R[]> {
  let known = statements.get(database);
  if (!known) {
    known = new Map();
    statements.set(database, known);
  }
  let statement = known.get(text);
  if (!statement) {
    statement = database.prepared(text);
    known.set(text, statement);
  }
  return statement as (params: unknown[]) => Promise<R[]>;
}
