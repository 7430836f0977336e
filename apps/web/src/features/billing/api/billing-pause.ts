import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDetail } from '@ared/contract/common';
import { api } from '../../../lib/http';
import { refreshBillingQueries } from './billing-keys';
import { checked } from '../../../lib/checked';

export type PauseAction = 'pause' | 'resume';

/** POST partner/billing/pause/ {sme_id, action}: toggles is_paused on the SME's current unpaid billing. */
export const pauseBilling = async (body: { sme_id: number; action: PauseAction }): Promise<TDetail> =>
  checked(
    import('@ared/contract/common').then((m) => m.ZDetailSchema),
    api.post<unknown>('partner/billing/pause/', body),
  );

export const usePauseBilling = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: pauseBilling, onSuccess: () => refreshBillingQueries(queryClient) });
};
