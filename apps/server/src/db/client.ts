import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { createPglitePrepared } from './pglite-prepared';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type every query function takes, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  /**
   * The same database for the prepared list statements (`preparedQuery`). On PostgreSQL a pool of its own
   * whose connections always use a statement's generic plan: planned once, then only executed. The main
   * pool keeps PostgreSQL's default, re-planning one-off statements with their values (decision 021).
   */
  hot: Db;
  engine: 'pglite' | 'postgres';
  /**
   * Runs `run` while this process holds the PostgreSQL advisory lock `key`, and answers true; answers false
   * without running it when another holder (another replica, or another run here) has the lock.
   */
  withAdvisoryLock: (key: number, run: () => Promise<void>) => Promise<boolean>;
  /**
   * A hot statement written in SQL with `$n` parameters: prepared once per connection on PostgreSQL (planned
   * once, not on every request), sent as-is to PGlite. Rows come back as plain objects named by the
   * statement's own column aliases. For the few statements on every request's path (decision 021).
   */
  prepared: <R extends Record<string, unknown>>(text: string) => (params: unknown[]) => Promise<R[]>;
  close: () => Promise<void>;
};

export type OpenDatabaseOptions = {
  /** postgres://… to use PostgreSQL; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; in memory when absent. */
  dataDir?: string | undefined;
  /** A PGlite data-directory dump to start from (tests start from a migrated template). */
  loadDataDir?: Blob | File | undefined;
  migrate?: boolean;
};

/** The committed migrations: next to the bundle in production, two levels up from src during development. */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('Could not find the drizzle migrations folder');
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.migrate ?? true)
    : await openPglite(options);
  return database;
}

/**
 * The extensions the migrations create (pg_trgm: the people search, migration 0015). PGlite loads an
 * extension's code only when it is given here, so every PGlite that runs the migrations or opens a migrated
 * data directory is built with them.
 */
export async function pgliteExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
}

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: await pgliteExtensions(),
  });
  await client.waitReady;
  const db = drizzle(client, { schema });
  if (options.migrate ?? true) {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db, { migrationsFolder: migrationsFolder() });
  }
  // One connection for the whole process (the data-directory lock keeps other processes out), and advisory
  // locks are re-entrant within a session: the set is what keeps two runs here apart.
  const held = new Set<number>();
  const withAdvisoryLock = async (key: number, run: () => Promise<void>): Promise<boolean> => {
    if (held.has(key)) return false;
    held.add(key);
    try {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
        key,
      ]);
      if (!rows[0]?.locked) return false;
      try {
        await run();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [key]);
      }
      return true;
    } finally {
      held.delete(key);
    }
  };
  const prepared = createPglitePrepared(client);
  return {
    db: db as unknown as Db,
    hot: db as unknown as Db,
    engine: 'pglite',
    withAdvisoryLock,
    prepared,
    close: () => client.close(),
  };
}

/**
 * Settings of every connection of the server's pools (decision 040). Its statements are short reads through
 * indexes and small writes, each answering a request with a budget of milliseconds:
 * - JIT compiles any statement whose estimated cost is high, and a read over five years of monthly
 *   partitions, or a rollup batch keyed by a JSON list, is estimated high: 100 ms of compiling for a 30 ms
 *   read, 0.7 s of a 0.9 s rollup statement.
 * - A parallel plan starts worker processes per statement: measured 170 ms for a 60 ms count on two cores.
 */
const SESSION_SETTINGS = { jit: 'off', max_parallel_workers_per_gather: '0' } as const;

async function openPostgres(url: string, shouldMigrate: boolean): Promise<Database> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  if (shouldMigrate) {
    // Several replicas may start at once: one migrates while the others wait on the advisory lock.
    const single = postgres(url, { max: 1, onnotice: () => {} });
    try {
      await single`select pg_advisory_lock(727274)`;
      const { migrate } = await import('drizzle-orm/postgres-js/migrator');
      await migrate(drizzle(single), { migrationsFolder: migrationsFolder() });
      await single`select pg_advisory_unlock(727274)`;
    } finally {
      await single.end();
    }
  }
  const client = postgres(url, { max: 10, onnotice: () => {}, connection: SESSION_SETTINGS });
  const db = drizzle(client, { schema });
  // In PostgreSQL's default mode a statement whose custom plan looks cheaper than its generic one (an OFFSET
  // of 0 does) is planned again on every execution, which is what preparing was to avoid. The hot statements
  // are written so their generic plan is the right one (page sizes are part of their text).
  const hotClient = postgres(url, {
    max: 10,
    onnotice: () => {},
    connection: { ...SESSION_SETTINGS, plan_cache_mode: 'force_generic_plan', application_name: 'ared-hot' },
  });
  const hot = drizzle(hotClient, { schema });
  // A session lock needs one connection for its whole life: a reserved one, while the run uses the pool.
  const withAdvisoryLock = async (key: number, run: () => Promise<void>): Promise<boolean> => {
    const session = await client.reserve();
    try {
      const [row] = await session<{ locked: boolean }[]>`select pg_try_advisory_lock(${key}) as locked`;
      if (!row?.locked) return false;
      try {
        await run();
      } finally {
        await session`select pg_advisory_unlock(${key})`;
      }
      return true;
    } finally {
      session.release();
    }
  };
  // postgres-js names a statement that asks for it and keeps it per connection, keyed by its text: the
  // statement is parsed and planned once per connection, then only bound and executed.
  const prepared =
    <R extends Record<string, unknown>>(text: string) =>
    async (params: unknown[]) =>
      (await hotClient.unsafe(text, params as never[], { prepare: true })) as unknown as R[];
  return {
    db: db as unknown as Db,
    hot: hot as unknown as Db,
    engine: 'postgres',
    withAdvisoryLock,
    prepared,
    close: async () => {
      await Promise.all([client.end(), hotClient.end()]);
    },
  };
}
