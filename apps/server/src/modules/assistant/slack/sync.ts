import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../../types';
import { recordChatLine } from '../../tickets';
import { type Conversation, addLines, conversationById, transcriptOf } from '../conversation';
import { assistantConversations, assistantMessages, assistantSlackThreads } from '../schema';
import type { AgentNames } from './agent-names';
import { CLOSING_TEXT, lineText, plainFromMrkdwn, rootText } from './texts';
import { SlackCallFailed, type SlackMessage, type SlackWebApi } from './web-api';

/*
 * The bridge's one job (decision 076), run every SLACK_POLL_INTERVAL_MS under the scheduler's lock (so one
 * run at a time, on one replica). Everything it does is derived from the assistant's own tables, so the
 * escalation, the panel's calls and the support inbox never wait for Slack or fail with it:
 * 1. each escalation waiting or answered gets its thread row;
 * 2. a thread's first message is posted (the transcript so far), then the chat's new lines: the user's, and
 *    the in-product agents' replies (a reply from either side shows on both);
 * 3. the thread's replies by people are read back (conversations.replies after the last one read) and
 *    land in the chat as agent lines, as an in-product agent's reply does;
 * 4. when the chat ends (either side) or is escalated anew, a closing note ends the thread.
 * A failing call backs the thread off (Slack's Retry-After for a rate limit) and is shown in the inbox.
 */

export type SlackBridge = {
  deps: AppDeps;
  api: SlackWebApi;
  channelId: string;
  agentName: AgentNames;
};

type Thread = typeof assistantSlackThreads.$inferSelect;
const t = assistantSlackThreads;
const c = assistantConversations;

/** Back-off after a failure: 5 s, doubled each time, at most 15 minutes. */
const FIRST_RETRY_MS = 5000;
const LAST_RETRY_MS = 15 * 60 * 1000;
/** Threads opened per run: a backlog (the bridge just configured) is mirrored over a few runs. */
const OPENED_PER_RUN = 50;
/**
 * Threads whose replies are read per run, longest unread first: conversations.replies is Tier 3 (50+ calls
 * a minute), and 4 every 5 s is 48. More open chats than that are each read every few runs.
 */
export const READS_PER_RUN = 4;

export async function syncSlackThreads(bridge: SlackBridge): Promise<void> {
  await openThreads(bridge);
  const now = bridge.deps.clock.now();
  const due = await bridge.deps.database.db
    .select()
    .from(t)
    .where(and(isNull(t.closedAt), or(isNull(t.nextAttemptAt), lte(t.nextAttemptAt, now))))
    .orderBy(sql`${t.readAt} asc nulls first`, asc(t.id));
  let reads = 0;
  for (const thread of due) {
    try {
      if (await syncThread(bridge, thread, reads < READS_PER_RUN)) reads += 1;
    } catch (error) {
      if (!(error instanceof SlackCallFailed)) throw error;
      await backOff(bridge, thread.id, error);
      // Rate-limited: every call fails until Retry-After, so the other threads wait for the next run.
      if (error.kind === 'ratelimited') return;
    }
  }
}

/** A thread row for each escalation that waits or is answered and has none (one per `root_ts`). */
async function openThreads({ deps, channelId }: SlackBridge): Promise<void> {
  const db = deps.database.db;
  const fresh = await db
    .select({ id: c.id, rootTs: c.rootTs })
    .from(c)
    .leftJoin(t, eq(t.rootTs, c.rootTs))
    .where(and(inArray(c.status, ['waiting', 'active']), isNull(t.id)))
    .orderBy(asc(c.escalatedAt), asc(c.id))
    .limit(OPENED_PER_RUN);
  if (fresh.length === 0) return;
  await db
    .insert(t)
    .values(
      fresh.map((row) => ({
        conversationId: row.id,
        rootTs: row.rootTs!,
        channelId,
        created: deps.clock.now(),
      })),
    )
    .onConflictDoNothing({ target: [t.rootTs, t.conversationId] });
}

/** Brings one thread up to date; whether its replies were read (`mayRead`: this run's budget allows it). */
async function syncThread(bridge: SlackBridge, thread: Thread, mayRead: boolean): Promise<boolean> {
  const db = bridge.deps.database.db;
  const conversation = await conversationById(db, thread.conversationId);
  // The escalation this thread mirrors is the conversation's current one, and people still own it.
  const current =
    conversation?.rootTs === thread.rootTs &&
    (conversation.status === 'waiting' || conversation.status === 'active');
  if (thread.threadTs === null) {
    // Ended before it was posted: nothing to tell the workspace.
    if (!current) {
      await close(bridge, thread.id);
      return false;
    }
    thread = await postRoot(bridge, thread, conversation);
  }
  const threadTs = thread.threadTs!;
  // Lines of an escalation replaced by a new one belong to the new thread.
  if (conversation?.rootTs === thread.rootTs) await postNewLines(bridge, thread, conversation, threadTs);
  const read = current && mayRead;
  if (read) await readReplies(bridge, thread, threadTs);
  if (!current) {
    await bridge.api.postMessage(thread.channelId, CLOSING_TEXT, threadTs);
    await close(bridge, thread.id);
  }
  if (thread.failure !== null) await recovered(bridge, thread.id);
  return read;
}

/** The thread's first message; every line so far is in it. */
async function postRoot(bridge: SlackBridge, thread: Thread, conversation: Conversation): Promise<Thread> {
  const db = bridge.deps.database.db;
  const transcript = await transcriptOf(db, conversation.id);
  const text = rootText(conversation, transcript, bridge.deps.config.publicUrl);
  const ts = await bridge.api.postMessage(thread.channelId, text, undefined);
  const [posted] = await db
    .update(t)
    // Replies are read from the thread's start: the root's own ts is the first "oldest".
    .set({ threadTs: ts, postedThrough: transcript.at(-1)?.id ?? 0, readThrough: ts })
    .where(eq(t.id, thread.id))
    .returning();
  return posted!;
}

/**
 * The chat's lines since the last posted, one message each, in order: the user's, and the in-product
 * agents' (an agent line without an account is a workspace reply read back here: it is in the thread).
 */
async function postNewLines(
  bridge: SlackBridge,
  thread: Thread,
  conversation: Conversation,
  threadTs: string,
) {
  const db = bridge.deps.database.db;
  const lines = await db
    .select()
    .from(assistantMessages)
    .where(
      and(
        eq(assistantMessages.conversationId, conversation.id),
        gt(assistantMessages.id, thread.postedThrough),
        or(
          eq(assistantMessages.sender, 'user'),
          and(eq(assistantMessages.sender, 'agent'), sql`${assistantMessages.agentId} is not null`),
        ),
      ),
    )
    .orderBy(asc(assistantMessages.id));
  for (const line of lines) {
    await bridge.api.postMessage(thread.channelId, lineText(line, conversation.contactName), threadTs);
    await db.update(t).set({ postedThrough: line.id }).where(eq(t.id, thread.id));
  }
}

/** A person's message in the thread: not a bot's (ours posts as one), not a join or an edit notice. */
const byPerson = (message: SlackMessage): boolean =>
  !message.bot_id &&
  message.user !== undefined &&
  (message.subtype === undefined || message.subtype === 'thread_broadcast');

/** Whether Slack's ts `a` is after `b` (seconds, then microseconds; a double loses the last digit). */
export function tsAfter(a: string, b: string): boolean {
  const [as, af = ''] = a.split('.');
  const [bs, bf = ''] = b.split('.');
  if (BigInt(as!) !== BigInt(bs!)) return BigInt(as!) > BigInt(bs!);
  return af.padEnd(9, '0') > bf.padEnd(9, '0');
}

async function readReplies(bridge: SlackBridge, thread: Thread, threadTs: string): Promise<void> {
  const messages = await bridge.api.replies(thread.channelId, threadTs, thread.readThrough);
  const after = thread.readThrough ?? threadTs;
  const fresh = messages
    .filter((message) => message.ts !== threadTs && tsAfter(message.ts, after))
    .sort((a, b) => (tsAfter(a.ts, b.ts) ? 1 : -1));
  for (const message of fresh) await takeReply(bridge, thread, message);
  await bridge.deps.database.db.update(t).set({ readAt: bridge.deps.clock.now() }).where(eq(t.id, thread.id));
}

/**
 * One thread message, exactly once: the thread's read mark moves past it in the same transaction that adds
 * a person's reply to the chat (a second reader finds the mark moved and adds nothing). The reply makes the
 * chat answered, as an in-product agent's does: the bot stays silent, the first-response clock stops. A
 * reply after the chat ended is read and dropped: the user has left.
 */
async function takeReply(bridge: SlackBridge, thread: Thread, message: SlackMessage): Promise<void> {
  const text = plainFromMrkdwn(message.text ?? '');
  const person = byPerson(message) && text !== '';
  const name = person ? await bridge.agentName(message) : '';
  const now = bridge.deps.clock.now();
  await bridge.deps.database.db.transaction(async (tx) => {
    const [marked] = await tx
      .update(t)
      .set({ readThrough: message.ts })
      .where(
        and(
          eq(t.id, thread.id),
          sql`(${t.readThrough} is null or ${t.readThrough}::numeric < ${message.ts}::numeric)`,
        ),
      )
      .returning({ id: t.id });
    if (!marked || !person) return;
    const [answered] = await tx
      .update(c)
      .set({
        status: 'active',
        firstResponseAt: sql`coalesce(${c.firstResponseAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(
        and(
          eq(c.id, thread.conversationId),
          eq(c.rootTs, thread.rootTs),
          inArray(c.status, ['waiting', 'active']),
        ),
      )
      .returning({ id: c.id, ticketId: c.ticketId });
    if (!answered) return;
    await addLines(tx, answered.id, [{ sender: 'agent', text, agent: { id: null, name } }], now);
    // The escalation's ticket keeps the answer too, as it keeps an in-product agent's.
    if (answered.ticketId !== null)
      await recordChatLine(tx, answered.ticketId, { author: 'support', body: text }, now);
  });
}

async function close({ deps }: SlackBridge, threadId: number): Promise<void> {
  await deps.database.db.update(t).set({ closedAt: deps.clock.now() }).where(eq(t.id, threadId));
}

async function recovered({ deps }: SlackBridge, threadId: number): Promise<void> {
  await deps.database.db
    .update(t)
    .set({ failure: null, failingSince: null, attempts: 0, nextAttemptAt: null })
    .where(eq(t.id, threadId));
}

/** Marks the thread failing (the inbox shows it) and when to try it again. */
async function backOff({ deps }: SlackBridge, threadId: number, error: SlackCallFailed): Promise<void> {
  const now = deps.clock.now();
  const [row] = await deps.database.db
    .update(t)
    .set({
      failure: error.kind,
      failingSince: sql`coalesce(${t.failingSince}, ${now.toISOString()}::timestamptz)`,
      attempts: sql`${t.attempts} + 1`,
    })
    .where(eq(t.id, threadId))
    .returning({ attempts: t.attempts });
  const wait = error.retryAt
    ? error.retryAt.getTime() - now.getTime()
    : Math.min(FIRST_RETRY_MS * 2 ** ((row?.attempts ?? 1) - 1), LAST_RETRY_MS);
  await deps.database.db
    .update(t)
    .set({ nextAttemptAt: new Date(now.getTime() + wait) })
    .where(eq(t.id, threadId));
}
