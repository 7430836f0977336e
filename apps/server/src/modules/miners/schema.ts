import {
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
import { routers } from '../routers/schema';

/** A router in the partner's mining Hash Hub. */
export const miners = pgTable(
  'miners',
  {
    id: serial('id').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    routerId: integer('router_id')
      .notNull()
      .references(() => routers.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['inactive', 'running', 'paused'] })
      .notNull()
      .default('inactive'),
    /** HH:mm:ss, as the spec's API sends them. */
    miningStartTime: text('mining_start_time'),
    miningEndTime: text('mining_end_time'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.partnerId] }),
    // One miner per box; with the partner for Citus (decision 083): unassigning a box removes its miner.
    uniqueIndex('miners_router_id_unique').on(t.routerId, t.partnerId),
    index('miners_partner_idx').on(t.partnerId),
  ],
);
