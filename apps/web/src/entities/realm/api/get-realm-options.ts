import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZRealmPageSchema } from '@ared/contract/realms';
import { api } from '../../../lib/http';
import { realmKeys } from '../realm-keys';

export const REALM_OPTIONS_PAGE_SIZE = 50;

/** GET realms/?partner=…&search=…: the realm picker (partner and SME realms, first 50 matches). */
export const getRealmOptions = async (partnerId: number, search: string) =>
  ZRealmPageSchema.parse(
    await api.get<unknown>('realms/', {
      query: { partner: partnerId, search: search || undefined, page_size: REALM_OPTIONS_PAGE_SIZE },
    }),
  );

export const realmOptionsQueryOptions = (partnerId: number, search: string) =>
  queryOptions({
    queryKey: realmKeys.options(partnerId, search),
    queryFn: () => getRealmOptions(partnerId, search),
    placeholderData: keepPreviousData,
  });

export const useRealmOptions = (partnerId: number | null, search: string, enabled = true) =>
  useQuery({ ...realmOptionsQueryOptions(partnerId ?? 0, search), enabled: enabled && partnerId !== null });
