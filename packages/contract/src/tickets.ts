import { z } from 'zod/mini';
import { ZIdParamSchema, ZPageQuerySchema, paginated, whenMissing } from './common';
import { SUPPORT_DESK_STATUSES } from './ticket-texts';
export { SUPPORT_DESK_STATUSES, TICKET_TEXTS } from './ticket-texts';

/** Support tickets (/support-tickets; part 2 §2, §3, §4, §5, §7, §8). */

export const TICKET_DEPARTMENTS = ['Router', 'Other'] as const;
export const TICKET_PRIORITIES = ['Low', 'Medium', 'High'] as const;
/** Who wrote a message of a ticket's conversation: one of the partner's users, or the support team. */
export const TICKET_AUTHORS = ['partner', 'support'] as const;
/** The longest message of a conversation (the ticket's own message has the same bound). */
export const TICKET_MESSAGE_MAX = 5000;

export const ZTicketSchema = z.object({
  id: z.int(),
  subject: z.string(),
  department: z.enum(TICKET_DEPARTMENTS),
  priority: z.enum(TICKET_PRIORITIES),
  message: z.string(),
  is_open: z.boolean(),
  created: z.string(),
  /** When the conversation last moved, and who moved it (support: a reply the partner may not have read). */
  last_activity: z.string(),
  last_author: z.enum(TICKET_AUTHORS),
});
export type TTicket = z.infer<typeof ZTicketSchema>;
export const ZTicketPageSchema = paginated(ZTicketSchema);
export const ZTicketListQuerySchema = z.object({
  user__sme: z.optional(ZIdParamSchema),
  department: z.optional(z.enum(TICKET_DEPARTMENTS)),
  ...ZPageQuerySchema.shape,
});
export const ZTicketCreateRequestSchema = z.object({
  subject: z
    .string(whenMissing('Subject is required'))
    .check(z.trim(), z.minLength(1, 'Subject is required'), z.maxLength(200)),
  department: z.enum(TICKET_DEPARTMENTS, 'Department is required'),
  priority: z.enum(TICKET_PRIORITIES, 'Priority is required'),
  message: z._default(z.string().check(z.trim(), z.maxLength(TICKET_MESSAGE_MAX)), ''),
});

/** GET tickets/export/: the list's filters, every row (decision 051). */
export const ZTicketExportQuerySchema = z.omit(ZTicketListQuerySchema, { page: true, page_size: true });

/** One message of a ticket's conversation; `author_name` is the partner user's name, or 'Support'. */
export const ZTicketMessageSchema = z.object({
  id: z.int(),
  author: z.enum(TICKET_AUTHORS),
  author_name: z.string(),
  body: z.string(),
  created: z.string(),
});
export type TTicketMessage = z.infer<typeof ZTicketMessageSchema>;
export const ZTicketMessagesSchema = z.object({ results: z.array(ZTicketMessageSchema) });

/** POST tickets/{id}/messages/: a partner's reply, plain text (shown as text, never as HTML). */
export const ZTicketReplyRequestSchema = z.object({
  body: z
    .string(whenMissing('Message is required'))
    .check(
      z.trim(),
      z.minLength(1, 'Message is required'),
      z.maxLength(TICKET_MESSAGE_MAX, `Ensure this field has no more than ${TICKET_MESSAGE_MAX} characters.`),
    ),
});
export type TTicketReplyRequest = z.input<typeof ZTicketReplyRequestSchema>;

/**
 * POST tickets/inbound-mail/: support's reply by mail, as the raw RFC 5322 message (the shape of Postmark's
 * RawEmail, Mailgun's body-mime or a mail server's pipe), authenticated by INBOUND_MAIL_SECRET.
 */
export const INBOUND_MAIL_MAX = 1_000_000;
export const ZInboundMailRequestSchema = z.object({
  raw: z
    .string(whenMissing('The raw message is required'))
    .check(
      z.minLength(1, 'The raw message is required'),
      z.maxLength(INBOUND_MAIL_MAX, 'The message is too large.'),
    ),
});
export const ZInboundMailResponseSchema = z.object({
  ticket: z.int(),
  message: z.int(),
});

export type TSupportDeskStatus = (typeof SUPPORT_DESK_STATUSES)[number];
export const ZSupportDeskQuerySchema = z.extend(ZPageQuerySchema, {
  status: z.optional(z.enum(SUPPORT_DESK_STATUSES)),
});

/** A ticket as support agents list it: which partner and user it is from. */
export const ZSupportDeskTicketSchema = z.extend(ZTicketSchema, {
  partner: z.object({ id: z.int(), name: z.string() }),
  /** The partner's user who opened it (null once that user is deleted). */
  user: z.nullable(z.object({ name: z.string(), email: z.string() })),
});
export type TSupportDeskTicket = z.infer<typeof ZSupportDeskTicketSchema>;
export const ZSupportDeskPageSchema = paginated(ZSupportDeskTicketSchema);

/** One ticket with its conversation, oldest first, as the support agent reads and answers it. */
export const ZSupportDeskTicketDetailSchema = z.extend(ZSupportDeskTicketSchema, {
  messages: z.array(ZTicketMessageSchema),
});
export type TSupportDeskTicketDetail = z.infer<typeof ZSupportDeskTicketDetailSchema>;

/**
 * POST support-inbox/tickets/{id}/reply/: support's answer, mailed to the user who opened the ticket;
 * `status` closes or reopens it with the answer (as `#close` / `#open` do in a reply by mail).
 */
export const ZSupportDeskReplySchema = z.extend(ZTicketReplyRequestSchema, {
  status: z.optional(z.enum(['close', 'open'])),
});
export type TSupportDeskReply = z.input<typeof ZSupportDeskReplySchema>;

/** POST support-inbox/tickets/{id}/status/: close or reopen without writing to the partner. */
export const ZSupportDeskStatusSchema = z.object({ is_open: z.boolean() });
