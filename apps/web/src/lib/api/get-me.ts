import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMe } from '@ared/contract/me';
import { api } from '../http';

/**
 * GET auth/users/me/: the logged-in user. Shared: sign-in, the shell and the profile page read it. The
 * contract (zod) is loaded beside the call: the sign-in page makes it, and must not carry zod (issue 29 §7).
 */
export const getMe = async (): Promise<TMe> => {
  const [{ ZMeSchema }, answer] = await Promise.all([
    import('@ared/contract/me'),
    api.get<unknown>('auth/users/me/'),
  ]);
  return ZMeSchema.parse(answer);
};

export const meQueryOptions = () => queryOptions({ queryKey: ['auth', 'me'], queryFn: getMe });

export const useMe = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...meQueryOptions(), enabled });
