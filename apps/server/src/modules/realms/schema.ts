import {
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
import { smes } from '../smes/schema';

/** A venue or network. Partner realms have no SME; SME realms belong to one of the partner's SMEs. */
export const realms = pgTable(
  'realms',
  {
    id: serial('id').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    smeId: integer('sme_id'),
    name: text('name').notNull(),
    /** Sub Realm or Independent Realm (edited on SME realms). */
    realmType: text('realm_type', { enum: ['Sub Realm', 'Independent Realm'] }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'realms_sme_id_fk',
      columns: [t.smeId, t.partnerId],
      foreignColumns: [smes.id, smes.partnerId],
    }).onDelete('cascade'),
    primaryKey({ columns: [t.id, t.partnerId] }),
    index('realms_partner_idx').on(t.partnerId, t.smeId),
  ],
);
