import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMe } from '@ared/contract/users';
import { checked } from '../../../lib/checked';
import { meQueryOptions } from '../../../lib/api/get-me';
import { setUser } from '../../../lib/auth-store';
import { api } from '../../../lib/http';

export type UpdateMeInput = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  gender: string;
  date_of_birth: string | null;
  profile_pic: File | null;
  /** Sent only with a changed email: the server asks for it then. */
  current_password?: string | undefined;
};

export const toFormData = (input: UpdateMeInput): FormData => {
  const data = new FormData();
  data.append('first_name', input.first_name.trim());
  data.append('last_name', input.last_name.trim());
  data.append('email', input.email);
  data.append('phone', input.phone.trim());
  data.append('gender', input.gender);
  data.append('date_of_birth', input.date_of_birth ?? '');
  if (input.profile_pic) data.append('profile_pic', input.profile_pic);
  if (input.current_password) data.append('current_password', input.current_password);
  return data;
};

/** PATCH auth/users/me/ as multipart (the picture is a file part). */
export const updateMe = (input: UpdateMeInput): Promise<TMe> =>
  checked(
    import('@ared/contract/users').then((m) => m.ZMeSchema),
    api.patch<unknown>('auth/users/me/', toFormData(input)),
  );

export const useUpdateMe = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (user) => {
      queryClient.setQueryData(meQueryOptions().queryKey, user);
      setUser(user);
    },
  });
};
