import { useQuery } from '@tanstack/react-query';
import { USER_SIGNUP_PATHS } from '@ared/contract/user-paths';
import { ZUserDetailsSchema } from '@ared/contract/users';
import { api } from '../../../lib/http';
import { userKeys } from './user-keys';

const path = (id: number) => USER_SIGNUP_PATHS.details(id).replace(/^\//, '');

/** GET auth/users/{id}/details/. */
export const useUserDetails = (id: number | null) =>
  useQuery({
    queryKey: userKeys.detail(id ?? 0),
    queryFn: async () => ZUserDetailsSchema.parse(await api.get<unknown>(path(id ?? 0))),
    enabled: id !== null,
  });

export { path as userDetailsApiPath };
