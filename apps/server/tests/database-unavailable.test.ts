import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { queryRows } from '../src/db/raw';
import { isDatabaseUnavailable } from '../src/lib/database-errors';
import { UNAVAILABLE_DETAIL } from '../src/plugins/errors';
import { type TestContext, createTestContext } from './helpers/app';
import { PASSWORD } from './helpers/factories';
import { createVoucher } from './helpers/hotspot';
import { withDatabaseName } from './helpers/postgres-url';
import { twoPartners } from './helpers/world';

/**
 * A database that is away (a restart, the primary lost while a standby is promoted: decision 082) is not
 * the caller's fault nor a defect: the API answers 503 with Retry-After, and logs it once in a while, not
 * once per request. The errors here are the drivers' own: postgres-js failing to connect, PGlite refusing a
 * write in a read-only transaction (what a standby not yet promoted answers).
 */

/** The error a real driver throws for `run`. */
const thrownBy = async (run: () => Promise<unknown>): Promise<unknown> => {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
};

let refused: unknown;
let readOnly: unknown;
let uniqueViolation: unknown;
let ctx: TestContext;
const lines: string[] = [];

beforeAll(async () => {
  // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
  const sql = postgres('postgres://nobody@127.0.0.1:9/none', { connect_timeout: 2, max: 1 });
  refused = await thrownBy(() => sql`select 1`);
  await sql.end();
  const pglite = new PGlite();
  await pglite.exec('create table t (id int primary key)');
  readOnly = await thrownBy(() =>
    pglite.transaction(async (tx) => {
      await tx.exec('set transaction read only');
      await tx.exec('insert into t values (1)');
    }),
  );
  await pglite.exec('insert into t values (1)');
  uniqueViolation = await thrownBy(() => pglite.exec('insert into t values (1)'));
  await pglite.close();

  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  ctx = await createTestContext(
    { LOG_LEVEL: 'info' },
    {
      logStream,
      beforeReady: (app) => {
        app.get('/probe/refused', async () => {
          throw refused;
        });
        // As Drizzle throws it: its own error with the driver's as the cause.
        app.get('/probe/read-only', async () => {
          throw new Error('Failed query: insert into t values ($1)', { cause: readOnly });
        });
        app.get('/probe/defect', async () => {
          throw new Error('a bug');
        });
      },
    },
  );
}, 60_000);
afterAll(() => ctx?.close());

describe('the database away', () => {
  it('is told apart from other failures, in the drivers’ own errors', () => {
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(readOnly)).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: readOnly }))).toBe(true);
    expect(isDatabaseUnavailable(uniqueViolation)).toBe(false);
    expect(isDatabaseUnavailable(new Error('a bug'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });

  it('answers 503 with Retry-After and a plain detail; a defect is still a 500', async () => {
    for (const url of ['/probe/refused', '/probe/read-only']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ detail: UNAVAILABLE_DETAIL });
      expect(res.body).not.toMatch(/stack|127\.0\.0\.1|insert into/);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/probe/defect' })).statusCode).toBe(500);
  });

  it('logs one line for a run of failures, not one per request', async () => {
    const before = lines.filter((line) => line.includes('the database is unavailable')).length;
    for (let i = 0; i < 20; i += 1) await ctx.app.inject({ method: 'GET', url: '/probe/refused' });
    const after = lines.filter((line) => line.includes('the database is unavailable')).length;
    // The first test's two requests logged one line; these twenty, within ten seconds of it, none.
    expect(before).toBe(1);
    expect(after).toBe(1);
  });
});

/**
 * Every transaction of the app's database read-only from now on (or no longer): PGlite has one session, set
 * there; on PostgreSQL the database's default, and its backends ended so that the pools reconnect and take
 * it (what a failover does to them too). A pool whose connection was reset mid-query never ended in
 * postgres-js: this file's closing (afterAll) hung until the pools' close got a timeout (db/client.ts).
 */
async function setReadOnly(on: boolean): Promise<void> {
  const source = inject('database');
  if (source.kind === 'pglite') {
    await ctx.db.execute(
      on ? sql`set default_transaction_read_only = on` : sql`set default_transaction_read_only = off`,
    );
    return;
  }
  const [{ name } = { name: '' }] = await queryRows<{ name: string }>(
    ctx.db,
    sql`select current_database() as name`,
  );
  const admin = await openDatabase({ databaseUrl: withDatabaseName(source.url, 'postgres'), migrate: false });
  try {
    const database = sql.identifier(name);
    await admin.db.execute(
      on
        ? sql`alter database ${database} set default_transaction_read_only = on`
        : sql`alter database ${database} reset default_transaction_read_only`,
    );
    await admin.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`,
    );
  } finally {
    await admin.close();
  }
}

/** The first answer of `request` other than 503 within `ms` (a pool's first query after its backends ended may still fail). */
async function untilServed(request: () => Promise<{ statusCode: number }>, ms = 10_000) {
  const until = Date.now() + ms;
  for (;;) {
    const res = await request();
    if (res.statusCode !== 503 || Date.now() > until) return res;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a database that refuses writes, as a standby does until it is promoted', () => {
  it('the API and the guest portal answer 503, and work again once it takes writes', async () => {
    const world = await twoPartners(ctx);
    const voucher = await createVoucher(ctx.db, world.mine.partner.id);
    const signIn = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/auth/jwt/create/',
        payload: { phone: world.mine.admin.email, password: PASSWORD },
      });
    const logIn = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/portal/${world.mine.routers[0]!.serialNumber}/login`,
        payload: new URLSearchParams({ code: voucher.code }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    // Every write from here on is refused (SQLSTATE 25006), or its connection was just ended: both a 503.
    await setReadOnly(true);
    try {
      const api = await signIn();
      expect(api.statusCode, api.body).toBe(503);
      expect(api.json()).toEqual({ detail: UNAVAILABLE_DETAIL });
      const portal = await logIn();
      expect(portal.statusCode).toBe(503);
      expect(portal.headers['content-type']).toContain('text/html');
    } finally {
      await setReadOnly(false);
    }
    expect((await untilServed(signIn)).statusCode).toBe(200);
    expect((await untilServed(logIn)).statusCode).toBe(200);
  });
});
