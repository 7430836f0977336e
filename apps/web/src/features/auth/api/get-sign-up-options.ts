import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSignUpOptionsSchema, type TSignUpOptions } from '@ared/contract/sign-ups';
import { api } from '../../../lib/http';

/** GET sign-up/options/ (public): the partners that take sign-ups, each with its SME plans. */
export const getSignUpOptions = async (): Promise<TSignUpOptions> =>
  ZSignUpOptionsSchema.parse(await api.get<unknown>('sign-up/options/', { auth: false }));

export const signUpOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['sign-up', 'options'], queryFn: getSignUpOptions });

export const useSignUpOptions = () => useQuery(signUpOptionsQueryOptions());
