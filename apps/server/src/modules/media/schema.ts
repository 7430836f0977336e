import { MEDIA_FILE_TYPES, MEDIA_STATUSES } from '@ared/contract/media';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { partners } from '../partners/schema';
import { realms } from '../realms/schema';
import { smes } from '../smes/schema';

/** A realm's category of offline files; deleting it deletes its files (part 2 §8). */
export const mediaCategories = pgTable(
  'media_categories',
  {
    id: serial('id').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    realmId: integer('realm_id').notNull(),
    name: text('name').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.partnerId] }),
    foreignKey({
      name: 'media_categories_realm_id_fk',
      columns: [t.realmId, t.partnerId],
      foreignColumns: [realms.id, realms.partnerId],
    }).onDelete('cascade'),
    index('media_categories_partner_idx').on(t.partnerId, t.created, t.id),
    uniqueIndex('media_categories_realm_name_idx').on(t.realmId, sql`lower(${t.name})`, t.partnerId),
  ],
);

/**
 * An offline file a realm's boxes serve. The bytes live in the file store under `fileKey`; size and
 * SHA-256 are computed while it streams in, so boxes can check what they synced.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    realmId: integer('realm_id').notNull(),
    /**
     * The realm's SME (null for a partner realm), copied from the realm when the file is added: a realm
     * never changes SME, and the lists filter on it (realm__partner, realm__sme__partner, realm__sme) and keep
     * their counts by it without a join.
     */
    smeId: integer('sme_id'),
    categoryId: integer('category_id'),
    fileType: text('file_type', { enum: MEDIA_FILE_TYPES }).notNull(),
    status: text('status', { enum: MEDIA_STATUSES }).notNull().default('Enabled'),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    originalFileName: text('original_file_name').notNull(),
    fileKey: text('file_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    thumbnailKey: text('thumbnail_key'),
    originalThumbnailName: text('original_thumbnail_name'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'media_files_category_id_fk',
      columns: [t.categoryId, t.partnerId],
      foreignColumns: [mediaCategories.id, mediaCategories.partnerId],
    }).onDelete('cascade'),
    primaryKey({ columns: [t.id, t.partnerId] }),
    foreignKey({
      name: 'media_files_realm_id_fk',
      columns: [t.realmId, t.partnerId],
      foreignColumns: [realms.id, realms.partnerId],
    }).onDelete('cascade'),
    // Newest first for each list the pages ask for: all, partner realms', SME realms', by status or not.
    index('media_files_partner_idx').on(t.partnerId, t.created, t.id),
    index('media_files_partner_status_idx').on(t.partnerId, t.status, t.created, t.id),
    index('media_files_partner_realms_idx')
      .on(t.partnerId, t.status, t.created, t.id)
      .where(sql`${t.smeId} is null`),
    index('media_files_sme_realms_idx')
      .on(t.partnerId, t.status, t.created, t.id)
      .where(sql`${t.smeId} is not null`),
    index('media_files_sme_idx').on(t.smeId, t.status, t.created, t.id),
    index('media_files_realm_status_idx').on(t.realmId, t.status, t.created, t.id),
    index('media_files_category_idx').on(t.categoryId),
    // 'Main file: <name> already exists' / 'Thumbnail file: …' among the partner's Enabled files (part 2
    // §5): the index decides under concurrency, the insert's conflict is the sequential message too.
    uniqueIndex('media_files_enabled_name_idx')
      .on(t.partnerId, t.originalFileName)
      .where(sql`${t.status} = 'Enabled'`),
    uniqueIndex('media_files_enabled_thumbnail_idx')
      .on(t.partnerId, t.originalThumbnailName)
      .where(sql`${t.status} = 'Enabled' and ${t.originalThumbnailName} is not null`),
  ],
);

/**
 * Bytes an upload in progress holds of its SME's storage (decision 069): taken under the SME's advisory lock
 * before any byte is stored, turned into the file's row in one transaction, given back on a refusal. A
 * reservation a crashed process left behind stops counting at `expires_at`.
 */
export const mediaStorageReservations = pgTable(
  'media_storage_reservations',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    /** The SME's partner, so the reservation sits on its shard on Citus (decision 083). */
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    smeId: integer('sme_id').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.partnerId] }),
    foreignKey({
      name: 'media_storage_reservations_sme_id_fk',
      columns: [t.smeId, t.partnerId],
      foreignColumns: [smes.id, smes.partnerId],
    }).onDelete('cascade'),
    index('media_storage_reservations_sme_idx').on(t.smeId, t.expiresAt),
  ],
);
