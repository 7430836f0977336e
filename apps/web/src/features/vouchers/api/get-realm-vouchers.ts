import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ZRealmVoucherPageSchema } from '@ared/contract/vouchers';
import type { z } from 'zod/mini';
import { api } from '../../../lib/http';
import { voucherKeys } from './voucher-keys';
import { checked } from '../../../lib/checked';

export type TRealmVoucherPage = z.infer<typeof ZRealmVoucherPageSchema>;
type Params = { page: number; page_size: number };

/** GET /v1/vouchers/?realm={id} (part 2 §7): the realm's vouchers, a Django REST page. */
export const getRealmVouchers = async (realmId: number, params: Params): Promise<TRealmVoucherPage> =>
  checked(
    import('@ared/contract/vouchers').then((m) => m.ZRealmVoucherPageSchema),
    api.get<unknown>('vouchers/', { query: { realm: realmId, ...params } }),
  );

export const realmVouchersQueryOptions = (realmId: number, params: Params) =>
  queryOptions({
    queryKey: voucherKeys.realm(realmId, params),
    queryFn: () => getRealmVouchers(realmId, params),
    placeholderData: keepPreviousData,
  });

export const useRealmVouchers = (realmId: number, params: Params) =>
  useQuery(realmVouchersQueryOptions(realmId, params));
