import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRealm } from '@ared/contract/realms';
import { ApiError } from '../../../lib/api-error';
import { realmKeys } from '../../../entities/realm/realm-keys';
import { api } from '../../../lib/http';
import { checked } from '../../../lib/checked';

/** GET realms/{id}/ (404 for another partner's realm). */
export const getRealm = async (id: number): Promise<TRealm> =>
  checked(
    import('@ared/contract/realms').then((m) => m.ZRealmSchema),
    api.get<unknown>(`realms/${id}/`),
  );

export const realmQueryOptions = (id: number) =>
  queryOptions({
    queryKey: realmKeys.detail(id),
    queryFn: () => getRealm(id),
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 404) && failureCount < 2,
  });

export const useRealm = (id: number | null) =>
  useQuery({ ...realmQueryOptions(id ?? 0), enabled: id !== null });
