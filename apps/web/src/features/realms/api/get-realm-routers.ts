import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TRouterPage } from '@ared/contract/routers';
import { routerKeys } from '../../../entities/router/router-keys';
import { api } from '../../../lib/http';
import { checked } from '../../../lib/checked';

export type RealmRoutersParams = {
  /** A realm id, or null for the routers WITHOUT a realm (`realm=`). */
  realm: number | null;
  page: number;
  page_size: number;
  search: string;
  ordering: string | undefined;
};

/** GET routers/?realm={id} (the realm's routers) or routers/?realm=&partner={id} (routers without a realm). */
export const getRealmRouters = async (partnerId: number, params: RealmRoutersParams): Promise<TRouterPage> =>
  checked(
    import('@ared/contract/routers').then((m) => m.ZRouterPageSchema),
    api.get<unknown>('routers/', {
      query: {
        realm: params.realm ?? '',
        partner: partnerId,
        page: params.page,
        page_size: params.page_size,
        search: params.search || undefined,
        ordering: params.ordering,
      },
    }),
  );

export const realmRoutersQueryOptions = (partnerId: number, params: RealmRoutersParams) =>
  queryOptions({
    queryKey: routerKeys.byRealm(partnerId, params),
    queryFn: () => getRealmRouters(partnerId, params),
  });

export const useRealmRouters = (partnerId: number | null, params: RealmRoutersParams) =>
  useQuery({
    ...realmRoutersQueryOptions(partnerId ?? 0, params),
    enabled: partnerId !== null,
    placeholderData: keepPreviousData,
  });
