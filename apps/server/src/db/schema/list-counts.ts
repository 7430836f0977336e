import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { partners } from '../../modules/partners/schema';

/**
 * How many rows each partner has in each list, by scope: one scope per combination of the list's kept
 * filters (src/db/list-scopes.ts names them), so a list's count is the sum over the scopes its filters
 * match and never a count(*) that grows with the partner. Kept by triggers on the listed tables (migration
 * 0006), in the same transaction as the rows.
 *
 * `version` goes up in every statement that changes which rows a scope holds or the sort key of one of
 * them, and never goes down (rows are kept at n = 0 rather than deleted, so a scope's version does not
 * restart): a value derived from the rows' order (the keys that deep pages seek from) stays valid while the
 * versions of its scopes stay the same.
 */
export const listCounts = pgTable(
  'list_counts',
  {
    list: text('list').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    n: integer('n').notNull().default(0),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.list, t.partnerId, t.scope] })],
);
