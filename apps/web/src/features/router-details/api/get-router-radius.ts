import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZRouterRadiusStatusSchema, type TRouterRadiusStatus } from '@ared/contract/router-radius';
import { routerKeys } from '../../../entities/router/router-keys';
import { api } from '../../../lib/http';

/** The RADIUS server stores a box's last problem at most once a minute: reading it more often shows nothing new. */
const REFRESH_MS = 60_000;

/** GET routers/{id}/radius/: the box's Message-Authenticator policy and its last RADIUS problem. */
export const getRouterRadius = async (id: number): Promise<TRouterRadiusStatus> =>
  ZRouterRadiusStatusSchema.parse(await api.get<unknown>(`routers/${id}/radius/`));

export const routerRadiusQueryOptions = (id: number) =>
  queryOptions({
    queryKey: routerKeys.radius(id),
    queryFn: () => getRouterRadius(id),
    // A partner fixing a box watches the card: the next minute's problem (or none) shows without a reload.
    refetchInterval: REFRESH_MS,
  });

export const useRouterRadius = (id: number) => useQuery(routerRadiusQueryOptions(id));
