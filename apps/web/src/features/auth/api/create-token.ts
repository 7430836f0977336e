import { useMutation } from '@tanstack/react-query';
import type { TJwtCreateRequest, TTokenPair } from '@ared/contract/auth';
import { api } from '../../../lib/http';

/**
 * POST auth/jwt/create/ {phone (holding the email), password} → {refresh, access}. No token, no refresh.
 * The contract (zod) is loaded beside the call, not with the sign-in page (issue 29 §7).
 */
export const createToken = async (body: TJwtCreateRequest): Promise<TTokenPair> => {
  const [{ ZTokenPairSchema }, answer] = await Promise.all([
    import('@ared/contract/auth'),
    api.post<unknown>('auth/jwt/create/', body, { auth: false }),
  ]);
  return ZTokenPairSchema.parse(answer);
};

export const useCreateToken = () => useMutation({ mutationFn: createToken });
