import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { adminUrl, withDatabaseName } from './postgres-url';

/** A fresh, migrated database for one test file, on the engine the suite runs on. */
export async function openTestDatabase(): Promise<Database> {
  const source = inject('database');
  if (source.kind === 'pglite') {
    const dump = new Blob([readFileSync(source.dumpFile)]);
    return openDatabase({ loadDataDir: dump, migrate: false });
  }
  const { url, drop } = await createPostgresDatabase(source.url, source.template);
  const database = await openDatabase({ databaseUrl: url, migrate: false });
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/**
 * `count` handles on one fresh, migrated database, as that many replicas each open it (their own pools and
 * sessions) on PostgreSQL. PGlite is one process's database: the same handle, `count` times.
 */
export async function openReplicaDatabases(
  count: number,
): Promise<{ replicas: Database[]; close: () => Promise<void> }> {
  const source = inject('database');
  if (source.kind === 'pglite') {
    const only = await openTestDatabase();
    return { replicas: Array.from({ length: count }, () => only), close: only.close };
  }
  const { url, drop } = await createPostgresDatabase(source.url, source.template);
  const replicas = await Promise.all(
    Array.from({ length: count }, () => openDatabase({ databaseUrl: url, migrate: false })),
  );
  return {
    replicas,
    close: async () => {
      // A replica a test closed already (killed) closes again without harm.
      await Promise.all(replicas.map((replica) => replica.close().catch(() => undefined)));
      await drop();
    },
  };
}

async function createPostgresDatabase(
  sourceUrl: string,
  template: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: postgres } = await import('postgres');
  const name = `ared_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl(sourceUrl), { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${template}`);
  await admin.end();
  return {
    url: withDatabaseName(sourceUrl, name),
    drop: async () => {
      const cleanup = postgres(adminUrl(sourceUrl), { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
