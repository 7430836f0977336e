import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { partners } from '../partners/schema';
import { smes } from '../smes/schema';

/** A venue or network. Partner realms have no SME; SME realms belong to one of the partner's SMEs. */
export const realms = pgTable(
  'realms',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    smeId: integer('sme_id').references(() => smes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Sub Realm or Independent Realm (edited on SME realms). */
    realmType: text('realm_type', { enum: ['Sub Realm', 'Independent Realm'] }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('realms_partner_idx').on(t.partnerId, t.smeId)],
);
