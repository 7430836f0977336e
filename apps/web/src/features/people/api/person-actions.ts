import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USER_SIGNUP_PATHS } from '@ared/contract/user-paths';
import { api } from '../../../lib/http';
import { PEOPLE_KEY } from './people-keys';

/** Part 2 §4: suspend sends is_active false with status suspended; activate the reverse. */
export const statusChange = (isActive: boolean) =>
  ({ is_active: isActive, status: isActive ? 'active' : 'suspended' }) as const;

/** PATCH v1/auth/users/{id}/details/ {is_active, status}; the lists and the profile reload afterwards. */
export function useSetPersonActive(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (isActive: boolean) =>
      api.patch<unknown>(USER_SIGNUP_PATHS.details(id), statusChange(isActive)),
    onSettled: () => client.invalidateQueries({ queryKey: PEOPLE_KEY }),
  });
}

/** POST v1/auth/users/{id}/reset-password/: mails the person a link to set a new password (SPEC-NOTES). */
export const useResetPersonPassword = (id: number) =>
  useMutation({ mutationFn: () => api.post<unknown>(USER_SIGNUP_PATHS.resetPassword(id)) });
