import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { queryRows } from '../src/db/raw';
import { openTestDatabase } from './helpers/database';

/**
 * Issue 28 §1, "triggers are declared next to the table they write": each module's `triggers.sql` (and
 * `db/schema/*.sql` for the core tables) holds the current definition of every trigger and SQL function
 * that writes its tables. The migrations change the database; these files say what it holds. This test
 * keeps the two in step: the functions and triggers of a migrated database are exactly those the declared
 * files create, definition for definition as PostgreSQL prints them. Which table each declared file writes
 * is checked by scripts/table-owners.mjs (its module's tables only).
 */

const SRC = join(__dirname, '../src');

/** The declared files: the core ones in db/schema first (list_counts' helpers), then each module's. */
export function declaredFiles(): string[] {
  const core = readdirSync(join(SRC, 'db/schema'))
    .filter((n) => n.endsWith('.sql'))
    .sort()
    .map((n) => join(SRC, 'db/schema', n));
  const modules = readdirSync(join(SRC, 'modules'))
    .sort()
    .map((m) => join(SRC, 'modules', m, 'triggers.sql'))
    .filter((path) => existsSync(path));
  return [...core, ...modules];
}

/** A declared file's statements, split where the migrations split theirs. */
const statementsOf = (text: string) =>
  text
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => s.replace(/^--.*$/gm, '').trim() !== '');

type Definitions = { functions: Record<string, string>; triggers: Record<string, string> };

/** The public schema's own functions (extensions' left out) and its triggers, by name, as printed. */
async function definitions(database: Database): Promise<Definitions> {
  const functions = await queryRows<{ name: string; def: string }>(
    database.db,
    sql`select p.oid::regprocedure::text as name, pg_get_functiondef(p.oid) as def
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public'
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
  );
  const triggers = await queryRows<{ name: string; def: string }>(
    database.db,
    sql`select c.relname || '.' || t.tgname as name, pg_get_triggerdef(t.oid) as def
        from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
        where not t.tgisinternal and n.nspname = 'public'`,
  );
  return {
    functions: Object.fromEntries(functions.map((r) => [r.name, r.def])),
    triggers: Object.fromEntries(triggers.map((r) => [r.name, r.def])),
  };
}

describe('declared triggers and functions (issue 28 §1)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('the migrated database holds exactly what the declared files create', async () => {
    const migrated = await definitions(database);
    expect(Object.keys(migrated.functions).length).toBeGreaterThan(20);
    expect(Object.keys(migrated.triggers).length).toBeGreaterThan(30);

    // Drop every trigger and function of the migrated database, then run the declared files. This test's
    // database is its own (a copy of the migrated template), so nothing else sees it.
    for (const name of Object.keys(migrated.triggers)) {
      const [table, trigger] = name.split('.');
      await database.db.execute(sql.raw(`drop trigger "${trigger}" on "${table}"`));
    }
    for (const name of Object.keys(migrated.functions))
      await database.db.execute(sql.raw(`drop function ${name} cascade`));
    for (const file of declaredFiles())
      for (const statement of statementsOf(readFileSync(file, 'utf8')))
        await database.db.execute(sql.raw(statement));

    const declared = await definitions(database);
    expect(Object.keys(declared.functions).sort()).toEqual(Object.keys(migrated.functions).sort());
    expect(Object.keys(declared.triggers).sort()).toEqual(Object.keys(migrated.triggers).sort());
    for (const [name, def] of Object.entries(migrated.functions))
      expect(declared.functions[name], `function ${name}: declared ≠ migrated`).toBe(def);
    for (const [name, def] of Object.entries(migrated.triggers))
      expect(declared.triggers[name], `trigger ${name}: declared ≠ migrated`).toBe(def);
  });

  it('finds the declared files beside their tables, each with statements', () => {
    const files = declaredFiles().map((f) => f.slice(SRC.length + 1));
    expect(files).toEqual([
      'db/schema/list-counts.sql',
      'modules/analytics/triggers.sql',
      'modules/captive-portal/triggers.sql',
    ]);
    for (const file of declaredFiles())
      expect(statementsOf(readFileSync(file, 'utf8')).length).toBeGreaterThan(0);
  });
});
