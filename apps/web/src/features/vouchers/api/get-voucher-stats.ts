import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TVoucherStats } from '@ared/contract/vouchers';
import { voucherApi } from '../../../lib/http';
import { SESSIONS_REFRESH_MS } from '../vouchers-tabs';
import { voucherKeys } from './voucher-keys';
import { checked } from '../../../lib/checked';

/** GET /admin/stats: the partner's voucher and session counts. */
export const getVoucherStats = async (): Promise<TVoucherStats> =>
  checked(
    import('@ared/contract/vouchers').then((m) => m.ZVoucherStatsSchema),
    voucherApi.get<unknown>('admin/stats'),
  );

/** The stats refresh every 30 s while the sessions tab is open (`isLive`), not on the vouchers tab. */
export const voucherStatsQueryOptions = (isLive: boolean) =>
  queryOptions({
    queryKey: voucherKeys.stats(),
    queryFn: getVoucherStats,
    refetchInterval: isLive ? SESSIONS_REFRESH_MS : false,
  });

export const useVoucherStats = (isLive: boolean) => useQuery(voucherStatsQueryOptions(isLive));
