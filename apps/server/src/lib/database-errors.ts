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

/** The driver's words for a connection that is gone or cannot be made (postgres-js and Node's sockets). */
const CONNECTION_LOST = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);
/**
 * SQLSTATEs of a database that is going away or cannot take the statement now: class 08 (connection
 * exception), 57P01–57P03 (shut down, crashed, starting), 25006 (a read-only transaction: a standby not yet
 * promoted, decision 082).
 */
const UNAVAILABLE_STATE = /^(08...|57P0[123]|25006)$/;

/**
 * True when an error says the database is away (a restart, the primary lost and a standby being promoted),
 * not that the request or the code is wrong: the request may well succeed when tried again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  // Drizzle wraps the driver's error as `cause`; a failed connect to several hosts is an AggregateError.
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, errors, cause } = current as { code?: unknown; errors?: unknown; cause?: unknown };
    if (typeof code === 'string' && (CONNECTION_LOST.has(code) || UNAVAILABLE_STATE.test(code))) return true;
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = cause;
  }
  return false;
}
