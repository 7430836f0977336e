import { and, eq } from 'drizzle-orm';
import { ASSISTANT_TEXTS, isValidContactEmail } from '@ared/contract/assistant';
import type { z } from 'zod/mini';
import type { ZAssistantEscalateSchema } from '@ared/contract/assistant';
import type { FastifyBaseLogger } from 'fastify';
import { fieldError } from '../../lib/http-errors';
import type { AppDeps } from '../../types';
import { createTicket } from '../tickets';
import { findUserById } from '../users';
import { captureContext } from './context-snapshot';
import {
  type Conversation,
  SUPPORT_CHANNEL,
  addLines,
  conversationBySession,
  isWithPeople,
  newHandle,
  ownConversation,
  startConversation,
  transcriptOf,
} from './conversation';
import { escalationMail } from './escalation-mail';
import { assistantConversations } from './schema';
import type { AssistantCaller } from './tools/types';

type Escalate = z.infer<typeof ZAssistantEscalateSchema>;
type Contact = { name: string; email: string; company: string };

/** The chat_history lines a panel may bring when the server kept none (the most a transcript imports). */
const IMPORTED_LINES = 200;

function checkContact(contact: { email?: string | undefined }): void {
  if (contact.email && !isValidContactEmail(contact.email))
    throw fieldError('email', ASSISTANT_TEXTS.invalidEmail);
}

/** What the visitor typed, else (signed in) the user's own name, address and partner. */
async function contactOf(deps: AppDeps, caller: AssistantCaller, body: Partial<Contact>): Promise<Contact> {
  const typed = { name: body.name ?? '', email: body.email ?? '', company: body.company ?? '' };
  if (caller.kind === 'anonymous') return typed;
  const user = await findUserById(deps.database.db, caller.userId);
  return {
    name: typed.name || `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim(),
    email: typed.email || (user?.email ?? ''),
    company: typed.company,
  };
}

/** 'sender: text' lines (part 2 §7) as transcript lines: the user's own, everything else the bot's. */
function historyLines(history: string): { sender: 'user' | 'bot'; text: string }[] {
  return history
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(-IMPORTED_LINES)
    .map((line) => {
      const match = /^(user|you|bot|assistant)\s*:\s*(.*)$/i.exec(line);
      const isUser = match ? /^(user|you)$/i.test(match[1]!) : false;
      return { sender: isUser ? 'user' : 'bot', text: match ? match[2]! : line };
    });
}

export type EscalationDeps = { deps: AppDeps; log: FastifyBaseLogger };

/**
 * Hands the conversation to the support team (issue 31 §5): it waits in the support inbox with the
 * partner's situation captured now, a support ticket for a signed-in user (kept after the chat, in the
 * partner's Support tickets), and a mail to the support address. Escalating a conversation that already
 * waits or is answered gives the same thread (a double click is one escalation); an ended one is
 * escalated anew. The handle is optional (the spec's call has none): without it a conversation starts.
 */
export async function escalate({ deps, log }: EscalationDeps, caller: AssistantCaller, body: Escalate) {
  checkContact(body);
  const db = deps.database.db;
  const now = deps.clock.now();
  const found = body.session === undefined ? undefined : await conversationBySession(db, body.session);
  const conversation = found
    ? await ownConversation(db, caller, found)
    : await startConversation(db, caller, now);
  if (isWithPeople(conversation)) return escalated(conversation);
  let transcript = await transcriptOf(db, conversation.id);
  if (transcript.length === 0) {
    await addLines(db, conversation.id, historyLines(body.chat_history), now);
    transcript = await transcriptOf(db, conversation.id);
  }
  const contact = await contactOf(deps, caller, body);
  const context = await captureContext(deps.database, conversation.partnerId, now);
  const ticketId = await ticketFor(deps, conversation, caller, transcript.length, log);
  const [updated] = await db
    .update(assistantConversations)
    .set({
      status: 'waiting',
      rootTs: newHandle(),
      channelId: SUPPORT_CHANNEL,
      contactName: contact.name,
      contactEmail: contact.email,
      contactCompany: contact.company,
      agentId: null,
      ticketId,
      context,
      escalatedAt: now,
      firstResponseAt: null,
      endedAt: null,
      lastActivity: now,
    })
    .where(
      and(
        eq(assistantConversations.id, conversation.id),
        eq(assistantConversations.status, conversation.status),
      ),
    )
    .returning();
  // Escalated by a concurrent call in between: that one's thread is the answer.
  if (!updated)
    return escalated(
      await ownConversation(db, caller, await conversationBySession(db, conversation.session)),
    );
  try {
    await deps.mailer.send(
      escalationMail({
        supportEmail: deps.config.supportEmail,
        publicUrl: deps.config.publicUrl,
        conversationId: updated.id,
        contact,
        context,
        ticketId,
        transcript,
      }),
    );
  } catch (error) {
    // The chat waits in the inbox all the same: agents see it there; the mail is a nudge.
    log.error({ err: error, conversation: updated.id }, 'the support mail of an escalated chat was not sent');
  }
  return escalated(updated);
}

const escalated = (conversation: Conversation) => ({
  ok: true,
  root_ts: conversation.rootTs,
  channel_id: conversation.channelId,
  error: null,
});

/**
 * The support ticket an escalation links (a signed-in user's; an anonymous visitor has no partner to file
 * it under): the conversation's earlier one when it was escalated before, else a new one. Its mail is not
 * sent: the escalation's mail names it.
 */
async function ticketFor(
  deps: AppDeps,
  conversation: Conversation,
  caller: AssistantCaller,
  lines: number,
  log: FastifyBaseLogger,
): Promise<number | null> {
  if (conversation.ticketId !== null) return conversation.ticketId;
  if (caller.kind === 'anonymous' || conversation.partnerId === null) return null;
  const ticket = await createTicket(
    {
      db: deps.database.db,
      mailer: deps.mailer,
      mail: {
        mailFrom: deps.config.mailFrom,
        supportEmail: deps.config.supportEmail,
        publicUrl: deps.config.publicUrl,
      },
      log,
    },
    conversation.partnerId,
    caller.userId,
    {
      subject: ASSISTANT_TEXTS.escalatedUserText,
      department: 'Other',
      priority: 'Medium',
      message: `Escalated from the ARED Analytics Assistant (${lines} messages so far). The support team answers in the chat; this ticket keeps the request afterwards.`,
    },
    { notifySupport: false },
  );
  return ticket.id;
}
