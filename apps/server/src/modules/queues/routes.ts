import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBadRequestSchema, ZDetailSchema } from '@ared/contract/common';
import {
  ZQueueRealmParamsSchema,
  ZQueueStateSchema,
  ZQueueTicketParamsSchema,
  ZQueueTicketSchema,
} from '@ared/contract/queues';
import { ownPartnerId } from '../../plugins/auth/caller';
import { callNextGuest, finishGuest, queueState } from './service';

const errors = {
  400: ZBadRequestSchema,
  401: ZDetailSchema,
  403: ZDetailSchema,
  404: ZDetailSchema,
  409: ZDetailSchema,
};
/**
 * The Queue System add-on's operator calls (issue 30 §3, decision 067). Off → 403. Both roles run the
 * queue: calling guests is the venue staff's everyday work, not a money or access action.
 */
const queueAddOn = { flag: 'has_queue_management_addon_enabled' } as const;

export async function queueRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['queues'];

  r.get(
    '/queues/realms/:realm/',
    {
      config: { requires: queueAddOn },
      schema: {
        tags,
        summary:
          "Today's queue of one of the partner's realms: waiting and called tickets, counts, display path",
        params: ZQueueRealmParamsSchema,
        response: { 200: ZQueueStateSchema, ...errors },
      },
    },
    async (request) => queueState(app, ownPartnerId(request), request.params.realm),
  );
  r.post(
    '/queues/realms/:realm/call-next/',
    {
      config: { requires: queueAddOn },
      schema: {
        tags,
        summary: 'Call the lowest waiting number (texted when the guest left a phone); 409 when no one waits',
        params: ZQueueRealmParamsSchema,
        response: { 200: ZQueueTicketSchema, ...errors },
      },
    },
    async (request) => callNextGuest(app, ownPartnerId(request), request.params.realm),
  );
  for (const [path, outcome] of [
    ['served', 'served'],
    ['no-show', 'no_show'],
  ] as const) {
    r.post(
      `/queues/queue-tickets/:id/${path}/`,
      {
        config: { requires: queueAddOn },
        schema: {
          tags,
          summary: `Mark a called ticket ${outcome === 'served' ? 'served' : 'no-show'}; 409 when it is not called`,
          params: ZQueueTicketParamsSchema,
          response: { 200: ZQueueTicketSchema, ...errors },
        },
      },
      async (request) =>
        finishGuest(app, { partnerId: ownPartnerId(request), ticketId: request.params.id }, outcome),
    );
  }
}
