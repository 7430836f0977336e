import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { partners } from '../partners/schema';
import { routers } from '../routers/schema';

/** A guest's 1–5 star rating of a box's Wi-Fi, with an optional comment (part 2 §3 Rating). */
export const ratings = pgTable(
  'ratings',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    routerId: integer('router_id').references(() => routers.id, { onDelete: 'set null' }),
    viewerId: text('viewer_id').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.partnerId] }),
    index('ratings_partner_idx').on(t.partnerId, t.created),
    check('ratings_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
