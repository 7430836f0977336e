import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TAssistantResult, TSupportContext } from '@ared/contract/assistant';
import { partners } from '../partners/schema';
import { users } from '../users/schema';

/**
 * One chat with the assistant (issue 31, decision 072). `session` is the handle the panel sends back on
 * every call; a signed-in user's conversation is also bound to the user (another user's handle answers
 * 404), an anonymous visitor's has neither user nor partner. Once escalated, `root_ts` is the escalation's
 * unguessable id (the spec's thread timestamp) and `channel_id` names where it waits ('support': the
 * in-product support inbox). `status`: 'bot' until escalated, 'waiting' for an agent, 'active' once an agent
 * took it over, 'ended' when either side ended it.
 */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: serial('id').primaryKey(),
    session: text('session').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['bot', 'waiting', 'active', 'ended'] })
      .notNull()
      .default('bot'),
    rootTs: text('root_ts'),
    channelId: text('channel_id'),
    contactName: text('contact_name').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    contactCompany: text('contact_company').notNull().default(''),
    /** The support agent who owns it (took it over); null while it waits. */
    agentId: integer('agent_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The ticket the escalation opened. No foreign key: on Citus conversations and tickets are sharded by
     * different keys (decision 083); a ticket gone since is skipped where the chat writes to it.
     */
    ticketId: integer('ticket_id'),
    /** What the agent sees beside the transcript: the partner's situation when the chat was escalated. */
    context: jsonb('context').$type<TSupportContext>(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    lastActivity: timestamp('last_activity', { withTimezone: true }).notNull().defaultNow(),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    // Sharded by conversation on Citus (decision 083): the handles are unique with the conversation's id,
    // across conversations by their randomness (newHandle); handle first, so a lookup by handle uses it.
    uniqueIndex('assistant_conversations_session_idx').on(t.session, t.id),
    uniqueIndex('assistant_conversations_root_ts_idx').on(t.rootTs, t.id),
    // The support inbox: by status, oldest escalation first.
    index('assistant_conversations_inbox_idx').on(t.status, t.escalatedAt, t.id),
    index('assistant_conversations_agent_idx').on(t.agentId, t.status),
    index('assistant_conversations_user_idx').on(t.userId),
    index('assistant_conversations_partner_idx').on(t.partnerId),
    index('assistant_conversations_ticket_idx').on(t.ticketId),
    check('assistant_conversations_status_check', sql`${t.status} in ('bot', 'waiting', 'active', 'ended')`),
    // Escalated means it has its thread id; a bot conversation has none yet.
    check('assistant_conversations_escalated_check', sql`(${t.status} = 'bot') = (${t.rootTs} is null)`),
  ],
);

/** The conversation's lines, oldest first: the user's, the bot's (with its structured results), an agent's. */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: serial('id').notNull(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: ['user', 'bot', 'agent'] }).notNull(),
    text: text('text').notNull(),
    results: jsonb('results').$type<TAssistantResult[]>().notNull().default([]),
    agentId: integer('agent_id').references(() => users.id, { onDelete: 'set null' }),
    /** The agent's name as the user saw it ('Agent (name):'), kept if the account goes. */
    agentName: text('agent_name'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.conversationId] }),
    index('assistant_messages_conversation_idx').on(t.conversationId, t.id),
    index('assistant_messages_agent_idx').on(t.agentId),
    check('assistant_messages_sender_check', sql`${t.sender} in ('user', 'bot', 'agent')`),
  ],
);

/**
 * An escalation mirrored into the team chat workspace (the optional Slack bridge, decision 076): one row per
 * escalation (`root_ts` is the product's handle of it), the workspace's own thread id once its first message
 * is posted (`thread_ts`, Slack's timestamp, which is guessable and so never the panel's handle), how far the
 * conversation's lines were mirrored into it (`posted_through`, a message id) and how far the thread's
 * replies were read back (`read_through`, a Slack ts). `failure` is the last call's error kind while it
 * fails; `next_attempt_at` the back-off. `closed_at` once the closing note is posted (or nothing was).
 */
export const assistantSlackThreads = pgTable(
  'assistant_slack_threads',
  {
    id: serial('id').notNull(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    rootTs: text('root_ts').notNull(),
    channelId: text('channel_id').notNull(),
    threadTs: text('thread_ts'),
    postedThrough: integer('posted_through').notNull().default(0),
    readThrough: text('read_through'),
    /** When its replies were last asked for: the job reads the longest-unread threads first. */
    readAt: timestamp('read_at', { withTimezone: true }),
    failure: text('failure'),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.conversationId] }),
    uniqueIndex('assistant_slack_threads_root_ts_idx').on(t.rootTs, t.conversationId),
    index('assistant_slack_threads_conversation_idx').on(t.conversationId, t.id),
    // The job's work list: the threads not closed yet.
    index('assistant_slack_threads_open_idx')
      .on(t.id)
      .where(sql`${t.closedAt} is null`),
  ],
);

/**
 * A change the assistant proposed (an LLM's write tool, decision 072): nothing ran. The user who was asked
 * confirms it by its random id before `expires_at`; the tool runs then, as that user, after role, plan and
 * add-on are checked again. `outcome` is what running it said (or why it was refused).
 */
export const assistantProposals = pgTable(
  'assistant_proposals',
  {
    id: text('id').notNull(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    tool: text('tool').notNull(),
    args: jsonb('args').$type<unknown>(),
    summary: text('summary').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    outcome: text('outcome'),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.conversationId] }),
    index('assistant_proposals_conversation_idx').on(t.conversationId),
    index('assistant_proposals_user_idx').on(t.userId),
    index('assistant_proposals_partner_idx').on(t.partnerId),
  ],
);
