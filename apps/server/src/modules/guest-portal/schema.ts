import {
  bigserial,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { adverts } from '../adverts/schema';
import { partners } from '../partners/schema';
import { routers } from '../routers/schema';

/**
 * One showing of an advert on a box's portal: the router, the viewer id the guest's browser keeps, the
 * time. The partner is copied from the advert (it never changes) so the analytics read a partner's views
 * over a period from one index.
 */
export const advertViews = pgTable(
  'advert_views',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    advertId: integer('advert_id').notNull(),
    routerId: integer('router_id')
      .notNull()
      .references(() => routers.id, { onDelete: 'cascade' }),
    viewerId: text('viewer_id').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'advert_views_advert_id_fk',
      columns: [t.advertId, t.partnerId],
      foreignColumns: [adverts.id, adverts.partnerId],
    }).onDelete('cascade'),
    // Partitioned by month of viewed_at (migration 0015, decision 038): every key includes it, and the
    // partner for Citus (decision 083).
    primaryKey({ columns: [t.id, t.viewedAt, t.partnerId] }),
    index('advert_views_partner_idx').on(t.partnerId, t.viewedAt),
    // With the partner, advert and viewer: a box's views over a range are read index-only (advert-views.ts).
    index('advert_views_router_idx').on(t.routerId, t.viewedAt, t.partnerId, t.advertId, t.viewerId),
    index('advert_views_advert_idx').on(t.advertId),
  ],
);

/**
 * What a guest told a partner's portal about themselves (the web-app login fields the partner collects,
 * from its collect_* flags). One row per viewer per partner, updated when the guest comes back.
 */
export const guestProfiles = pgTable(
  'guest_profiles',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    routerId: integer('router_id').references(() => routers.id, { onDelete: 'set null' }),
    viewerId: text('viewer_id').notNull(),
    age: smallint('age'),
    country: text('country'),
    phone: text('phone'),
    address: text('address'),
    gender: text('gender'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.partnerId] }),
    uniqueIndex('guest_profiles_viewer_idx').on(t.partnerId, t.viewerId),
  ],
);
