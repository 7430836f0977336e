import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TRouterPage } from '@ared/contract/routers';
import { ROUTERS_KEY } from '../../../entities/router/router-keys';
import { checked } from '../../../lib/checked';
import { api } from '../../../lib/http';

export type RouterListParams = {
  page: number;
  page_size: number;
  search?: string;
  ordering?: string;
  /** Unassigned tab: false, Assigned tab: true, All: undefined. */
  has_been_assigned_sme?: boolean | undefined;
  /** Status filter: true online, false deployed and offline (contract routers.ts), undefined all. */
  is_online?: boolean | undefined;
  realm?: number | undefined;
  sme?: number | undefined;
};

/** GET routers/?partner=…: one page of the partner's routers (paged, searched and sorted by the server). */
export const getRouters = async (partnerId: number, params: RouterListParams): Promise<TRouterPage> =>
  checked(
    import('@ared/contract/routers').then((m) => m.ZRouterPageSchema),
    api.get<unknown>('routers/', {
      query: { partner: partnerId, ...params, search: params.search || undefined },
    }),
  );

export const routersQueryOptions = (partnerId: number, params: RouterListParams) =>
  queryOptions({
    queryKey: [...ROUTERS_KEY, 'list', partnerId, params],
    queryFn: () => getRouters(partnerId, params),
    placeholderData: keepPreviousData,
  });

export const useRouters = (partnerId: number | null, params: RouterListParams) =>
  useQuery({ ...routersQueryOptions(partnerId ?? 0, params), enabled: partnerId !== null });
