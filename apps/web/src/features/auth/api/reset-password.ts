import { useMutation } from '@tanstack/react-query';
import type { TResetPasswordRequest } from '@ared/contract/auth';
import { api } from '../../../lib/http';

/** POST auth/users/reset_password/ {email, site {url, name}} → 204 whether or not the account exists. */
export const requestPasswordReset = (body: TResetPasswordRequest) =>
  api.post<void>('auth/users/reset_password/', body, { auth: false });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
