import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { USER_SIGNUP_PATHS } from '@ared/contract/user-paths';
import { checked } from '../../../lib/checked';
import { api } from '../../../lib/http';
import { peopleKeys } from './people-keys';

export type PeopleFilters = {
  user_type: string;
  is_active?: 'true' | 'false';
  search?: string;
  ordering?: string;
  page: number;
  page_size: number;
};

/** GET v1/auth/users/?user_type=…&is_active=… (part 2 §7): one kind of the partner's people. */
export const usePeople = (filters: PeopleFilters) =>
  useQuery({
    queryKey: peopleKeys.list(filters),
    queryFn: () =>
      checked(
        import('@ared/contract/users').then((m) => m.ZUserListPageSchema),
        api.get<unknown>(USER_SIGNUP_PATHS.list, { query: filters }),
      ),
    placeholderData: keepPreviousData,
  });
