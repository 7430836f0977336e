/**
 * The assistant's and the support inbox's texts, bounds and statuses: constants without zod, so that the web's
 * support pages can read them without building the contract's schemas before they can draw (decision 103).
 * `./assistant` re-exports them.
 */

/**
 * The ARED Analytics Assistant (issue 31, part 2 §2, §7, §8, §9): a chat panel on every signed-in page and
 * on the sign-in page, answered by our server from the partner's own data (offline intents, optionally an
 * LLM picking the same typed tools), with human support agents behind an escalation. The calls keep the
 * original separate backend's shapes (part 2 §7) under `/assistant` (SPEC-NOTES: a module of our server).
 */
export const ASSISTANT_TEXTS = {
  title: 'ARED Analytics Assistant',
  noData: '(no data)',
  agentPrefix: (name: string) => `Agent (${name}):`,
  /** What the user's side says in an escalated chat's history (part 2 §9). */
  escalatedUserText: 'Chat with an agent',
  escalateFailed: 'Could not escalate right now.',
  escalateNetwork: 'Failed to contact support. Please try again later.',
  escalated: 'Your chat has been escalated to an agent.',
  escalationQueued: 'Escalation queued.',
  endFailed: 'Could not end chat right now.',
  endNetwork: 'Error: failed to end chat. Try again later.',
  ended: 'You have ended the chat with the agent. Thanks!',
  postFailed: 'Failed to send your message to the agent:',
  postNetwork: 'Error: Could not send message to agent. Try again.',
  httpError: (status: number) => `Error: HTTP ${status}`,
  chatNetwork: 'Error: Unable to reach chatbot backend.',
  quickReplyFailed: (error: string) => `Error fetching analytics: ${error}`,
  quickReplyNetwork: "Sorry — couldn't reach the analytics service.",
  noResults: 'No structured results.',
  invalidEmail: 'Please enter a valid email address.',
} as const;

/** Longest message a user or an agent may send: a chat line, not a document. */
export const ASSISTANT_MESSAGE_MAX = 2000;

export const SUPPORT_INBOX_STATUSES = ['waiting', 'mine', 'active', 'ended'] as const;

/** The poll interval of check-human-reply (part 2 §7): every 2 seconds. */
export const ASSISTANT_POLL_MS = 2000;
