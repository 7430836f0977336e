import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { partners } from '../partners/schema';
import { realms } from '../realms/schema';

/**
 * An advert a realm's captive portals show (part 2 §3 Advert). Image and Video adverts keep their file in
 * the file store (public `adverts` folder, so a guest's page can load it without a token), with the
 * dimensions read from the content when it was stored (the landscape rule, width/height ≥ 1.7). A Link
 * advert is a YouTube URL. Both dates or none; the end after the start.
 */
export const adverts = pgTable(
  'adverts',
  {
    id: serial('id').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    realmId: integer('realm_id').notNull(),
    title: text('title').notNull(),
    shortDescription: text('short_description').notNull(),
    adType: text('ad_type').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    fileKey: text('file_key'),
    width: integer('width'),
    height: integer('height'),
    youtubeUrl: text('youtube_url'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.partnerId] }),
    foreignKey({
      name: 'adverts_realm_id_fk',
      columns: [t.realmId, t.partnerId],
      foreignColumns: [realms.id, realms.partnerId],
    }).onDelete('cascade'),
    index('adverts_partner_idx').on(t.partnerId, t.created, t.id),
    index('adverts_realm_idx').on(t.realmId, t.isActive),
    check('adverts_ad_type_check', sql`${t.adType} in ('Image', 'Video', 'Link')`),
    check('adverts_dates_check', sql`(${t.startDate} is null) = (${t.endDate} is null)`),
    check('adverts_dates_order_check', sql`${t.endDate} > ${t.startDate}`),
  ],
);
