import { TICKET_AUTHORS, TICKET_DEPARTMENTS, TICKET_PRIORITIES } from '@ared/contract/tickets';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { users } from '../users/schema';

/** A support request from a partner's user to the support team (mailed to SUPPORT_EMAIL). */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').notNull(),
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
    /**
     * The ticket's secret in the support address's Reply-To (support+t-<token>@…): a support reply by mail
     * finds its ticket by it, never by the subject (decision 056). 122 random bits from gen_random_uuid.
     */
    replyToken: text('reply_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** When the conversation last moved, and who moved it: the list's last activity and "Support replied". */
    lastActivity: timestamp('last_activity', { withTimezone: true }).notNull().defaultNow(),
    lastAuthor: text('last_author', { enum: TICKET_AUTHORS }).notNull().default('partner'),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.partnerId] }),
    index('tickets_partner_idx').on(t.partnerId, t.created, t.id),
    index('tickets_partner_department_idx').on(t.partnerId, t.department, t.created, t.id),
    index('tickets_user_idx').on(t.userId),
    // Unique with the partner for Citus (decision 083): the token's 122 random bits keep it unique across
    // partners; token first, so support's reply by mail finds it by the token alone.
    uniqueIndex('tickets_reply_token_idx').on(t.replyToken, t.partnerId),
    // The support inbox's tabs across partners (awaiting: open, partner last, longest waiting first).
    index('tickets_desk_idx').on(t.isOpen, t.lastAuthor, t.lastActivity, t.id),
  ],
);

/**
 * The conversation of a ticket, oldest first: its description is the first message, then the partner's
 * replies (dashboard) and support's (by mail, through the inbound-mail endpoint).
 */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: serial('id').notNull(),
    /** The ticket's partner, so the conversation sits on the ticket's shard on Citus (decision 083). */
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    ticketId: integer('ticket_id').notNull(),
    author: text('author', { enum: TICKET_AUTHORS }).notNull(),
    /** The partner's user who wrote it (null for support, or once the user is deleted). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.partnerId] }),
    foreignKey({
      columns: [t.ticketId, t.partnerId],
      foreignColumns: [tickets.id, tickets.partnerId],
    }).onDelete('cascade'),
    index('ticket_messages_ticket_idx').on(t.ticketId, t.created, t.id),
    index('ticket_messages_user_idx').on(t.userId),
  ],
);
