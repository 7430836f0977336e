import { useMutation, useQueryClient } from '@tanstack/react-query';
import { voucherApi } from '../../../lib/http';
import { refreshVoucherQueries } from './voucher-keys';

/** DELETE /admin/vouchers/{code}: the voucher stops working and its guests are disconnected. */
export const revokeVoucher = (code: string): Promise<unknown> =>
  voucherApi.delete<unknown>(`admin/vouchers/${encodeURIComponent(code)}`);

export const useRevokeVoucher = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeVoucher, onSuccess: () => refreshVoucherQueries(queryClient) });
};
