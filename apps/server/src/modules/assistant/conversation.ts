import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { TAssistantResult } from '@ared/contract/assistant';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { urlToken } from '../../lib/secrets';
import { assistantConversations, assistantMessages } from './schema';
import type { AssistantCaller } from './tools/types';

export type Conversation = typeof assistantConversations.$inferSelect;
export type Sender = (typeof assistantMessages.$inferSelect)['sender'];

/** Where an escalation waits: the in-product support inbox (the spec's chat-workspace channel id). */
export const SUPPORT_CHANNEL = 'support';

/** A conversation an agent owns or is waiting for: the bot stays silent in it (issue 31 §5). */
export const isWithPeople = (conversation: Conversation): boolean =>
  conversation.status === 'waiting' || conversation.status === 'active';

/** 24 random bytes, 32 URL-safe characters: a handle nobody guesses (the contract's session pattern). */
export const newHandle = (): string => urlToken(24);

export async function startConversation(db: Db, caller: AssistantCaller, now: Date): Promise<Conversation> {
  const [row] = await db
    .insert(assistantConversations)
    .values({
      session: newHandle(),
      userId: caller.kind === 'user' ? caller.userId : null,
      partnerId: caller.kind === 'user' ? caller.partnerId : null,
      created: now,
      lastActivity: now,
    })
    .returning();
  return row!;
}

/**
 * The caller's conversation, or 404 as if there were none (decision 003's rule, applied to handles). A
 * signed-in user's conversation is the user's alone, whoever holds its handle. An anonymous visitor's is
 * reached by its unguessable handle; when the visitor signs in and goes on with it, it becomes the user's
 * (what help desks call identifying a visitor), so the agent sees who it is and no one else reaches it.
 */
export async function ownConversation(
  db: Db,
  caller: AssistantCaller,
  conversation: Conversation | undefined,
): Promise<Conversation> {
  if (!conversation) throw notFound();
  if (conversation.userId === null) {
    if (caller.kind === 'anonymous') return conversation;
    const [claimed] = await db
      .update(assistantConversations)
      .set({ userId: caller.userId, partnerId: caller.partnerId })
      .where(
        and(eq(assistantConversations.id, conversation.id), sql`${assistantConversations.userId} is null`),
      )
      .returning();
    if (claimed) return claimed;
    // Claimed by someone else a moment ago: read it again and apply the rule to its owner.
    return ownConversation(db, caller, await conversationById(db, conversation.id));
  }
  if (caller.kind === 'user' && caller.userId === conversation.userId) return conversation;
  throw notFound();
}

export async function conversationById(db: Db, id: number): Promise<Conversation | undefined> {
  const [row] = await db.select().from(assistantConversations).where(eq(assistantConversations.id, id));
  return row;
}

export async function conversationBySession(db: Db, session: string): Promise<Conversation | undefined> {
  const [row] = await db
    .select()
    .from(assistantConversations)
    .where(eq(assistantConversations.session, session));
  return row;
}

/** An escalation by the spec's pair: its thread id (`root_ts`) in its channel. */
export async function conversationByThread(
  db: Db,
  rootTs: string,
  channelId: string,
): Promise<Conversation | undefined> {
  if (channelId !== SUPPORT_CHANNEL) return undefined;
  const [row] = await db
    .select()
    .from(assistantConversations)
    .where(eq(assistantConversations.rootTs, rootTs));
  return row;
}

export type NewLine = {
  sender: Sender;
  text: string;
  results?: TAssistantResult[];
  /** An agent's line: the in-product agent's account, or none for a person in the chat workspace's thread. */
  agent?: { id: number | null; name: string };
};

/** Adds lines to the transcript, in order, and marks the conversation as just active. */
export async function addLines(db: Db, conversationId: number, lines: NewLine[], now: Date): Promise<void> {
  if (lines.length === 0) return;
  await db.insert(assistantMessages).values(
    lines.map((line) => ({
      conversationId,
      sender: line.sender,
      text: line.text,
      results: line.results ?? [],
      agentId: line.agent?.id ?? null,
      agentName: line.agent?.name ?? null,
      created: now,
    })),
  );
  await db
    .update(assistantConversations)
    .set({ lastActivity: now })
    .where(eq(assistantConversations.id, conversationId));
}

export type Line = typeof assistantMessages.$inferSelect;

/** The whole transcript, oldest first. */
export async function transcriptOf(db: Db, conversationId: number): Promise<Line[]> {
  return db
    .select()
    .from(assistantMessages)
    .where(eq(assistantMessages.conversationId, conversationId))
    .orderBy(asc(assistantMessages.id));
}

/** The last `limit` lines, oldest first: what a model is shown of the conversation so far. */
export async function recentLines(db: Db, conversationId: number, limit: number): Promise<Line[]> {
  const rows = await db
    .select()
    .from(assistantMessages)
    .where(eq(assistantMessages.conversationId, conversationId))
    .orderBy(desc(assistantMessages.id))
    .limit(limit);
  return rows.reverse();
}

/**
 * The agents' lines of a conversation since it was last escalated, oldest first: what check-human-reply
 * hands the panel (a panel forgets the ids it showed when a chat ends, so an earlier escalation's lines
 * must not come back).
 */
export async function agentLinesOf(db: Db, conversationId: number, since: Date): Promise<Line[]> {
  return db
    .select()
    .from(assistantMessages)
    .where(
      and(
        eq(assistantMessages.conversationId, conversationId),
        eq(assistantMessages.sender, 'agent'),
        gte(assistantMessages.created, since),
      ),
    )
    .orderBy(asc(assistantMessages.id));
}
