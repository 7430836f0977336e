import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { type TestContext, createTestContext } from './helpers/app';

const SECRET_EMAIL = 'aline.secret@lakeview.rw';
const SECRET_CODE = 'not-a-number-481516';

let ctx: TestContext;
let lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

beforeAll(async () => {
  ctx = await createTestContext(
    { LOG_LEVEL: 'info' },
    {
      logStream,
      // Probes that fail in the database with a value a client could have sent as a parameter.
      beforeReady: (app) => {
        app.get('/probe/missing-table', async () =>
          app.deps.database.db.execute(sql`select * from no_such_table where email = ${SECRET_EMAIL}`),
        );
        app.get('/probe/bad-integer', async () =>
          app.deps.database.db
            .select({ id: users.id })
            .from(users)
            .where(sql`${users.id} = ${SECRET_CODE}::int and ${users.email} = ${SECRET_EMAIL}`),
        );
      },
    },
  );
});
afterAll(() => ctx.close());
beforeEach(() => {
  lines = [];
});

const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('a failed query is logged without its parameters', () => {
  it('a server failure (500) logs the SQL text and code, not the values', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/probe/missing-table' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Internal server error.' });
    const entry = logged().find((l) => l.msg === 'unhandled error');
    expect(entry, lines.join('\n')).toBeDefined();
    expect(entry!.err).toMatchObject({
      code: '42P01',
      query: expect.stringContaining('no_such_table'),
      stack: expect.stringContaining(' at '),
    });
    expect(lines.join('\n')).not.toContain(SECRET_EMAIL);
  });

  it('a value the database refuses (400) is logged as a warning, again without the values', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/probe/bad-integer' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'A value in the request cannot be stored.' });
    const entry = logged().find((l) => l.level === 40);
    expect(entry, lines.join('\n')).toBeDefined();
    expect(entry!.err).toMatchObject({ code: '22P02', query: expect.stringContaining('"users"') });
    const all = lines.join('\n');
    expect(all).not.toContain(SECRET_EMAIL);
    expect(all).not.toContain(SECRET_CODE);
  });
});
