import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSubscriptionPlan } from '@ared/contract/subscriptions';
import { api } from '../http';
import { checked } from '../checked';

/**
 * GET partner/subscription/{partnerId}/: the plans the partner offers its SMEs (at most four). Shared: the
 * Subscription page lists them, the SME dialogs offer them.
 */
export const getSubscriptionPlans = async (partnerId: number): Promise<TSubscriptionPlan[]> =>
  checked(
    import('@ared/contract/subscriptions').then((m) => m.ZSubscriptionPlanListSchema),
    api.get<unknown>(`partner/subscription/${partnerId}/`),
  );

export const subscriptionPlansQueryOptions = (partnerId: number) =>
  queryOptions({
    queryKey: ['subscription-plans', partnerId],
    queryFn: () => getSubscriptionPlans(partnerId),
  });

export const useSubscriptionPlans = (partnerId: number | null, { enabled = true } = {}) =>
  useQuery({ ...subscriptionPlansQueryOptions(partnerId ?? 0), enabled: enabled && partnerId !== null });
