import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ZRealmPageSchema } from '@ared/contract/realms';
import type { z } from 'zod/mini';
import { realmKeys } from '../../../entities/realm/realm-keys';
import { api } from '../../../lib/http';
import type { RealmKind } from '../realm-rules';
import { checked } from '../../../lib/checked';

export type TRealmPage = z.infer<typeof ZRealmPageSchema>;
export type RealmListParams = {
  type: RealmKind;
  page: number;
  page_size: number;
  search: string;
  ordering?: string | undefined;
};

/** GET realms/?partner={id}&type=…: one page of the partner's realms of one kind. */
export const getRealms = async (partnerId: number, params: RealmListParams): Promise<TRealmPage> =>
  checked(
    import('@ared/contract/realms').then((m) => m.ZRealmPageSchema),
    api.get<unknown>('realms/', {
      query: { partner: partnerId, ...params, search: params.search || undefined },
    }),
  );

export const realmsQueryOptions = (partnerId: number, params: RealmListParams) =>
  queryOptions({
    queryKey: [...realmKeys.lists(), partnerId, params],
    queryFn: () => getRealms(partnerId, params),
  });

export const useRealms = (partnerId: number | null, params: RealmListParams) =>
  useQuery({
    ...realmsQueryOptions(partnerId ?? 0, params),
    enabled: partnerId !== null,
    placeholderData: keepPreviousData,
  });
