import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSupportDeskReply, TSupportDeskStatus, TSupportDeskTicketDetail } from '@ared/contract/tickets';
import { api } from '../../../lib/http';
import { INBOX_KEY, inboxKeys } from './inbox-keys';
import { checked } from '../../../lib/checked';

export type DeskFilters = { status: TSupportDeskStatus; page: number; page_size: number };

/** Partners write at any time: the list looks again every 30 seconds (tickets are not a live chat). */
const REFRESH_MS = 30_000;

/** GET support-inbox/tickets/?status=: every partner's tickets of one tab. */
export const useDeskTickets = (filters: DeskFilters) =>
  useQuery({
    queryKey: inboxKeys.tickets(filters),
    queryFn: async () =>
      checked(
        import('@ared/contract/tickets').then((m) => m.ZSupportDeskPageSchema),
        api.get<unknown>('support-inbox/tickets/', { query: filters }),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });

/** GET support-inbox/tickets/{id}/: the ticket with its partner, user and conversation. */
export const useDeskTicket = (id: number | null) =>
  useQuery({
    queryKey: inboxKeys.ticket(id ?? 0),
    queryFn: async () =>
      checked(
        import('@ared/contract/tickets').then((m) => m.ZSupportDeskTicketDetailSchema),
        api.get<unknown>(`support-inbox/tickets/${id ?? 0}/`),
      ),
    enabled: id !== null,
    refetchInterval: REFRESH_MS,
  });

type DeskAction = { kind: 'reply'; body: TSupportDeskReply } | { kind: 'status'; body: { is_open: boolean } };

/** Answer, close or reopen: the ticket shows its new state at once, and the lists reload. */
export const useDeskTicketAction = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: DeskAction): Promise<TSupportDeskTicketDetail> =>
      checked(
        import('@ared/contract/tickets').then((m) => m.ZSupportDeskTicketDetailSchema),
        api.post<unknown>(`support-inbox/tickets/${id}/${action.kind}/`, action.body),
      ),
    onSuccess: (ticket) => {
      queryClient.setQueryData(inboxKeys.ticket(id), ticket);
      void queryClient.invalidateQueries({ queryKey: [...INBOX_KEY, 'list'] });
    },
  });
};
