import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZTicketMessagesSchema, type TTicketMessage } from '@ared/contract/tickets';
import { api } from '../../../lib/http';
import { ticketKeys } from './ticket-keys';

/** Support answers by mail at any time: an open conversation looks again every 30 seconds. */
const REFRESH_MS = 30_000;

/** GET tickets/{id}/messages/: the conversation, oldest first. */
export const getTicketMessages = async (id: number): Promise<TTicketMessage[]> =>
  ZTicketMessagesSchema.parse(await api.get<unknown>(`tickets/${id}/messages/`)).results;

export const ticketMessagesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ticketKeys.messages(id),
    queryFn: () => getTicketMessages(id),
    refetchInterval: REFRESH_MS,
  });

export const useTicketMessages = (id: number | null) =>
  useQuery({ ...ticketMessagesQueryOptions(id ?? 0), enabled: id !== null });
