import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TSessionPage } from '@ared/contract/vouchers';
import { voucherApi } from '../../../lib/http';
import { SESSIONS_REFRESH_MS } from '../vouchers-tabs';
import { voucherKeys, type VoucherPageParams } from './voucher-keys';
import { checked } from '../../../lib/checked';

/** GET /admin/sessions?page=&limit=: one page of the guests' sessions, newest first. */
export const getSessions = async (params: VoucherPageParams): Promise<TSessionPage> =>
  checked(
    import('@ared/contract/vouchers').then((m) => m.ZSessionPageSchema),
    voucherApi.get<unknown>('admin/sessions', { query: params }),
  );

/** Only mounted on the sessions tab, so it refreshes every 30 s only while that tab is open. */
export const sessionsQueryOptions = (params: VoucherPageParams) =>
  queryOptions({
    queryKey: voucherKeys.sessions(params),
    queryFn: () => getSessions(params),
    placeholderData: keepPreviousData,
    refetchInterval: SESSIONS_REFRESH_MS,
  });

export const useSessions = (params: VoucherPageParams) => useQuery(sessionsQueryOptions(params));
