import { z } from 'zod/mini';
import { ZIdParamSchema } from './common';
import { ZChartSchema, ZTimeRangeQuerySchema } from './analytics';
export { QUEUE_TEXTS } from './queue-texts';

// The Queue System add-on (issue 30 §3, decision 067): a virtual queue per realm (venue). Guests take a
// number on the box's portal; staff call, serve or mark no-show on /queue-system; a screen in the venue
// shows the number being served.

/** A ticket's life: waiting → called → served or no_show; a guest who leaves (or the day ending) abandons it. */
export const QUEUE_TICKET_STATES = ['waiting', 'called', 'served', 'no_show', 'abandoned'] as const;
export type TQueueTicketState = (typeof QUEUE_TICKET_STATES)[number];
/** The states a ticket is still in the queue in: one such ticket per device per realm. */
export const OPEN_QUEUE_STATES = ['waiting', 'called'] as const satisfies readonly TQueueTicketState[];

export const ZQueueTicketSchema = z.object({
  id: z.int(),
  number: z.int(),
  state: z.enum(QUEUE_TICKET_STATES),
  taken_at: z.string(),
  called_at: z.nullable(z.string()),
  finished_at: z.nullable(z.string()),
  /** Whether the guest left a phone number (the number itself is not shown to staff lists). */
  has_phone: z.boolean(),
  /** The called SMS: null until called (or without a phone), then 'sent' or 'failed'. */
  sms_status: z.nullable(z.enum(['sent', 'failed'])),
});
export type TQueueTicket = z.infer<typeof ZQueueTicketSchema>;

/** Counts of one period: the one function behind every card that shows them (operator page, Analytics). */
export const ZQueueSummarySchema = z.object({
  tickets: z.int(),
  served: z.int(),
  no_show: z.int(),
  abandoned: z.int(),
  /** Still waiting or called (today's open tickets). */
  open: z.int(),
  /** Mean minutes from taking a number to being called, over the called tickets; null when none. */
  average_wait_minutes: z.nullable(z.number()),
});
export type TQueueSummary = z.infer<typeof ZQueueSummarySchema>;

/** GET /v1/queues/realms/{realm}/: today's queue of one of the partner's realms. */
export const ZQueueRealmParamsSchema = z.object({ realm: ZIdParamSchema });
/** POST /v1/queues/queue-tickets/{id}/served/ and …/no-show/. */
export const ZQueueTicketParamsSchema = z.object({ id: ZIdParamSchema });
export const ZQueueStateSchema = z.object({
  realm: z.object({ id: z.int(), name: z.string() }),
  /** The local day the numbers belong to (YYYY-MM-DD). */
  day: z.string(),
  /** The number most recently called today, or null. */
  now_serving: z.nullable(z.int()),
  /** Waiting tickets, lowest number first. */
  waiting: z.array(ZQueueTicketSchema),
  /** Called tickets not yet served or no-show, latest call first. */
  called: z.array(ZQueueTicketSchema),
  summary: ZQueueSummarySchema,
  /** The venue screen's page: a portal address with this realm's unguessable token. */
  display_path: z.string(),
});
export type TQueueState = z.infer<typeof ZQueueStateSchema>;

/** GET /v1/analytics/queueing/?time_range=: the Analytics "queueing-system" tab. */
export const ZQueueAnalyticsQuerySchema = z.extend(ZTimeRangeQuerySchema, {
  partner: z.optional(ZIdParamSchema),
  realm: z.optional(ZIdParamSchema),
});
export const ZQueueAnalyticsSchema = z.object({
  summary: ZQueueSummarySchema,
  tickets_over_time: ZChartSchema,
  served_over_time: ZChartSchema,
});
export type TQueueAnalytics = z.infer<typeof ZQueueAnalyticsSchema>;
