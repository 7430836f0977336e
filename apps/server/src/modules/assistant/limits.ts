import type { RateRule } from '../../lib/rate-limit';

/**
 * What an address without an account may ask of the assistant (issue 31 §2): enough for a real
 * conversation, not enough to use it as a free service or to flood the support team. Signed-in users are
 * bounded by the app's per-caller limit (RATE_LIMIT_MAX) and their own escalations below.
 */
export const ASSISTANT_RATE_RULES = {
  anonymousChatPerAddress: { name: 'assistant-chat:address', limit: 30, windowSeconds: 10 * 60 },
  /** Each escalation mails the support team. */
  escalationsPerAddress: { name: 'assistant-escalate:address', limit: 5, windowSeconds: 60 * 60 },
  escalationsPerUser: { name: 'assistant-escalate:user', limit: 10, windowSeconds: 60 * 60 },
  /** A visitor's messages to an agent: a person types them. */
  anonymousPostsPerAddress: { name: 'assistant-post:address', limit: 60, windowSeconds: 10 * 60 },
} satisfies Record<string, RateRule>;
