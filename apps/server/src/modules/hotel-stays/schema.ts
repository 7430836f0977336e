import {
  bigint,
  check,
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
import { sql } from 'drizzle-orm';
import { partners } from '../partners/schema';
import { realms } from '../realms/schema';

/**
 * A hotel guest's stay in one of the partner's realms (the HMS add-on, decision 068): while it is current
 * (check_in ≤ now < check_out) the guest signs in on the realm's portal with the room number and last name
 * and is online until check-out. The `_key` columns are the match keys (trimmed, accents dropped, lower
 * case; `matchKey` in the contract) the portal looks up.
 */
export const hotelStays = pgTable(
  'hotel_stays',
  {
    id: serial('id').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    realmId: integer('realm_id').notNull(),
    roomNumber: text('room_number').notNull(),
    roomKey: text('room_key').notNull(),
    lastName: text('last_name').notNull(),
    lastNameKey: text('last_name_key').notNull(),
    firstName: text('first_name'),
    checkIn: timestamp('check_in', { withTimezone: true }).notNull(),
    checkOut: timestamp('check_out', { withTimezone: true }).notNull(),
    /**
     * The guest-access voucher the stay's sign-ins share (one per stay, multi-device, ending at check-out);
     * null until the first sign-in. Not a foreign key: vouchers are the guest-access module's (decision 043).
     */
    voucherId: bigint('voucher_id', { mode: 'number' }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.partnerId] }),
    foreignKey({
      name: 'hotel_stays_realm_id_fk',
      columns: [t.realmId, t.partnerId],
      foreignColumns: [realms.id, realms.partnerId],
    }).onDelete('cascade'),
    check('hotel_stays_dates_check', sql`${t.checkOut} > ${t.checkIn}`),
    // Importing the same file twice adds nothing: a row already stored is skipped.
    uniqueIndex('hotel_stays_same_stay_idx').on(t.realmId, t.roomKey, t.lastNameKey, t.checkIn, t.partnerId),
    // The portal's lookup: a realm's stays of one room that have not ended.
    index('hotel_stays_realm_room_idx').on(t.realmId, t.roomKey, t.checkOut),
    // The dashboard's list: the partner's stays by check-in.
    index('hotel_stays_partner_idx').on(t.partnerId, t.checkIn, t.id),
  ],
);
