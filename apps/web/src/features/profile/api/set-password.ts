import { useMutation } from '@tanstack/react-query';
import type { TChangePasswordRequest } from '@ared/contract/auth';
import { api } from '../../../lib/http';

/** POST auth/users/set_password/ {new_password, current_password} → 204 (profile page). */
export const setPassword = (body: TChangePasswordRequest) => api.post<void>('auth/users/set_password/', body);

export const useSetPassword = () => useMutation({ mutationFn: setPassword });
