import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TQueueTicket } from '@ared/contract/queues';
import { api } from '../../../lib/http';
import { queueKeys } from './queue-keys';
import { checked } from '../../../lib/checked';

/** POST queues/realms/{realm}/call-next/ → the called ticket; 409 'No one is waiting.' */
export const callNext = async (realmId: number): Promise<TQueueTicket> =>
  checked(
    import('@ared/contract/queues').then((m) => m.ZQueueTicketSchema),
    api.post<unknown>(`queues/realms/${realmId}/call-next/`, {}),
  );

export const useCallNext = (realmId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callNext(realmId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queueKeys.realm(realmId) }),
  });
};
