import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { partners } from '../partners/schema';
import { routers } from '../routers/schema';

/** A router in the partner's mining Hash Hub. */
export const miners = pgTable(
  'miners',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    routerId: integer('router_id')
      .notNull()
      .unique()
      .references(() => routers.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['inactive', 'running', 'paused'] })
      .notNull()
      .default('inactive'),
    /** HH:mm:ss, as the spec's API sends them. */
    miningStartTime: text('mining_start_time'),
    miningEndTime: text('mining_end_time'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('miners_partner_idx').on(t.partnerId)],
);
