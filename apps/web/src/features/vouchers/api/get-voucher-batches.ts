import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TVoucherBatchPage } from '@ared/contract/vouchers';
import { voucherApi } from '../../../lib/http';
import { voucherKeys } from './voucher-keys';
import { checked } from '../../../lib/checked';

const PAGE = 10;

/** GET /admin/vouchers/batches?limit=&before=: the partner's past batches, newest first. */
export const getVoucherBatches = async (before: string | null): Promise<TVoucherBatchPage> =>
  checked(
    import('@ared/contract/vouchers').then((m) => m.ZVoucherBatchPageSchema),
    voucherApi.get<unknown>('admin/vouchers/batches', { query: { limit: PAGE, before } }),
  );

export const voucherBatchesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: voucherKeys.batches(),
    queryFn: ({ pageParam }) => getVoucherBatches(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_before,
  });

/** Fetched while the batches are shown (`isEnabled`); "older" pages follow each page's cursor. */
export const useVoucherBatches = (isEnabled: boolean) =>
  useInfiniteQuery({ ...voucherBatchesQueryOptions(), enabled: isEnabled });
