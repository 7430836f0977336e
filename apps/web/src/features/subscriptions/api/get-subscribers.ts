import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZSubscriberPageSchema } from '@ared/contract/subscriptions';
import type { z } from 'zod/mini';
import { api } from '../../../lib/http';

export type TSubscriberPage = z.infer<typeof ZSubscriberPageSchema>;
export type SubscriberListParams = { page: number; page_size: number; ordering?: string | undefined };

/** GET users/subscriber/?partner={id}: one page of the partner's subscribers. */
export const getSubscribers = async (
  partnerId: number,
  params: SubscriberListParams,
): Promise<TSubscriberPage> =>
  ZSubscriberPageSchema.parse(
    await api.get<unknown>('users/subscriber/', { query: { partner: partnerId, ...params } }),
  );

export const subscribersQueryOptions = (partnerId: number, params: SubscriberListParams) =>
  queryOptions({
    queryKey: ['subscribers', partnerId, params],
    queryFn: () => getSubscribers(partnerId, params),
  });

export const useSubscribers = (partnerId: number | null, params: SubscriberListParams) =>
  useQuery({
    ...subscribersQueryOptions(partnerId ?? 0, params),
    enabled: partnerId !== null,
    placeholderData: keepPreviousData,
  });
