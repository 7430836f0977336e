import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TActiveCancelled } from '@ared/contract/subscriptions';
import { api } from '../../../lib/http';
import { checked } from '../../../lib/checked';

/** GET partner/subscription/active-cancelled?partner={id} (no trailing slash, as the spec writes it). */
export const getActiveCancelled = async (partnerId: number): Promise<TActiveCancelled> =>
  checked(
    import('@ared/contract/subscriptions').then((m) => m.ZActiveCancelledSchema),
    api.get<unknown>('partner/subscription/active-cancelled', { query: { partner: partnerId } }),
  );

export const activeCancelledQueryOptions = (partnerId: number) =>
  queryOptions({
    queryKey: ['subscription-plans', 'active-cancelled', partnerId],
    queryFn: () => getActiveCancelled(partnerId),
  });

export const useActiveCancelled = (partnerId: number | null) =>
  useQuery({ ...activeCancelledQueryOptions(partnerId ?? 0), enabled: partnerId !== null });
