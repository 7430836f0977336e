import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRouter } from '@ared/contract/routers';
import { ApiError } from '../../../lib/api-error';
import { routerKeys } from '../../../entities/router/router-keys';
import { api } from '../../../lib/http';
import { checked } from '../../../lib/checked';

/** GET routers/{id}/: one of the partner's routers (404 for anyone else's). */
export const getRouter = async (id: number): Promise<TRouter> =>
  checked(
    import('@ared/contract/routers').then((m) => m.ZRouterSchema),
    api.get<unknown>(`routers/${id}/`),
  );

export const routerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: routerKeys.detail(id),
    queryFn: () => getRouter(id),
    // A missing router stays missing: do not retry a 404.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 404) && failureCount < 2,
  });

export const useRouterById = (id: number | null) =>
  useQuery({ ...routerQueryOptions(id ?? 0), enabled: id !== null });
