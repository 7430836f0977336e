import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type {
  ZAssistantCheckReplySchema,
  ZAssistantEndSchema,
  ZAssistantPostSchema,
} from '@ared/contract/assistant';
import type { AppDeps } from '../../types';
import { recordChatLine } from '../tickets';
import {
  type Conversation,
  SUPPORT_CHANNEL,
  addLines,
  agentLinesOf,
  conversationByThread,
  isWithPeople,
  ownConversation,
} from './conversation';
import { assistantConversations } from './schema';
import type { AssistantCaller } from './tools/types';

// An escalated chat's thread as the user's panel reaches it (part 2 §7): the user's messages to the
// agent, the poll for the agent's, and the end. The agent's side is the support inbox (inbox/).

/** The caller's escalated conversation by the spec's pair, or 404 as if there were none. */
async function threadOf(deps: AppDeps, caller: AssistantCaller, rootTs: string, channelId: string) {
  const db = deps.database.db;
  return ownConversation(db, caller, await conversationByThread(db, rootTs, channelId));
}

export const CHAT_ENDED = 'This chat has ended.';

/** The user's message to the agent (post-human-reply): kept in the transcript the agent reads. */
export async function postToAgent(
  deps: AppDeps,
  caller: AssistantCaller,
  body: z.infer<typeof ZAssistantPostSchema>,
) {
  const conversation = await threadOf(deps, caller, body.thread_ts, body.channel_id);
  if (!isWithPeople(conversation)) return { ok: false, error: CHAT_ENDED };
  const now = deps.clock.now();
  const { ticketId } = conversation;
  await deps.database.db.transaction(async (tx) => {
    await addLines(tx, conversation.id, [{ sender: 'user', text: body.text }], now);
    // The escalation's ticket keeps both sides of the conversation with the agent.
    if (ticketId !== null)
      await recordChatLine(
        tx,
        ticketId,
        { author: 'partner', userId: caller.kind === 'user' ? caller.userId : null, body: body.text },
        now,
      );
  });
  return { ok: true, error: null };
}

/** The user ends the chat with the agent (end-escalation). Ending an ended chat is fine: it is ended. */
export async function endByUser(
  deps: AppDeps,
  caller: AssistantCaller,
  body: z.infer<typeof ZAssistantEndSchema>,
) {
  const conversation = await threadOf(deps, caller, body.root_ts, body.channel_id);
  await endConversation(deps, conversation.id, deps.clock.now());
  return { ok: true, diagnostics: null };
}

/** Ends it, whoever asks: the bot answers again on the next chat (the same handle, a new escalation later). */
export async function endConversation(
  deps: AppDeps,
  conversationId: number,
  now: Date,
): Promise<Conversation | null> {
  const [row] = await deps.database.db
    .update(assistantConversations)
    .set({ status: 'ended', endedAt: now, lastActivity: now })
    .where(and(eq(assistantConversations.id, conversationId), inWithPeople()))
    .returning();
  return row ?? null;
}

const inWithPeople = () => inArray(assistantConversations.status, ['waiting', 'active']);

type CheckReply = z.infer<typeof ZAssistantCheckReplySchema>;

/**
 * The poll (check-human-reply, every 2 s): every agent line of the escalation, oldest first (the panel
 * shows each once, by its id), and whether it is still escalated. Without a thread there is nothing.
 */
export async function agentReplies(
  deps: AppDeps,
  caller: AssistantCaller,
  query: { thread_ts?: string | undefined; channel_id?: string | undefined },
): Promise<CheckReply> {
  if (!query.thread_ts) return { messages: [], root_ts: null, channel_id: null, escalated: false };
  const conversation = await threadOf(deps, caller, query.thread_ts, query.channel_id ?? SUPPORT_CHANNEL);
  const rootTs = conversation.rootTs!;
  const lines = await agentLinesOf(deps.database.db, conversation.id, conversation.escalatedAt!);
  return {
    messages: lines.map((line) => ({
      message_id: String(line.id),
      timestamp: line.created.toISOString(),
      root_ts: rootTs,
      channel: SUPPORT_CHANNEL,
      text: line.text,
      agent_display: line.agentName ?? '',
      agent_real: line.agentName ?? '',
      user: line.agentId === null ? '' : String(line.agentId),
    })),
    root_ts: rootTs,
    channel_id: conversation.channelId,
    escalated: isWithPeople(conversation),
  };
}
