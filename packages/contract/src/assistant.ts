import { z } from 'zod/mini';
import { ZPageQuerySchema, paginated } from './common';
import { ASSISTANT_MESSAGE_MAX, SUPPORT_INBOX_STATUSES } from './assistant-texts';
export {
  ASSISTANT_MESSAGE_MAX,
  ASSISTANT_POLL_MS,
  ASSISTANT_TEXTS,
  SUPPORT_INBOX_STATUSES,
} from './assistant-texts';

/**
 * The escalation form's email rule (part 2 §5), the panel's and the server's: empty is valid; otherwise a
 * standard address whose domain labels have at most 63 characters and whose top-level domain is at least
 * two letters.
 */
const CONTACT_EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
export const isValidContactEmail = (email: string): boolean =>
  email.trim() === '' || CONTACT_EMAIL.test(email.trim());

/** Quick replies' ranges (part 2 §9 'today, 7days, 30days') and the intents a quick reply may ask for. */
export const ASSISTANT_TIME_RANGES = ['today', '7days', '30days'] as const;
export type TAssistantTimeRange = (typeof ASSISTANT_TIME_RANGES)[number];
export const ASSISTANT_QUICK_INTENTS = ['summary', 'router_status', 'wifi'] as const;

/**
 * A conversation's handle: issued by the server on the first chat (random, 32 URL-safe characters) and
 * sent back as `session` on every later call. It is a capability for an anonymous visitor's conversation;
 * a signed-in user's conversations are also bound to the user, so another user's handle answers 404.
 */
export const ZAssistantSessionSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'Not a valid conversation.'));

const message = z
  .string()
  .check(
    z.maxLength(
      ASSISTANT_MESSAGE_MAX,
      `Ensure this field has no more than ${ASSISTANT_MESSAGE_MAX} characters.`,
    ),
  );

/**
 * POST /assistant/chat. `partner_id` is accepted for the spec's anonymous calls and ignored: a signed-in
 * user's partner comes from the token, an anonymous visitor sees no partner's data (SPEC-NOTES).
 */
export const ZAssistantChatSchema = z.object({
  message: message,
  session: z.optional(ZAssistantSessionSchema),
  partner_id: z.optional(z.unknown()),
  time_range: z.optional(z.enum(ASSISTANT_TIME_RANGES)),
  sections: z.optional(z.array(z.enum(['summary'])).check(z.maxLength(5))),
  intents: z.optional(z.array(z.enum(ASSISTANT_QUICK_INTENTS)).check(z.maxLength(5))),
  channel_id: z.optional(z.string().check(z.maxLength(64))),
});
export type TAssistantChat = z.infer<typeof ZAssistantChatSchema>;

/** A value in a structured result: what 'key: value' shows; null shows '(no data)'. */
export const ZAssistantValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * A structured result: a titled table of rows ('key: value' pairs), the time window it covers (ISO
 * instants, null when the figure has none, e.g. a box's status now) and the dashboard page that shows the
 * same figure, so the numbers can be checked.
 */
export const ZAssistantResultSchema = z.object({
  title: z.string(),
  rows: z.array(z.record(z.string(), ZAssistantValueSchema)),
  window: z.nullable(z.object({ from: z.string(), to: z.string(), time_zone: z.string() })),
  link: z.nullable(z.object({ label: z.string(), path: z.string() })),
});
export type TAssistantResult = z.infer<typeof ZAssistantResultSchema>;

/**
 * A change the assistant proposes (an LLM's write tool): nothing happens until the signed-in user confirms
 * it; the server checks role and plan again when it runs.
 */
export const ZAssistantProposalSchema = z.object({
  id: z.string(),
  action: z.string(),
  summary: z.string(),
  expires_at: z.string(),
});
export type TAssistantProposal = z.infer<typeof ZAssistantProposalSchema>;

export const ZAssistantChatReplySchema = z.object({
  session: ZAssistantSessionSchema,
  reply: z.string(),
  results: z.array(ZAssistantResultSchema),
  proposals: z.array(ZAssistantProposalSchema),
  /** What answered: the offline intents, or the LLM (with the offline answer as its fallback). */
  answered_by: z.enum(['offline', 'llm', 'agent_owns']),
  error: z.nullable(z.string()),
  debug_endpoints: z.array(z.string()),
});
export type TAssistantChatReply = z.infer<typeof ZAssistantChatReplySchema>;

/** POST /assistant/proposals/{id}/confirm: runs a proposal, as the user who confirms it. */
export const ZAssistantProposalParamsSchema = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)),
});
export const ZAssistantProposalOutcomeSchema = z.object({ ok: z.boolean(), reply: z.string() });

const contact = {
  name: z.optional(z.string().check(z.trim(), z.maxLength(150))),
  email: z.optional(z.string().check(z.trim(), z.maxLength(254))),
  company: z.optional(z.string().check(z.trim(), z.maxLength(150))),
};

/** POST /assistant/escalate (part 2 §7): `chat_history` is 'sender: text' lines joined by newlines. */
export const ZAssistantEscalateSchema = z.object({
  session: z.optional(ZAssistantSessionSchema),
  chat_history: z.string().check(z.maxLength(100_000)),
  ...contact,
});
export const ZAssistantEscalateReplySchema = z.object({
  ok: z.boolean(),
  root_ts: z.nullable(z.string()),
  channel_id: z.nullable(z.string()),
  error: z.nullable(z.string()),
});

/** POST /assistant/end-escalation. */
export const ZAssistantEndSchema = z.object({
  root_ts: z.string().check(z.maxLength(64)),
  channel_id: z.string().check(z.maxLength(64)),
  ...contact,
});
export const ZAssistantEndReplySchema = z.object({ ok: z.boolean(), diagnostics: z.nullable(z.string()) });

/** POST /assistant/post-human-reply: the user's message to the agent who owns the conversation. */
export const ZAssistantPostSchema = z.object({
  text: message.check(z.trim(), z.minLength(1)),
  thread_ts: z.string().check(z.maxLength(64)),
  channel_id: z.string().check(z.maxLength(64)),
  ...contact,
});
export const ZAssistantPostReplySchema = z.object({ ok: z.boolean(), error: z.nullable(z.string()) });

/** GET /assistant/check-human-reply?thread_ts=&channel_id=: the agent's messages since the escalation. */
export const ZAssistantCheckQuerySchema = z.object({
  thread_ts: z.optional(z.string().check(z.maxLength(64))),
  channel_id: z.optional(z.string().check(z.maxLength(64))),
  partner_id: z.optional(z.unknown()),
});
export const ZAssistantAgentMessageSchema = z.object({
  message_id: z.string(),
  timestamp: z.string(),
  root_ts: z.string(),
  channel: z.string(),
  text: z.string(),
  agent_display: z.string(),
  agent_real: z.string(),
  user: z.string(),
});
export const ZAssistantCheckReplySchema = z.object({
  messages: z.array(ZAssistantAgentMessageSchema),
  root_ts: z.nullable(z.string()),
  channel_id: z.nullable(z.string()),
  /** False once the conversation was ended (by the agent or the user): the panel leaves escalated mode. */
  escalated: z.boolean(),
});
export type TAssistantCheckReply = z.infer<typeof ZAssistantCheckReplySchema>;

/**
 * The support inbox (issue 31 §5): platform support agents (role `support_agent`, no partner) see the
 * conversations waiting for a person, take one over, reply, and end it. Under /v1/support-inbox/.
 */
export const SUPPORT_AGENT_ROLE = 'support_agent';

export const ZSupportInboxQuerySchema = z.extend(ZPageQuerySchema, {
  status: z.optional(z.enum(SUPPORT_INBOX_STATUSES)),
});

export const ZSupportConversationSummarySchema = z.object({
  id: z.int(),
  status: z.enum(['waiting', 'active', 'ended']),
  contact: z.object({ name: z.string(), email: z.string(), company: z.string() }),
  partner: z.nullable(z.object({ id: z.int(), name: z.string() })),
  /** Who owns it now (an agent), null while it waits. */
  agent: z.nullable(z.object({ id: z.int(), name: z.string() })),
  escalated_at: z.string(),
  /** When an agent first answered; null while no one has (the first-response clock runs). */
  first_response_at: z.nullable(z.string()),
  ended_at: z.nullable(z.string()),
  last_message: z.string(),
  ticket_id: z.nullable(z.int()),
});
export type TSupportConversationSummary = z.infer<typeof ZSupportConversationSummarySchema>;
/** GET support-inbox/: a page of escalated chats. */
export const ZSupportInboxPageSchema = paginated(ZSupportConversationSummarySchema);

export const ZSupportTranscriptLineSchema = z.object({
  id: z.int(),
  sender: z.enum(['user', 'bot', 'agent']),
  /** The agent's display name, for 'Agent (name):'; the user's name otherwise. */
  name: z.string(),
  text: z.string(),
  at: z.string(),
});

/** What the agent sees beside the transcript: the partner's situation when the chat was escalated. */
export const ZSupportContextSchema = z.object({
  partner: z.nullable(z.object({ id: z.int(), name: z.string(), plan: z.nullable(z.string()) })),
  boxes_offline: z.array(
    z.object({ serial: z.string(), name: z.string(), offline_since: z.nullable(z.string()) }),
  ),
  open_alerts: z.int(),
  open_tickets: z.array(z.object({ id: z.int(), subject: z.string() })),
  captured_at: z.string(),
});
export type TSupportContext = z.infer<typeof ZSupportContextSchema>;

/**
 * The escalation's thread in the team chat workspace, when the Slack bridge is on (decision 076): posting
 * (not yet there), posted, failing (with the error, retried with back-off), or closed after the chat ended.
 */
export const ZSupportWorkspaceThreadSchema = z.object({
  channel_id: z.string(),
  thread_ts: z.nullable(z.string()),
  state: z.enum(['posting', 'posted', 'failing', 'closed']),
  failure: z.nullable(z.string()),
  failing_since: z.nullable(z.string()),
});
export type TSupportWorkspaceThread = z.infer<typeof ZSupportWorkspaceThreadSchema>;

export const ZSupportConversationSchema = z.extend(ZSupportConversationSummarySchema, {
  transcript: z.array(ZSupportTranscriptLineSchema),
  context: ZSupportContextSchema,
  /** Absent or null without the bridge (or before the bridge's job saw the escalation). */
  chat_workspace: z.optional(z.nullable(ZSupportWorkspaceThreadSchema)),
});
export type TSupportConversation = z.infer<typeof ZSupportConversationSchema>;

export const ZSupportReplySchema = z.object({ text: message.check(z.trim(), z.minLength(1)) });
