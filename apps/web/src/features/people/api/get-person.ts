import { useQuery } from '@tanstack/react-query';
import { USER_SIGNUP_PATHS } from '@ared/contract/user-paths';
import { checked } from '../../../lib/checked';
import { api } from '../../../lib/http';
import { peopleKeys } from './people-keys';

/** GET v1/auth/users/{id}/details/: one of the partner's people (part 2 §3 User). */
export const usePerson = (id: number) =>
  useQuery({
    queryKey: peopleKeys.detail(id),
    queryFn: () =>
      checked(
        import('@ared/contract/users').then((m) => m.ZUserDetailsSchema),
        api.get<unknown>(USER_SIGNUP_PATHS.details(id)),
      ),
  });
