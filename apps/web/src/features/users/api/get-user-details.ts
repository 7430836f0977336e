import { useQuery } from '@tanstack/react-query';
import { USER_SIGNUP_PATHS } from '@ared/contract/user-paths';
import { checked } from '../../../lib/checked';
import { api } from '../../../lib/http';
import { userKeys } from './user-keys';

/** The answer's schema, asked for beside the request: the user pages draw without zod (decision 103). */
export const userDetailsSchema = () => import('@ared/contract/users').then((m) => m.ZUserDetailsSchema);

const path = (id: number) => USER_SIGNUP_PATHS.details(id).replace(/^\//, '');

/** GET auth/users/{id}/details/. */
export const useUserDetails = (id: number | null) =>
  useQuery({
    queryKey: userKeys.detail(id ?? 0),
    queryFn: () => checked(userDetailsSchema(), api.get<unknown>(path(id ?? 0))),
    enabled: id !== null,
  });

export { path as userDetailsApiPath };
