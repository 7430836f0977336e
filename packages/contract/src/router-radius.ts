import { z } from 'zod/mini';

/**
 * A box's RADIUS status on Router details (issue 27 §6): its Message-Authenticator policy and the last
 * problem its packets had, so a partner can fix the box without reading server logs.
 */

/**
 * Whether the box's Access-Requests must carry a Message-Authenticator, as FreeRADIUS's
 * require_message_authenticator: 'auto' (once the box has sent one) or 'yes' (always).
 */
export const MESSAGE_AUTHENTICATOR_POLICIES = ['auto', 'yes'] as const;
export type TMessageAuthenticatorPolicy = (typeof MESSAGE_AUTHENTICATOR_POLICIES)[number];

/** What the RADIUS server can hold against a box's packets (stored at most once per box per minute). */
export const RADIUS_PROBLEMS = [
  /** The packet's signature did not verify with the box's secret (a wrong or old secret). */
  'bad_authenticator',
  /** An Access-Request without Message-Authenticator from a box that must send one. */
  'no_message_authenticator',
  'malformed',
  /** An Access-Request naming no user or no device (Calling-Station-Id). */
  'missing_attributes',
  /** Too many wrong voucher codes from one device, address or box. */
  'throttled',
  /** More packets than the box's budget. */
  'over_budget',
  /** Accounting counters past what the columns hold, stored at the limit. */
  'clamped_counters',
] as const;
export type TRadiusProblem = (typeof RADIUS_PROBLEMS)[number];

export const ZRouterRadiusStatusSchema = z.object({
  /** The router's id. */
  router: z.int(),
  /** Whether a RADIUS shared secret was issued: without one the box cannot use RADIUS at all. */
  has_secret: z.boolean(),
  require_message_authenticator: z.enum(MESSAGE_AUTHENTICATOR_POLICIES),
  /** When the box first sent a Message-Authenticator; null while it never has. */
  message_authenticator_seen_at: z.nullable(z.string()),
  /** Whether its Access-Requests must carry one now: policy 'yes', or 'auto' once one was seen. */
  message_authenticator_required: z.boolean(),
  /** The last problem, when it was recorded, and how many packets had it in that minute; null if none. */
  last_problem: z.nullable(z.object({ problem: z.enum(RADIUS_PROBLEMS), at: z.string(), count: z.int() })),
});
export type TRouterRadiusStatus = z.infer<typeof ZRouterRadiusStatusSchema>;

export const ZRouterRadiusUpdateRequestSchema = z.object({
  require_message_authenticator: z.enum(MESSAGE_AUTHENTICATOR_POLICIES),
});
export type TRouterRadiusUpdateRequest = z.infer<typeof ZRouterRadiusUpdateRequestSchema>;
