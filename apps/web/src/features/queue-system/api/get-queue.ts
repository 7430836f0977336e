import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TQueueState } from '@ared/contract/queues';
import { api } from '../../../lib/http';
import { queueKeys } from './queue-keys';
import { checked } from '../../../lib/checked';

/** The operator page re-reads the queue this often: guests take numbers on their phones meanwhile. */
export const QUEUE_POLL_MS = 5000;

/** GET queues/realms/{realm}/: today's queue (404 for another partner's realm, 403 with the add-on off). */
export const getQueue = async (realmId: number): Promise<TQueueState> =>
  checked(
    import('@ared/contract/queues').then((m) => m.ZQueueStateSchema),
    api.get<unknown>(`queues/realms/${realmId}/`),
  );

export const queueQueryOptions = (realmId: number) =>
  queryOptions({ queryKey: queueKeys.realm(realmId), queryFn: () => getQueue(realmId) });

export const useQueue = (realmId: number | null) =>
  useQuery({ ...queueQueryOptions(realmId ?? 0), enabled: realmId !== null, refetchInterval: QUEUE_POLL_MS });
