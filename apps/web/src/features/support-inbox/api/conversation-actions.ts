import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSupportConversation } from '@ared/contract/assistant';
import { api } from '../../../lib/http';
import { INBOX_KEY, inboxKeys } from './inbox-keys';
import { checked } from '../../../lib/checked';

type Action = 'take-over' | 'end' | 'reply';

/** POST support-inbox/{id}/{take-over|end|reply}/: each answers the conversation as it now is. */
export const actOn = async (
  id: number,
  action: Action,
  body?: { text: string },
): Promise<TSupportConversation> =>
  checked(
    import('@ared/contract/assistant').then((m) => m.ZSupportConversationSchema),
    api.post<unknown>(`support-inbox/${id}/${action}/`, body),
  );

/** An action on the open conversation: its new state shows at once, and the lists reload. */
export const useConversationAction = (id: number, action: Action) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body?: { text: string }) => actOn(id, action, body),
    onSuccess: (conversation) => {
      queryClient.setQueryData(inboxKeys.conversation(id), conversation);
      void queryClient.invalidateQueries({ queryKey: [...INBOX_KEY, 'list'] });
    },
  });
};
