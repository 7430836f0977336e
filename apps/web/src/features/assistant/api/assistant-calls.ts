import {
  ZAssistantChatReplySchema,
  ZAssistantCheckReplySchema,
  ZAssistantEndReplySchema,
  ZAssistantEscalateReplySchema,
  ZAssistantPostReplySchema,
  ZAssistantProposalOutcomeSchema,
  type TAssistantChat,
} from '@ared/contract/assistant';
import type { z } from 'zod/mini';
import { ApiError, assistantApi } from '../../../lib/http';

/**
 * A call's outcome, never thrown: the panel turns each failure into its own bot message (part 2 §8), which
 * tells a network failure (status 0) from an HTTP error (its status, and the server's detail when given).
 */
export type CallOutcome<T> = { ok: true; data: T } | { ok: false; status: number; detail?: string };

/** Who is asking: a signed-in user's calls carry the token; the sign-in page's visitor's carry none. */
export type Caller = { signedIn: boolean };

async function call<S extends z.ZodMiniType>(
  schema: S,
  path: string,
  caller: Caller,
  options: { method?: 'GET' | 'POST'; body?: unknown; query?: Record<string, string | undefined> } = {},
): Promise<CallOutcome<z.infer<S>>> {
  try {
    const { data } = await assistantApi.requestWithStatus<unknown>(path, {
      ...options,
      // A half-finished sign-in (tokens before the OTP) is still a visitor here: its token is not sent, so
      // an answer of 401 can never end the sign-in in progress.
      auth: caller.signedIn,
    });
    const parsed = schema.safeParse(data);
    return parsed.success ? { ok: true, data: parsed.data } : { ok: false, status: 200 };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, status: error.status, detail: error.detail };
    return { ok: false, status: 0 };
  }
}

export type Contact = { name: string; email: string; company: string };

/** POST /assistant/chat: a question, or a quick reply with its range and intents. */
export const postChat = (caller: Caller, body: TAssistantChat) =>
  call(ZAssistantChatReplySchema, 'chat', caller, { method: 'POST', body });

/** POST /assistant/escalate: the transcript as 'sender: text' lines, and who to answer. */
export const postEscalate = (caller: Caller, body: { session?: string; chat_history: string } & Contact) =>
  call(ZAssistantEscalateReplySchema, 'escalate', caller, { method: 'POST', body });

/** POST /assistant/end-escalation. */
export const postEndEscalation = (caller: Caller, body: { root_ts: string; channel_id: string } & Contact) =>
  call(ZAssistantEndReplySchema, 'end-escalation', caller, { method: 'POST', body });

/** POST /assistant/post-human-reply: the user's line to the agent who owns the chat. */
export const postHumanReply = (
  caller: Caller,
  body: { text: string; thread_ts: string; channel_id: string } & Contact,
) => call(ZAssistantPostReplySchema, 'post-human-reply', caller, { method: 'POST', body });

/** GET /assistant/check-human-reply: the agent's messages since the escalation (polled every 2 s). */
export const getHumanReplies = (caller: Caller, query: { thread_ts: string; channel_id: string }) =>
  call(ZAssistantCheckReplySchema, 'check-human-reply', caller, { query });

/** POST /assistant/proposals/{id}/confirm: runs a change the assistant proposed, as this user. */
export const confirmProposal = (caller: Caller, id: string) =>
  call(ZAssistantProposalOutcomeSchema, `proposals/${encodeURIComponent(id)}/confirm`, caller, {
    method: 'POST',
  });
