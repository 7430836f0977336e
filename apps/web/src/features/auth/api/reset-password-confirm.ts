import { useMutation } from '@tanstack/react-query';
import type { TResetPasswordConfirmRequest } from '@ared/contract/auth';
import { api } from '../../../lib/http';

/** POST auth/users/reset_password_confirm/ {uid, token, new_password} → 204. */
export const confirmPasswordReset = (body: TResetPasswordConfirmRequest) =>
  api.post<void>('auth/users/reset_password_confirm/', body, { auth: false });

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
