import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZSignUpApplicationSchema, type TSignUpApplication } from '@ared/contract/sign-ups';
import { api } from '../../../lib/http';

const reviewKey = (token: string) => ['sign-up', 'review', token] as const;

/**
 * POST sign-up/review/ {token}: reads the application the review link names. A POST so the link's secret
 * stays in a body, never in a URL; it changes nothing.
 */
export const getSignUpApplication = async (token: string): Promise<TSignUpApplication> =>
  ZSignUpApplicationSchema.parse(await api.post<unknown>('sign-up/review/', { token }, { auth: false }));

export const useSignUpApplication = (token: string) =>
  useQuery({
    queryKey: reviewKey(token),
    queryFn: () => getSignUpApplication(token),
    enabled: token !== '',
    retry: false,
  });

/** POST sign-up/review/approve/ or decline/ {token}: the decision, once. */
export const decideSignUp = (token: string, decision: 'approve' | 'decline') =>
  api.post<{ detail: string }>(`sign-up/review/${decision}/`, { token }, { auth: false });

export const useDecideSignUp = (token: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: 'approve' | 'decline') => decideSignUp(token, decision),
    onSettled: () => client.invalidateQueries({ queryKey: reviewKey(token) }),
  });
};
