import { existsSync } from 'node:fs';
import { hostname } from 'node:os';
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
   * Claims `period` of the scheduled job `key` for this process for `holdMs`, and answers true; false when
   * another replica (or this one) already claimed it. A claim is a PostgreSQL session advisory lock on
   * (key, period) held on a connection of its own: a replica that dies loses its claims with its connection.
   * This is what makes a job run once per period across replicas (decision 082), not only never overlap.
   */
  claimPeriod: (key: number, period: number, holdMs: number) => Promise<boolean>;
  /**
   * This process's connections to the database as the database sees them, by pool and state (PostgreSQL's
   * pg_stat_activity: active, idle, idle in transaction…), and each pool's size: the pool usage /metrics shows.
   */
  connections: () => Promise<PoolUsage>;
  /**
   * A hot statement written in SQL with `$n` parameters: prepared once per connection on PostgreSQL (planned
   * once, not on every request), sent as-is to PGlite. Rows come back as plain objects named by the
   * statement's own column aliases. For the few statements on every request's path (decision 021).
   */
  prepared: <R extends Record<string, unknown>>(text: string) => (params: unknown[]) => Promise<R[]>;
  close: () => Promise<void>;
};

/** Connections by pool (`main`, `hot`, `locks`) and state, and the most each pool opens. */
export type PoolUsage = {
  connections: { pool: string; state: string; count: number }[];
  max: Record<string, number>;
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
  // One process holds the data directory: the claims need only outlive their period here.
  const claims = new Map<string, number>();
  const claimPeriod = async (key: number, period: number, holdMs: number): Promise<boolean> => {
    const now = Date.now();
    for (const [claim, until] of claims) if (until <= now) claims.delete(claim);
    const claim = `${key}:${period}`;
    if (claims.has(claim)) return false;
    claims.set(claim, now + holdMs);
    return true;
  };
  return {
    db: db as unknown as Db,
    hot: db as unknown as Db,
    engine: 'pglite',
    withAdvisoryLock,
    claimPeriod,
    // One in-process connection, no pool: nothing to show.
    connections: async () => ({ connections: [], max: {} }),
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

/** Connections each pool opens at most (main and hot; the job claims use one of their own). */
const POOL_MAX = 10;

/**
 * What every pool does when the database goes away (a restart, the primary lost and a standby promoted,
 * decision 082). postgres.js opens a closed connection again on the next query that needs it, trying the
 * URL's hosts in turn (`postgres://u@primary:5432,standby:5432/db?target_session_attrs=read-write` skips
 * one that is read-only), so nothing here restarts. Its own retry delay grows to 20 s, which would keep a
 * replica away from a standby promoted in a second: capped at 2 s, with jitter so replicas do not return
 * in step. A query waits for a connection up to CONNECT_TIMEOUT_S, then fails (a 503 or 500 to its client).
 */
const CONNECT_TIMEOUT_S = 5;
/** How long closing the pools waits for the queries in flight before it ends their connections. */
const CLOSE_TIMEOUT_S = 5;
const reconnectDelaySeconds = (retries: number): number =>
  Math.min(0.1 * 2 ** retries, 2) * (0.5 + Math.random() / 2);

/**
 * Each pool's application_name, by which /metrics finds this process's connections in pg_stat_activity:
 * the pool, then the host and process id, so replicas sharing a database are told apart (at most 63 bytes).
 */
const applicationName = (pool: string) => `ared-${pool} ${hostname().slice(0, 30)}:${process.pid}`;

async function openPostgres(url: string, shouldMigrate: boolean): Promise<Database> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const reconnecting = { connect_timeout: CONNECT_TIMEOUT_S, backoff: reconnectDelaySeconds };
  if (shouldMigrate) {
    // Several replicas may start at once: one migrates while the others wait on the advisory lock.
    const single = postgres(url, { max: 1, onnotice: () => {}, ...reconnecting });
    try {
      await single`select pg_advisory_lock(727274)`;
      const { migrate } = await import('drizzle-orm/postgres-js/migrator');
      await migrate(drizzle(single), { migrationsFolder: migrationsFolder() });
      await single`select pg_advisory_unlock(727274)`;
    } finally {
      await single.end();
    }
  }
  const client = postgres(url, {
    max: POOL_MAX,
    onnotice: () => {},
    ...reconnecting,
    connection: { ...SESSION_SETTINGS, application_name: applicationName('main') },
  });
  const db = drizzle(client, { schema });
  // In PostgreSQL's default mode a statement whose custom plan looks cheaper than its generic one (an OFFSET
  // of 0 does) is planned again on every execution, which is what preparing was to avoid. The hot statements
  // are written so their generic plan is the right one (page sizes are part of their text).
  const hotClient = postgres(url, {
    max: POOL_MAX,
    onnotice: () => {},
    ...reconnecting,
    connection: {
      ...SESSION_SETTINGS,
      plan_cache_mode: 'force_generic_plan',
      application_name: applicationName('hot'),
    },
  });
  const hot = drizzle(hotClient, { schema });
  // The jobs' period claims live as long as this one connection: never lent to a request, so a claim is
  // not released by a query's connection closing, and a dead replica's claims end with its connection.
  const locks = postgres(url, {
    max: 1,
    onnotice: () => {},
    ...reconnecting,
    connection: { application_name: applicationName('locks') },
  });
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
  const releases = new Set<NodeJS.Timeout>();
  // A session's advisory locks are re-entrant: a second claim from this process would be granted, so the
  // process keeps its own list of what it holds (two schedulers on one Database in the tests).
  const held = new Set<string>();
  const claimPeriod = async (key: number, period: number, holdMs: number): Promise<boolean> => {
    const claim = `${key}:${period}`;
    if (held.has(claim)) return false;
    held.add(claim);
    // The two-int4 form: its own key space, apart from withAdvisoryLock's single keys.
    const slot = period % 2 ** 31;
    let claimed = false;
    try {
      const [row] = await locks<{ claimed: boolean }[]>`
        select pg_try_advisory_lock(${key}::int4, ${slot}::int4) as claimed`;
      claimed = row?.claimed === true;
    } finally {
      if (!claimed) held.delete(claim);
    }
    if (!claimed) return false;
    const release = setTimeout(() => {
      releases.delete(release);
      held.delete(claim);
      // On a connection opened since (the old one, and its locks, are gone), this unlocks nothing.
      locks`select pg_advisory_unlock(${key}::int4, ${slot}::int4)`.catch(() => undefined);
    }, holdMs);
    release.unref();
    releases.add(release);
    return true;
  };
  const names = {
    main: applicationName('main'),
    hot: applicationName('hot'),
    locks: applicationName('locks'),
  };
  const connections = async (): Promise<PoolUsage> => {
    const rows = await locks<{ pool: string; state: string; count: number }[]>`
      select substr(split_part(application_name, ' ', 1), 6) as pool, coalesce(state, 'unknown') as state,
        count(*)::int as count
      from pg_stat_activity
      where datname = current_database() and application_name in (${names.main}, ${names.hot}, ${names.locks})
      group by 1, 2`;
    return { connections: [...rows], max: { main: POOL_MAX, hot: POOL_MAX, locks: 1 } };
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
    claimPeriod,
    connections,
    prepared,
    close: async () => {
      for (const release of releases) clearTimeout(release);
      // Queries in flight get CLOSE_TIMEOUT_S to finish. Without a bound, a pool whose connection was reset
      // mid-query (a failover) never ends in postgres-js, and the server's shutdown would hang on it.
      const timeout = CLOSE_TIMEOUT_S;
      await Promise.all([client.end({ timeout }), hotClient.end({ timeout }), locks.end({ timeout })]);
    },
  };
}
