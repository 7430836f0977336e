import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZVoucherPageSchema, type TVoucherPage } from '@ared/contract/vouchers';
import { voucherApi } from '../../../lib/http';
import { voucherKeys, type VoucherPageParams } from './voucher-keys';

/** GET /admin/vouchers?page=&limit=: one page of the partner's vouchers, newest first. */
export const getVouchers = async (params: VoucherPageParams): Promise<TVoucherPage> =>
  ZVoucherPageSchema.parse(await voucherApi.get<unknown>('admin/vouchers', { query: params }));

export const vouchersQueryOptions = (params: VoucherPageParams) =>
  queryOptions({
    queryKey: voucherKeys.list(params),
    queryFn: () => getVouchers(params),
    placeholderData: keepPreviousData,
  });

export const useVouchers = (params: VoucherPageParams) => useQuery(vouchersQueryOptions(params));
