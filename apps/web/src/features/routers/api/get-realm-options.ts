import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZRealmPageSchema } from '@ared/contract/realms';
import { api } from '../../../lib/http';

export const REALM_OPTIONS_PAGE_SIZE = 50;

/** GET realms/?partner=…&search=…: the realm picker of the assign-to-realm modal. */
export const getRealmOptions = async (partnerId: number, search: string) =>
  ZRealmPageSchema.parse(
    await api.get<unknown>('realms/', {
      query: { partner: partnerId, search: search || undefined, page_size: REALM_OPTIONS_PAGE_SIZE },
    }),
  );

/** Realm queries start with ['realms'] (the realms screens use the same root): assignments invalidate it. */
export const REALMS_KEY = ['realms'] as const;

export const realmOptionsQueryOptions = (partnerId: number, search: string) =>
  queryOptions({
    queryKey: [...REALMS_KEY, 'options', partnerId, search],
    queryFn: () => getRealmOptions(partnerId, search),
    placeholderData: keepPreviousData,
  });

export const useRealmOptions = (partnerId: number | null, search: string, enabled: boolean) =>
  useQuery({ ...realmOptionsQueryOptions(partnerId ?? 0, search), enabled: enabled && partnerId !== null });
