import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { adminUrl, templateDatabaseOf, withDatabaseName } from './helpers/postgres-url';

// Module augmentation needs interfaces: a type alias cannot merge into the library's declaration.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'vitest' {
  export interface ProvidedContext {
    database: { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; url: string; template: string };
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/**
 * Migrates one database before the suite. Each test file then starts from a copy of it: a PGlite data-dir
 * dump by default, or a PostgreSQL TEMPLATE database when DATABASE_URL is set: one per project, as the
 * server suite's two projects set up side by side in one run (decision 098).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = templateDatabaseOf(project.name);
    const { default: postgres } = await import('postgres');
    const admin = postgres(adminUrl(url), { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${template} with (force)`);
    await admin.unsafe(`create database ${template}`);
    await admin.end();
    const { openDatabase } = await import('../src/db/client');
    const database = await openDatabase({ databaseUrl: withDatabaseName(url, template) });
    await database.close();
    project.provide('database', { kind: 'postgres', url, template });
    return async () => {
      const cleanup = postgres(adminUrl(url), { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${template} with (force)`);
      await cleanup.end();
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { migrationsFolder, pgliteExtensions } = await import('../src/db/client');
  const client = new PGlite({ extensions: await pgliteExtensions() });
  await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  const dir = mkdtempSync(join(tmpdir(), 'ared-test-db-'));
  const dumpFile = join(dir, 'template.tar');
  writeFileSync(dumpFile, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  project.provide('database', { kind: 'pglite', dumpFile });
  return () => rmSync(dir, { recursive: true, force: true });
}
