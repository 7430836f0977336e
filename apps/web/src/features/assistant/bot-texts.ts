import type { TAssistantChatReply, TAssistantResult, TAssistantProposal } from '@ared/contract/assistant';
import type { CallOutcome } from './api/assistant-calls';
import { PANEL_TEXTS as T } from './texts';

/** What the bot says about a call: its text, and for answers the structured results and proposals. */
export type BotLine = { text: string; results?: TAssistantResult[]; proposals?: TAssistantProposal[] };

/** A failure's explanation after a message of §8: the server's error or detail, else the HTTP status. */
const reason = (error: string | null | undefined, status: number) => error?.trim() || `HTTP ${status}`;

/** A question's answer; null when the bot stays silent (an agent owns the chat). */
export function chatAnswer(outcome: CallOutcome<TAssistantChatReply>): BotLine | null {
  if (!outcome.ok) return { text: outcome.status === 0 ? T.chatNetwork : T.httpError(outcome.status) };
  const { reply, results, proposals, error, answered_by } = outcome.data;
  if (answered_by === 'agent_owns' && !reply) return null;
  return { text: reply || error || T.noResults, results, proposals };
}

/** A quick reply's answer: the structured results, or 'No structured results.' (part 2 §8). */
export function quickReplyAnswer(outcome: CallOutcome<TAssistantChatReply>): BotLine | null {
  if (!outcome.ok) {
    if (outcome.status === 0) return { text: T.quickReplyNetwork };
    return { text: T.quickReplyFailed(reason(outcome.detail, outcome.status)) };
  }
  const { reply, results, proposals, error, answered_by } = outcome.data;
  if (error) return { text: T.quickReplyFailed(error) };
  if (answered_by === 'agent_owns' && !reply) return null;
  if (results.length === 0) return { text: reply ? `${reply}\n${T.noResults}` : T.noResults, proposals };
  return { text: reply, results, proposals };
}

export type EscalateReply = {
  ok: boolean;
  root_ts: string | null;
  channel_id: string | null;
  error: string | null;
};

/** An escalation's outcome: escalated (with its thread) or not, and what the bot says. */
export function escalationOutcome(outcome: CallOutcome<EscalateReply>): {
  escalated: { rootTs: string | null; channelId: string | null } | null;
  text: string;
} {
  if (!outcome.ok) {
    if (outcome.status === 0) return { escalated: null, text: T.escalateNetwork };
    return { escalated: null, text: `${T.escalateFailed} ${reason(outcome.detail, outcome.status)}` };
  }
  const { ok, root_ts, channel_id, error } = outcome.data;
  // Escalated on the ok flag or a thread (part 2 §4); without a thread yet, it is queued.
  if (ok || root_ts)
    return {
      escalated: { rootTs: root_ts, channelId: channel_id },
      text: root_ts ? T.escalated : T.escalationQueued,
    };
  return { escalated: null, text: `${T.escalateFailed} ${reason(error, 200)}` };
}

/** Ending an agent chat: ended or not, and what the bot says. */
export function endOutcome(outcome: CallOutcome<{ ok: boolean; diagnostics: string | null }>): {
  ended: boolean;
  text: string;
} {
  if (!outcome.ok) {
    if (outcome.status === 0) return { ended: false, text: T.endNetwork };
    return { ended: false, text: `${T.endFailed} ${reason(outcome.detail, outcome.status)}` };
  }
  if (outcome.data.ok) return { ended: true, text: T.ended };
  return { ended: false, text: `${T.endFailed} ${reason(outcome.data.diagnostics, 200)}` };
}

/** A line to the agent: null when it went through (the user's own line is already shown). */
export function postFailure(outcome: CallOutcome<{ ok: boolean; error: string | null }>): string | null {
  if (!outcome.ok) {
    if (outcome.status === 0) return T.postNetwork;
    return `${T.postFailed} ${reason(outcome.detail, outcome.status)}`;
  }
  return outcome.data.ok ? null : `${T.postFailed} ${reason(outcome.data.error, 200)}`;
}
