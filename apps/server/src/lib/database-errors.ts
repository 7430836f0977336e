/**
 * What the database said when a query failed, read the same way from PGlite and postgres-js, and without
 * the values: the driver's message and detail quote them ('Key (lower(email))=(aline@…) already exists.'),
 * and Drizzle's own message lists every parameter.
 */
export type DatabaseFailure = {
  /** The SQLSTATE, e.g. 23505 for a unique violation. */
  code: string;
  constraint?: string | undefined;
  table?: string | undefined;
  column?: string | undefined;
  /** The SQL text with its $1 placeholders, when Drizzle ran it. */
  query?: string | undefined;
};

const SQLSTATE = /^[0-9A-Z]{5}$/;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The database failure behind an error (Drizzle wraps the driver's error as `cause`), or null. */
export function databaseFailure(error: unknown): DatabaseFailure | null {
  if (typeof error !== 'object' || error === null) return null;
  const wrapper = error as { query?: unknown; params?: unknown; cause?: unknown };
  const driver = (wrapper.cause ?? error) as Record<string, unknown>;
  if (typeof driver !== 'object' || driver === null) return null;
  const code = driver.code;
  if (typeof code !== 'string' || !SQLSTATE.test(code)) return null;
  return {
    code,
    // postgres-js names them constraint_name / table_name / column_name; PGlite as pg does.
    constraint: text(driver.constraint_name) ?? text(driver.constraint),
    table: text(driver.table_name) ?? text(driver.table),
    column: text(driver.column_name) ?? text(driver.column),
    query: 'params' in wrapper ? text(wrapper.query) : undefined,
  };
}

export const UNIQUE_VIOLATION = '23505';

/**
 * Class 22 (data exception: a value out of range, an impossible date, a NUL byte) and unique violations
 * come from what the client sent; the routes refuse these earlier with field errors, this is the net.
 */
export const isClientDataFailure = (failure: DatabaseFailure): boolean =>
  failure.code.startsWith('22') || failure.code === UNIQUE_VIOLATION;
