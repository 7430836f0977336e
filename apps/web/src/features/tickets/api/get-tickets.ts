import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ZTicketPageSchema, TTicket } from '@ared/contract/tickets';
import type { z } from 'zod/mini';
import { api } from '../../../lib/http';
import { ticketKeys } from './ticket-keys';
import { checked } from '../../../lib/checked';

export type TTicketPage = z.infer<typeof ZTicketPageSchema>;
export type TicketFilters = {
  user__sme?: number;
  department?: TTicket['department'];
  page: number;
  page_size: number;
};

/** GET tickets/?user__sme={sme}[&department=Router|Other] (part 2 §7), newest first. */
export const getTickets = async (filters: TicketFilters): Promise<TTicketPage> =>
  checked(
    import('@ared/contract/tickets').then((m) => m.ZTicketPageSchema),
    api.get<unknown>('tickets/', { query: filters }),
  );

export const ticketsQueryOptions = (filters: TicketFilters) =>
  queryOptions({
    queryKey: ticketKeys.list(filters),
    queryFn: () => getTickets(filters),
    placeholderData: keepPreviousData,
  });

export const useTickets = (filters: TicketFilters) => useQuery(ticketsQueryOptions(filters));
