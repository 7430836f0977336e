import { index, integer, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { partners } from '../partners/schema';

/**
 * An internet pack of the Services page (part 2 §3 Internet setting). The derived prices are computed on the
 * server from the four inputs by the same rules the form shows live (part 2 §5) and stored with the pack, so
 * the list shows what was agreed when it was added even if the rules change later.
 */
export const internetSettings = pgTable(
  'internet_settings',
  {
    id: serial('id').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    pricePerGb: numeric('price_per_gb', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    minimumProfitPercentage: numeric('minimum_profit_percentage', {
      precision: 7,
      scale: 2,
      mode: 'number',
    }).notNull(),
    maxSpeedInMbps: numeric('max_speed_in_mbps', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    totalInternetPrice: numeric('total_internet_price', {
      precision: 14,
      scale: 2,
      mode: 'number',
    }).notNull(),
    pricePerMinute: numeric('price_per_minute', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.partnerId] }),
    index('internet_settings_partner_idx').on(t.partnerId, t.created, t.id),
  ],
);
