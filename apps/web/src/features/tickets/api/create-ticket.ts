import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZTicketSchema, type TTicket, type ZTicketCreateRequestSchema } from '@ared/contract/tickets';
import type { z } from 'zod/mini';
import { api } from '../../../lib/http';
import { TICKETS_KEY } from './ticket-keys';

export type TTicketCreateRequest = z.input<typeof ZTicketCreateRequestSchema>;

/** POST tickets/ {subject, department, priority, message} → 201. */
export const createTicket = async (body: TTicketCreateRequest): Promise<TTicket> =>
  ZTicketSchema.parse(await api.post<unknown>('tickets/', body));

export const useCreateTicket = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TICKETS_KEY }),
  });
};
