import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { queryRows } from '../src/db/raw';
import { openTestDatabase } from './helpers/database';
import { withDatabaseName } from './helpers/postgres-url';

/**
 * Decision 082: the server's pools survive the database dropping their connections (a restart, the
 * primary lost and its standby promoted) without a restart of the server, and a DATABASE_URL listing
 * several hosts reaches the one that answers. PGlite is in the process: it has no connection to lose.
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const one = async (db: Database['db']) =>
  (await queryRows<{ one: number }>(db, sql`select 1 as one`))[0]?.one;

/** Until `probe` answers, for at most `ms`: a dropped connection's next query may still meet the close. */
async function eventually<T>(probe: () => Promise<T>, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await probe();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

describe('connections lost and found again', () => {
  it('every pool reconnects by itself after the database ended all its connections', async () => {
    expect(await one(database.db)).toBe(1);
    expect(await one(database.hot)).toBe(1);
    const source = inject('database');
    if (source.kind === 'pglite') return;
    const name = (await queryRows<{ name: string }>(database.db, sql`select current_database() as name`))[0]!
      .name;
    const before = await database.connections();
    expect(before.connections.reduce((n, c) => n + c.count, 0)).toBeGreaterThan(0);
    // As a restarted or failed-over server does: every backend of this database ended from outside.
    const admin = await openDatabase({
      databaseUrl: withDatabaseName(source.url, 'postgres'),
      migrate: false,
    });
    try {
      await admin.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`,
      );
    } finally {
      await admin.close();
    }
    expect(await eventually(() => one(database.db))).toBe(1);
    expect(await eventually(() => one(database.hot))).toBe(1);
    expect(await eventually(() => database.claimPeriod(4242, 1, 1000))).toBe(true);
    expect(await eventually(() => database.withAdvisoryLock(4243, async () => {}))).toBe(true);
  });

  it('a DATABASE_URL whose first host is down reaches the next one', async () => {
    const source = inject('database');
    // The embedded database has no URL: what it answers is all there is to check.
    if (source.kind === 'pglite') return expect(await one(database.db)).toBe(1);
    const name = (await queryRows<{ name: string }>(database.db, sql`select current_database() as name`))[0]!
      .name;
    const live = new URL(withDatabaseName(source.url, name));
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    const url = `postgres://${live.username}@127.0.0.1:1,${live.host}${live.pathname}?target_session_attrs=read-write`;
    const both = await openDatabase({ databaseUrl: url, migrate: false });
    try {
      expect(await one(both.db)).toBe(1);
      expect(await one(both.hot)).toBe(1);
    } finally {
      await both.close();
    }
  });
});
