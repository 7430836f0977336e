import { useMutation } from '@tanstack/react-query';
import { ZDetailSchema, type TDetail } from '@ared/contract/common';
import type { TChangePasswordRequest } from '@ared/contract/auth';
import { api } from '../../../lib/http';

/** POST users/update-password/ {new_password, current_password}: the forced change after the first sign-in. */
export const updatePassword = async (body: TChangePasswordRequest): Promise<TDetail> =>
  ZDetailSchema.parse(await api.post<unknown>('users/update-password/', body));

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
