import { type SQL, and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TSupportConversation, TSupportConversationSummary } from '@ared/contract/assistant';
import type { Db } from '../../../db/client';
import { HttpError, notFound } from '../../../lib/http-errors';
import type { ListSource } from '../../../lib/list/paged-list';
import { partners } from '../../partners/schema';
import { users } from '../../users/schema';
import { addLines, conversationById, transcriptOf } from '../conversation';
import type { ContextSnapshot } from '../context-snapshot';
import { CHAT_ENDED, endConversation } from '../thread';
import { workspaceThreadOf } from '../slack/status';
import { assistantConversations, assistantMessages } from '../schema';
import type { AppDeps } from '../../../types';
import { recordChatLine } from '../../tickets';

export type InboxStatus = 'waiting' | 'mine' | 'active' | 'ended';
/** The support agent signed in: who takes over, replies and ends. */
export type Agent = { id: number; name: string };

export const OWNED_BY_ANOTHER = 'Another agent answers this chat. Take it over first.';

const c = assistantConversations;
const agentUser = alias(users, 'agent_user');

/** An agent as the user reads it ('Agent (name):'): the first name, else the address before the @. */
export const agentNameOf = (user: { firstName: string; lastName: string; email: string }): string =>
  user.firstName.trim() || user.email.split('@')[0] || 'Support';

const lastMessage = sql<string>`coalesce((select m.text from ${assistantMessages} m
  where m.conversation_id = ${c.id} order by m.id desc limit 1), '')`;

const summaryFields = {
  conversation: c,
  partnerName: partners.name,
  agentFirstName: agentUser.firstName,
  agentLastName: agentUser.lastName,
  agentEmail: agentUser.email,
  lastMessage,
};

const summaryQuery = (db: Db) =>
  db
    .select(summaryFields)
    .from(c)
    .leftJoin(partners, eq(partners.id, c.partnerId))
    .leftJoin(agentUser, eq(agentUser.id, c.agentId));

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

function toSummary(row: SummaryRow): TSupportConversationSummary {
  const conversation = row.conversation;
  return {
    id: conversation.id,
    status: conversation.status as TSupportConversationSummary['status'],
    contact: {
      name: conversation.contactName,
      email: conversation.contactEmail,
      company: conversation.contactCompany,
    },
    partner:
      conversation.partnerId === null ? null : { id: conversation.partnerId, name: row.partnerName ?? '' },
    agent:
      conversation.agentId === null
        ? null
        : {
            id: conversation.agentId,
            name: agentNameOf({
              firstName: row.agentFirstName ?? '',
              lastName: row.agentLastName ?? '',
              email: row.agentEmail ?? '',
            }),
          },
    escalated_at: conversation.escalatedAt!.toISOString(),
    first_response_at: conversation.firstResponseAt?.toISOString() ?? null,
    ended_at: conversation.endedAt?.toISOString() ?? null,
    last_message: row.lastMessage,
    ticket_id: conversation.ticketId,
  };
}

/**
 * The inbox's lists (issue 31 §5). Waiting chats oldest escalation first: whoever waited longest is
 * answered first, as help desks queue them. The others most recently active first. A conversation the bot
 * still answers alone is in none: only escalated ones reach people.
 */
function listOf(status: InboxStatus, agent: Agent): { where: SQL; order: SQL[] } {
  switch (status) {
    case 'waiting':
      return { where: eq(c.status, 'waiting'), order: [asc(c.escalatedAt), asc(c.id)] };
    case 'mine':
      return {
        where: and(eq(c.status, 'active'), eq(c.agentId, agent.id))!,
        order: [desc(c.lastActivity), desc(c.id)],
      };
    case 'active':
      return { where: eq(c.status, 'active'), order: [desc(c.lastActivity), desc(c.id)] };
    case 'ended':
      return { where: eq(c.status, 'ended'), order: [desc(c.endedAt), desc(c.id)] };
  }
}

export function inboxListSource(
  db: Db,
  status: InboxStatus,
  agent: Agent,
): ListSource<TSupportConversationSummary> {
  const { where, order } = listOf(status, agent);
  return {
    count: async () => {
      const [row] = await db.select({ n: count() }).from(c).where(where);
      return row?.n ?? 0;
    },
    rows: async ({ limit, skip }) => {
      const rows = await summaryQuery(db)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(skip);
      return { rows: rows.map(toSummary) };
    },
  };
}

const EMPTY_CONTEXT = (at: Date): ContextSnapshot => ({
  partner: null,
  boxes_offline: [],
  open_alerts: 0,
  open_tickets: [],
  captured_at: at.toISOString(),
});

/** One escalated conversation with its transcript and context; one the bot answers alone is not found. */
export async function inboxConversation(db: Db, id: number): Promise<TSupportConversation> {
  const [row] = await summaryQuery(db).where(and(eq(c.id, id), sql`${c.status} <> 'bot'`));
  if (!row) throw notFound();
  const lines = await transcriptOf(db, id);
  const userName = row.conversation.contactName || 'Visitor';
  return {
    ...toSummary(row),
    transcript: lines.map((line) => ({
      id: line.id,
      sender: line.sender,
      name: line.sender === 'agent' ? (line.agentName ?? '') : line.sender === 'bot' ? 'Bot' : userName,
      text: line.text,
      at: line.created.toISOString(),
    })),
    context: row.conversation.context ?? EMPTY_CONTEXT(row.conversation.escalatedAt!),
    chat_workspace: await workspaceThreadOf(db, id),
  };
}

async function escalatedConversation(db: Db, id: number) {
  const conversation = await conversationById(db, id);
  if (!conversation || conversation.status === 'bot') throw notFound();
  if (conversation.status === 'ended') throw new HttpError(409, CHAT_ENDED);
  return conversation;
}

/**
 * The agent takes the chat: from the queue, or from another agent (a hand-over, as help desks allow: the
 * one who takes it answers from now on). The bot stays silent while an agent owns it.
 */
export async function takeOver(deps: AppDeps, id: number, agent: Agent): Promise<TSupportConversation> {
  const db = deps.database.db;
  await escalatedConversation(db, id);
  const now = deps.clock.now();
  await db
    .update(c)
    .set({ status: 'active', agentId: agent.id, lastActivity: now })
    .where(and(eq(c.id, id), sql`${c.status} in ('waiting', 'active')`));
  return inboxConversation(db, id);
}

/**
 * The agent's reply, which the user's panel shows as 'Agent (name):' through the poll. A waiting chat is
 * taken by the agent who answers it; one another agent answers is refused (two people answering at once
 * confuse the user). One answered only in the chat workspace's thread (active, no agent: decision 076) is
 * taken by the agent who answers it here. The first reply stops the first-response clock.
 */
export async function replyAsAgent(
  deps: AppDeps,
  id: number,
  agent: Agent,
  text: string,
): Promise<TSupportConversation> {
  const db = deps.database.db;
  const conversation = await escalatedConversation(db, id);
  if (conversation.status === 'active' && conversation.agentId !== null && conversation.agentId !== agent.id)
    throw new HttpError(409, OWNED_BY_ANOTHER);
  const now = deps.clock.now();
  await db.transaction(async (tx) => {
    const [taken] = await tx
      .update(c)
      .set({
        status: 'active',
        agentId: agent.id,
        firstResponseAt: sql`coalesce(${c.firstResponseAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(
        and(
          eq(c.id, id),
          sql`(${c.status} = 'waiting' or (${c.status} = 'active' and coalesce(${c.agentId}, ${agent.id}) = ${agent.id}))`,
        ),
      )
      .returning({ id: c.id });
    // Taken or ended by someone else since it was read.
    if (!taken) throw new HttpError(409, OWNED_BY_ANOTHER);
    await addLines(tx, id, [{ sender: 'agent', text, agent }], now);
    // The ticket the escalation opened keeps the answer for after the chat (the partner's Support Tickets).
    if (conversation.ticketId !== null)
      await recordChatLine(tx, conversation.ticketId, { author: 'support', body: text }, now);
  });
  return inboxConversation(db, id);
}

/** The agent ends the chat: the panel's poll sees it is no longer escalated. Ending it twice is fine. */
export async function endByAgent(deps: AppDeps, id: number): Promise<TSupportConversation> {
  const db = deps.database.db;
  const conversation = await conversationById(db, id);
  if (!conversation || conversation.status === 'bot') throw notFound();
  await endConversation(deps, id, deps.clock.now());
  return inboxConversation(db, id);
}
