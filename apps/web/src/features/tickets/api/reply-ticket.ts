import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZTicketMessageSchema, type TTicketMessage, type TTicketReplyRequest } from '@ared/contract/tickets';
import { api } from '../../../lib/http';
import { TICKETS_KEY } from './ticket-keys';

/** POST tickets/{id}/messages/ {body} → 201; a reply reopens a closed ticket, so every ticket query reloads. */
export const replyTicket = async (id: number, body: TTicketReplyRequest): Promise<TTicketMessage> =>
  ZTicketMessageSchema.parse(await api.post<unknown>(`tickets/${id}/messages/`, body));

export const useReplyTicket = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TTicketReplyRequest) => replyTicket(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TICKETS_KEY }),
  });
};
