// `npm run seed`: migrates the configured database (DATA_DIR's PGlite or DATABASE_URL) and seeds the demo
// partners. Safe to run again: partners that exist are left alone.
import { join } from 'node:path';
import { loadConfig } from '../apps/server/src/config/env';
import { openDatabase } from '../apps/server/src/db/client';
import { createLocalFileStore } from '../apps/server/src/lib/local-file-store';
import { createS3FileStore } from '../apps/server/src/lib/s3-file-store';
import { seedDemoData } from '../apps/server/src/seed/demo';
import { seedDemoContent } from '../apps/server/src/seed/demo-content';
import { seedDemoInternetPacks } from '../apps/server/src/seed/demo-internet-packs';
import { seedDemoHotelStays } from '../apps/server/src/seed/demo-hotel-stays';
import { seedDemoFeedback } from '../apps/server/src/seed/demo-feedback';
import { seedDemoAnalytics } from '../apps/server/src/seed/demo-analytics';
import { seedDemoQueues } from '../apps/server/src/seed/demo-queues';

process.chdir(join(import.meta.dirname, '..'));
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : join(config.dataDir, 'db'),
});
try {
  const result = await seedDemoData(database.db);
  const files = config.s3 ? createS3FileStore(config.s3) : createLocalFileStore(config.uploadsDir);
  await seedDemoContent(database.db, files);
  await seedDemoFeedback(database.db);
  // Advert views and SMS history for the Analytics page (issue 14).
  await seedDemoAnalytics(database.db);
  // Internet packs (issue 13 §5) for the Kiosk and Premium partners.
  await seedDemoInternetPacks(database.db);
  // A week of Queue System tickets for the Premium partner (decision 067).
  await seedDemoQueues(database.db, config.billing.timeZone);
  // Hotel stays and the HMS add-on (decision 068) for the Premium partner.
  await seedDemoHotelStays(database.db);
  console.log(
    `Seeded: ${result.created.join(', ') || 'nothing new'}${result.skipped.length ? `; already there: ${result.skipped.join(', ')}` : ''}`,
  );
} finally {
  await database.close();
}
