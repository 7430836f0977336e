import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TVoucherPage } from '@ared/contract/vouchers';
import { voucherApi } from '../../../lib/http';
import { voucherKeys, type VoucherListParams } from './voucher-keys';
import { checked } from '../../../lib/checked';

/** GET /admin/vouchers?page=&limit= and the list's filters: one page of the partner's vouchers, newest first. */
export const getVouchers = async (params: VoucherListParams): Promise<TVoucherPage> =>
  checked(
    import('@ared/contract/vouchers').then((m) => m.ZVoucherPageSchema),
    voucherApi.get<unknown>('admin/vouchers', { query: params }),
  );

export const vouchersQueryOptions = (params: VoucherListParams) =>
  queryOptions({
    queryKey: voucherKeys.list(params),
    queryFn: () => getVouchers(params),
    placeholderData: keepPreviousData,
  });

export const useVouchers = (params: VoucherListParams) => useQuery(vouchersQueryOptions(params));
