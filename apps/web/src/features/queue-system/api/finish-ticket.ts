import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TQueueTicket } from '@ared/contract/queues';
import { api } from '../../../lib/http';
import { queueKeys } from './queue-keys';
import { checked } from '../../../lib/checked';

export type TQueueOutcome = 'served' | 'no-show';

/** POST queues/queue-tickets/{id}/served/ or …/no-show/ → the ticket; 409 when it is not called. */
export const finishTicket = async ({
  id,
  outcome,
}: {
  id: number;
  outcome: TQueueOutcome;
}): Promise<TQueueTicket> =>
  checked(
    import('@ared/contract/queues').then((m) => m.ZQueueTicketSchema),
    api.post<unknown>(`queues/queue-tickets/${id}/${outcome}/`, {}),
  );

export const useFinishTicket = (realmId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishTicket,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queueKeys.realm(realmId) }),
  });
};
