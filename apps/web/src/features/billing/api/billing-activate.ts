import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDetail } from '@ared/contract/common';
import { api } from '../../../lib/http';
import { refreshBillingQueries } from './billing-keys';
import { checked } from '../../../lib/checked';

/** POST partner/billing/activate/ {sme_id}: starts billing an SME whose trial has ended. */
export const activateBilling = async (body: { sme_id: number }): Promise<TDetail> =>
  checked(
    import('@ared/contract/common').then((m) => m.ZDetailSchema),
    api.post<unknown>('partner/billing/activate/', body),
  );

export const useActivateBilling = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: activateBilling, onSuccess: () => refreshBillingQueries(queryClient) });
};
