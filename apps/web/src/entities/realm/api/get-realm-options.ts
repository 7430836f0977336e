import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { realmKeys } from '../realm-keys';

export const REALM_OPTIONS_PAGE_SIZE = 50;

/**
 * GET realms/?partner=…&search=…: the realm picker (partner and SME realms, first 50 matches). The pickers
 * sit on list pages whose first load does not need them: the realms' schemas are loaded beside the call
 * (issue 29 §7, as lib/api/get-me.ts).
 */
export const getRealmOptions = async (partnerId: number, search: string) => {
  const [{ ZRealmPageSchema }, answer] = await Promise.all([
    import('@ared/contract/realms'),
    api.get<unknown>('realms/', {
      query: { partner: partnerId, search: search || undefined, page_size: REALM_OPTIONS_PAGE_SIZE },
    }),
  ]);
  return ZRealmPageSchema.parse(answer);
};

export const realmOptionsQueryOptions = (partnerId: number, search: string) =>
  queryOptions({
    queryKey: realmKeys.options(partnerId, search),
    queryFn: () => getRealmOptions(partnerId, search),
    placeholderData: keepPreviousData,
  });

export const useRealmOptions = (partnerId: number | null, search: string, enabled = true) =>
  useQuery({ ...realmOptionsQueryOptions(partnerId ?? 0, search), enabled: enabled && partnerId !== null });
