import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTERS_KEY } from '../../../entities/router/router-keys';
import { api, voucherApi } from '../../../lib/http';
import { analyticsKeys } from './analytics-keys';
import { checked } from '../../../lib/checked';

/** The mini-server selector lists this many boxes (the largest page the router list serves). */
export const BOX_LIST_SIZE = 100;

/** GET routers/?partner=: the partner's boxes for the mini-server selector. */
export const boxListOptions = (partnerId: number) =>
  queryOptions({
    queryKey: [...ROUTERS_KEY, 'list', partnerId, { page: 1, page_size: BOX_LIST_SIZE }],
    queryFn: async () =>
      checked(
        import('@ared/contract/routers').then((m) => m.ZRouterPageSchema),
        api.get<unknown>('routers/', {
          query: { partner: partnerId, page: 1, page_size: BOX_LIST_SIZE },
        }),
      ),
  });
export const useBoxList = (partnerId: number | null) =>
  useQuery({ ...boxListOptions(partnerId ?? 0), enabled: partnerId !== null });

/** GET /admin/stats?router=: one box's voucher and session counts from the voucher service. */
export const boxStatsOptions = (serial: string) =>
  queryOptions({
    queryKey: analyticsKeys.call('voucher-stats', { serial }),
    queryFn: async () =>
      checked(
        import('@ared/contract/vouchers').then((m) => m.ZVoucherStatsSchema),
        voucherApi.get<unknown>('admin/stats', { query: { router: serial } }),
      ),
  });
export const useBoxStats = (serial: string | null) =>
  useQuery({ ...boxStatsOptions(serial ?? ''), enabled: serial !== null });

/** GET service-status/?serial_numbers[]=: the box's services and metrics from its last heartbeat. */
export const serviceStatusOptions = (serial: string) =>
  queryOptions({
    queryKey: analyticsKeys.call('service-status', { serial }),
    queryFn: async () =>
      checked(
        import('@ared/contract/devices').then((m) => m.ZServiceStatusResponseSchema),
        api.get<unknown>('service-status/', { query: { 'serial_numbers[]': serial } }),
      ),
  });
export const useServiceStatus = (serial: string | null) =>
  useQuery({ ...serviceStatusOptions(serial ?? ''), enabled: serial !== null });
