import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { TEMPLATE_DATABASE, adminUrl, withDatabaseName } from './postgres-url';

/** A fresh, migrated database for one test file, on the engine the suite runs on. */
export async function openTestDatabase(): Promise<Database> {
  const source = inject('database');
  if (source.kind === 'pglite') {
    const dump = new Blob([readFileSync(source.dumpFile)]);
    return openDatabase({ loadDataDir: dump, migrate: false });
  }
  const { default: postgres } = await import('postgres');
  const name = `ared_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl(source.url), { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${TEMPLATE_DATABASE}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: withDatabaseName(source.url, name), migrate: false });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = postgres(adminUrl(source.url), { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
