import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TRouterPage } from '@ared/contract/routers';
import { routerKeys } from '../../../entities/router/router-keys';
import { api } from '../../../lib/http';
import { checked } from '../../../lib/checked';

export type SmeRoutersParams = { page: number; page_size: number; ordering?: string | undefined };

/** GET routers/?sme={id}&partner={id}: the routers assigned to one SME. */
export const getSmeRouters = async (
  partnerId: number,
  smeId: number,
  params: SmeRoutersParams,
): Promise<TRouterPage> =>
  checked(
    import('@ared/contract/routers').then((m) => m.ZRouterPageSchema),
    api.get<unknown>('routers/', { query: { sme: smeId, partner: partnerId, ...params } }),
  );

export const smeRoutersQueryOptions = (partnerId: number, smeId: number, params: SmeRoutersParams) =>
  queryOptions({
    queryKey: routerKeys.bySme(partnerId, smeId, params),
    queryFn: () => getSmeRouters(partnerId, smeId, params),
  });

export const useSmeRouters = (partnerId: number | null, smeId: number, params: SmeRoutersParams) =>
  useQuery({
    ...smeRoutersQueryOptions(partnerId ?? 0, smeId, params),
    enabled: partnerId !== null,
    placeholderData: keepPreviousData,
  });
