import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TVoucherBulkCreateRequest, TVoucherBulkCreateResponse } from '@ared/contract/vouchers';
import { voucherApi } from '../../../lib/http';
import { refreshVoucherQueries } from './voucher-keys';
import { checked } from '../../../lib/checked';

export type CreateVouchersResult =
  { kind: 'single' } | { kind: 'bulk'; response: TVoucherBulkCreateResponse };

/**
 * One voucher: POST /admin/vouchers/create {duration, multi_user, expiry_days}; more: POST
 * /admin/vouchers/create/bulk with count (part 2 §7), whose answer names the batch to print.
 */
export async function createVouchers(request: TVoucherBulkCreateRequest): Promise<CreateVouchersResult> {
  const { count, ...single } = request;
  if (count === 1) {
    await voucherApi.post<unknown>('admin/vouchers/create', single);
    return { kind: 'single' };
  }
  const response = await checked(
    import('@ared/contract/vouchers').then((m) => m.ZVoucherBulkCreateResponseSchema),
    voucherApi.post<unknown>('admin/vouchers/create/bulk', request),
  );
  return { kind: 'bulk', response };
}

export const useCreateVouchers = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVouchers,
    onSuccess: () => refreshVoucherQueries(queryClient),
  });
};
