// `npm run seed`: migrates the configured database (DATA_DIR's PGlite or DATABASE_URL) and seeds the demo
// partners. Safe to run again: partners that exist are left alone.
import { join } from 'node:path';
import { loadConfig } from '../apps/server/src/config/env';
import { openDatabase } from '../apps/server/src/db/client';
import { createLocalFileStore } from '../apps/server/src/lib/local-file-store';
import { seedDemoData } from '../apps/server/src/seed/demo';
import { seedDemoContent } from '../apps/server/src/seed/demo-content';

process.chdir(join(import.meta.dirname, '..'));
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : join(config.dataDir, 'db'),
});
try {
  const result = await seedDemoData(database.db);
  await seedDemoContent(database.db, createLocalFileStore(config.uploadsDir));
  console.log(
    `Seeded: ${result.created.join(', ') || 'nothing new'}${result.skipped.length ? `; already there: ${result.skipped.join(', ')}` : ''}`,
  );
} finally {
  await database.close();
}
