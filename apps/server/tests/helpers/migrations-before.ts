import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Db } from '../../src/db/client';
import { migrationsFolder, pgliteExtensions } from '../../src/db/client';

/**
 * A new PGlite migrated up to (not including) the migration `tag`, to test what a migration does to rows
 * that were there before it: fill it, then `migrateRest()` runs the remaining migrations as a deployment
 * would. Always PGlite: the migrations' SQL is the same on both engines. Migrating from scratch takes ~15 s
 * on a busy 2-core machine; give the test a generous timeout.
 */
export async function databaseBefore(tag: string) {
  const dir = mkdtempSync(join(tmpdir(), 'ared-migrations-'));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  if (cut < 1) throw new Error(`no migration ${tag}`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  const client = new PGlite({ extensions: await pgliteExtensions() });
  await migrate(drizzle(client), { migrationsFolder: dir });
  return {
    db: drizzle(client) as unknown as Db,
    migrateRest: () => migrate(drizzle(client), { migrationsFolder: migrationsFolder() }),
    close: async () => {
      await client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
