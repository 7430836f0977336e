import { TICKET_DEPARTMENTS, TICKET_PRIORITIES } from '@ared/contract/tickets';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { partners } from '../partners/schema';
import { users } from '../users/schema';

/** A support request from a partner's user to the support team (mailed to SUPPORT_EMAIL). */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    department: text('department', { enum: TICKET_DEPARTMENTS }).notNull(),
    priority: text('priority', { enum: TICKET_PRIORITIES }).notNull(),
    message: text('message').notNull().default(''),
    isOpen: boolean('is_open').notNull().default(true),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tickets_partner_idx').on(t.partnerId, t.created, t.id),
    index('tickets_partner_department_idx').on(t.partnerId, t.department, t.created, t.id),
    index('tickets_user_idx').on(t.userId),
  ],
);
