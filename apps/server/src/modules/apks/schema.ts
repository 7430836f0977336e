import { bigint, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { partners } from '../partners/schema';
import { users } from '../users/schema';

/**
 * An Android package in a partner's App Store (part 2 §3 APK: id, name, apk_type, created). The file sits in
 * the private file store; the package name, version name and version code are read from its manifest when
 * it is uploaded, so a box asking for the latest of a type gets the highest version code, not the newest row.
 */
export const apks = pgTable(
  'apks',
  {
    id: serial('id').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    apkType: text('apk_type').notNull(),
    packageName: text('package_name').notNull(),
    versionName: text('version_name').notNull(),
    versionCode: bigint('version_code', { mode: 'number' }).notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.partnerId] }),
    index('apks_partner_created_idx').on(t.partnerId, t.created, t.id),
    index('apks_partner_type_version_idx').on(t.partnerId, t.apkType, t.versionCode),
  ],
);
