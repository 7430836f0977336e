import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUserDetails, TUserUpdateRequest } from '@ared/contract/users';
import { checked } from '../../../lib/checked';
import { api } from '../../../lib/http';
import { userDetailsApiPath, userDetailsSchema } from './get-user-details';
import { USERS_KEY } from './user-keys';

/** POST auth/users/ as form data (part 1 §7); 201 with the user. */
export const createUser = (form: FormData): Promise<TUserDetails> =>
  checked(userDetailsSchema(), api.post<unknown>('auth/users/', form));

/** PATCH auth/users/{id}/details/ with the changed fields, or {is_active, status}. */
export const updateUser = (id: number, body: TUserUpdateRequest): Promise<TUserDetails> =>
  checked(userDetailsSchema(), api.patch<unknown>(userDetailsApiPath(id), body));

export const useCreateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
};

export const useUpdateUser = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUserUpdateRequest) => updateUser(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
};
