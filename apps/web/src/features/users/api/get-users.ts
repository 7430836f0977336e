import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZUserListPageSchema } from '@ared/contract/users';
import { api } from '../../../lib/http';
import { userKeys } from './user-keys';

export type UserFilters = {
  partner: number;
  page: number;
  page_size: number;
  role?: 'partner_admin' | 'partner_staff';
  is_active?: boolean;
  search?: string;
  ordering?: string;
};

/** GET auth/users/?partner={id} with optional role and is_active (part 1 §7): the partner's people. */
export const useUsers = (filters: UserFilters | null) =>
  useQuery({
    queryKey: userKeys.list(filters ?? {}),
    queryFn: async () =>
      ZUserListPageSchema.parse(await api.get<unknown>('auth/users/', { query: filters ?? {} })),
    enabled: filters !== null,
    placeholderData: keepPreviousData,
  });
