import { useQuery } from '@tanstack/react-query';
import { USER_SIGNUP_PATHS } from '@ared/contract/user-paths';
import { api } from '../../../lib/http';
import { checked } from '../../../lib/checked';

/** The active micro franchisees a kiosk can go to (the server refuses one who already runs a kiosk). */
export const useFranchiseeOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ['kiosks', 'franchisee-options'],
    queryFn: async () =>
      (
        await checked(
          import('@ared/contract/users').then((m) => m.ZUserListPageSchema),
          api.get<unknown>(USER_SIGNUP_PATHS.list, {
            query: { user_type: 'Micro Franchisee', is_active: 'true', page_size: 100, ordering: 'name' },
          }),
        )
      ).results,
    enabled,
  });
