import { useQuery } from '@tanstack/react-query';
import { ASSISTANT_POLL_MS } from '@ared/contract/assistant-texts';
import type { TSupportConversation } from '@ared/contract/assistant';
import { api } from '../../../lib/http';
import { inboxKeys } from './inbox-keys';
import { checked } from '../../../lib/checked';

/** GET support-inbox/{id}/: the transcript and the context captured at the escalation. */
export const getConversation = async (id: number): Promise<TSupportConversation> =>
  checked(
    import('@ared/contract/assistant').then((m) => m.ZSupportConversationSchema),
    api.get<unknown>(`support-inbox/${id}/`),
  );

/** An open conversation follows the user's lines as fast as the user's panel follows the agent's (2 s). */
export const useConversation = (id: number | null) =>
  useQuery({
    queryKey: inboxKeys.conversation(id ?? 0),
    queryFn: () => getConversation(id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'ended' ? false : ASSISTANT_POLL_MS),
  });
