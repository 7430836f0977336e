import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TVoucherBulkRevokeResponse } from '@ared/contract/vouchers';
import { voucherApi } from '../../../lib/http';
import { refreshVoucherQueries } from './voucher-keys';
import { checked } from '../../../lib/checked';

/**
 * POST /admin/vouchers/revoke/bulk: the active ones of the codes stop working and their guests are
 * disconnected; the answer says how many were revoked and why the others were skipped.
 */
export const revokeVouchers = async (codes: string[]): Promise<TVoucherBulkRevokeResponse> =>
  checked(
    import('@ared/contract/vouchers').then((m) => m.ZVoucherBulkRevokeResponseSchema),
    voucherApi.post<unknown>('admin/vouchers/revoke/bulk', { codes }),
  );

export const useRevokeVouchers = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeVouchers, onSuccess: () => refreshVoucherQueries(queryClient) });
};
