import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ZUserListPageSchema, TUserListItem } from '@ared/contract/users';
import type { z } from 'zod/mini';
import { api } from '../../../lib/http';
import { checked } from '../../../lib/checked';

export type TSmeUser = TUserListItem;
export type TSmeUserPage = z.infer<typeof ZUserListPageSchema>;
export type SmeUsersParams = { page: number; page_size: number; ordering?: string | undefined };

/** GET auth/users/?sme={id}: the SME's own users (its admin and staff). */
export const getSmeUsers = async (smeId: number, params: SmeUsersParams): Promise<TSmeUserPage> =>
  checked(
    import('@ared/contract/users').then((m) => m.ZUserListPageSchema),
    api.get<unknown>('auth/users/', { query: { sme: smeId, ...params } }),
  );

export const smeUsersQueryOptions = (smeId: number, params: SmeUsersParams) =>
  queryOptions({
    queryKey: ['users', 'by-sme', smeId, params],
    queryFn: () => getSmeUsers(smeId, params),
  });

export const useSmeUsers = (smeId: number, params: SmeUsersParams) =>
  useQuery({ ...smeUsersQueryOptions(smeId, params), placeholderData: keepPreviousData });
