import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZSubscriptionPlanSchema,
  type TSubscriptionPlan,
  type TSubscriptionPlanCreateRequest,
} from '@ared/contract/subscriptions';
import { api } from '../../../lib/http';
import { subscriptionPlansQueryOptions } from '../../../lib/api/get-subscription-plans';

/** POST partner/subscription/ {name, price, partner} → 201 with the plan. */
export const createSubscriptionPlan = async (
  body: TSubscriptionPlanCreateRequest,
): Promise<TSubscriptionPlan> =>
  ZSubscriptionPlanSchema.parse(await api.post<unknown>('partner/subscription/', body));

export const useCreateSubscriptionPlan = (partnerId: number | null) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubscriptionPlan,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: subscriptionPlansQueryOptions(partnerId ?? 0).queryKey }),
  });
};
