import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Runs a raw statement and returns its rows, whichever engine answers: PGlite gives `{rows}`, postgres-js an
 * array. Used where one set-based statement beats the query builder (the billing engine's CTEs).
 */
export async function queryRows<T extends Record<string, unknown>>(db: Db, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown;
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
