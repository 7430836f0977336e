import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/lib/database-errors';
import { UNAVAILABLE_DETAIL } from '../src/plugins/errors';
import { type TestContext, createTestContext } from './helpers/app';

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
