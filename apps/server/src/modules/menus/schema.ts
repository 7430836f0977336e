import { MENU_TYPES } from '@ared/contract/menus';
import {
  bigint,
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

/** A realm's food, drinks, or food & drinks menu: one PDF (part 2 §5). */
export const foodDrinkMenus = pgTable(
  'food_drink_menus',
  {
    id: serial('id').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    realmId: integer('realm_id').notNull(),
    menuType: text('menu_type', { enum: MENU_TYPES }).notNull(),
    originalFileName: text('original_file_name').notNull(),
    fileKey: text('file_key').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.partnerId] }),
    foreignKey({
      name: 'food_drink_menus_realm_id_fk',
      columns: [t.realmId, t.partnerId],
      foreignColumns: [realms.id, realms.partnerId],
    }).onDelete('cascade'),
    index('food_drink_menus_partner_idx').on(t.partnerId, t.created, t.id),
    // One menu per type per realm: a new one replaces the old (and food & drinks replaces both, and back).
    uniqueIndex('food_drink_menus_realm_type_idx').on(t.realmId, t.menuType, t.partnerId),
  ],
);
