import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { userKeys } from './user-keys';
import { checked } from '../../../lib/checked';

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
      checked(
        import('@ared/contract/users').then((m) => m.ZUserListPageSchema),
        api.get<unknown>('auth/users/', { query: filters ?? {} }),
      ),
    enabled: filters !== null,
    placeholderData: keepPreviousData,
  });
