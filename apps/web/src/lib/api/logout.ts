import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearAllLocalData, getAuthState } from '../auth-store';
import { api } from '../http';

/** POST auth/jwt/logout/: revokes the refresh token family. */
export const logoutRequest = (refresh: string) =>
  api.post<void>('auth/jwt/logout/', { refresh }, { auth: false });

/** Logout: revoke on the server (best effort), clear local storage and the cache, go to /. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      const { refreshToken } = getAuthState();
      if (refreshToken) await logoutRequest(refreshToken).catch(() => undefined);
    },
    onSettled: () => {
      clearAllLocalData();
      queryClient.clear();
      navigate('/', { replace: true });
    },
  });
}
