import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { createPglitePrepared, sqlLiteral } from '../src/db/pglite-prepared';
import { openTestDatabase } from './helpers/database';

/**
 * `database.prepared`: the hot statements. On PGlite they are prepared server-side and run as EXECUTE with
 * their values as quoted literals (decision 028), so the values must arrive exactly as bound parameters
 * would; on PostgreSQL they are bound as always. Both engines must give the same answers.
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const ECHO = `select $1::text as t, $2::int as i, $3::jsonb as j, $4::text[] as a, $5::timestamptz as d,
  $6::boolean as b, $7::text is null as missing`;

describe('hot statements', () => {
  it('hand every kind of value over unchanged: quotes, backslashes, unicode, json, arrays, dates', async () => {
    const tricky = `O'Brien \\ '' \\' ; drop table vouchers; -- ✓ Kigali`;
    const json = JSON.stringify({ code: "A'B", list: [1, 2], nested: { q: '\\"' } });
    const at = new Date('2026-11-23T10:11:12.345Z');
    const echo = database.prepared<Record<string, unknown>>(ECHO);
    for (let round = 0; round < 3; round += 1) {
      const [row] = await echo([tricky, 42 + round, json, '{"x,y","z\\"q"}', at.toISOString(), true, null]);
      expect(row).toMatchObject({ t: tricky, i: 42 + round, b: true, missing: true });
      expect(row!.j).toEqual(JSON.parse(json));
      expect(row!.a).toEqual(['x,y', 'z"q']);
      expect(new Date(row!.d as string | Date).toISOString()).toBe(at.toISOString());
    }
  });

  it('refuse a NUL byte as PostgreSQL refuses a bound one, and keep working after it', async () => {
    const echo = database.prepared<{ t: string }>('select $1::text as t');
    await expect(echo(['a\u0000b'])).rejects.toThrow();
    expect(await echo(['after'])).toEqual([{ t: 'after' }]);
  });

  it('report a bad value as the database error it is, not a broken statement', async () => {
    const echo = database.prepared<{ i: number }>('select $1::int as i');
    await expect(echo(['not a number'])).rejects.toThrow(/invalid input syntax for type integer/);
    expect(await echo([7])).toEqual([{ i: 7 }]);
  });

  it('on PGlite, prepare a statement once however often it runs', async () => {
    // Its own in-memory PGlite: the suite's engine may be PostgreSQL, where statements are bound instead.
    const client = new PGlite();
    try {
      const prepared = createPglitePrepared(client);
      const plusOne = prepared<{ n: number }>('select $1::int + 1 as n');
      const runs = await Promise.all(Array.from({ length: 5 }, (_, i) => plusOne([i])));
      expect(runs).toEqual([0, 1, 2, 3, 4].map((i) => [{ n: i + 1 }]));
      const { rows } = await client.query<{ name: string }>('select name from pg_prepared_statements');
      expect(rows).toEqual([{ name: 'ared_hot_1' }]);
    } finally {
      await client.close();
    }
  });
});

describe('sqlLiteral', () => {
  it('quotes text by doubling quotes, leaves backslashes alone, and refuses what it cannot write', () => {
    expect(sqlLiteral("it's")).toBe("'it''s'");
    expect(sqlLiteral('a\\b')).toBe("'a\\b'");
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(undefined)).toBe('NULL');
    expect(sqlLiteral(12)).toBe("'12'");
    expect(sqlLiteral(false)).toBe("'false'");
    expect(sqlLiteral(new Date('2026-01-02T03:04:05.000Z'))).toBe("'2026-01-02T03:04:05.000Z'");
    expect(sqlLiteral('x\u0000y')).toBeNull();
    expect(sqlLiteral(Number.NaN)).toBeNull();
    expect(sqlLiteral(new Date('nope'))).toBeNull();
    expect(sqlLiteral({ a: 1 })).toBeNull();
  });
});
