import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMeSchema, type TMe } from '@ared/contract/me';
import { api } from '../http';

/** GET auth/users/me/: the logged-in user. Shared: sign-in, the shell and the profile page read it. */
export const getMe = async (): Promise<TMe> => ZMeSchema.parse(await api.get<unknown>('auth/users/me/'));

export const meQueryOptions = () => queryOptions({ queryKey: ['auth', 'me'], queryFn: getMe });

export const useMe = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...meQueryOptions(), enabled });
