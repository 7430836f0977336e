import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZTicketSchema, type TTicket } from '@ared/contract/tickets';
import { api } from '../../../lib/http';
import { ticketKeys } from './ticket-keys';

/** GET tickets/{id}/: one of the partner's tickets, with its status and last activity. */
export const getTicket = async (id: number): Promise<TTicket> =>
  ZTicketSchema.parse(await api.get<unknown>(`tickets/${id}/`));

export const ticketQueryOptions = (id: number) =>
  queryOptions({ queryKey: ticketKeys.detail(id), queryFn: () => getTicket(id) });

export const useTicket = (id: number | null) =>
  useQuery({ ...ticketQueryOptions(id ?? 0), enabled: id !== null });
