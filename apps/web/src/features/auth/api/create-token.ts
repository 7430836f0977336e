import { useMutation } from '@tanstack/react-query';
import { ZTokenPairSchema, type TJwtCreateRequest, type TTokenPair } from '@ared/contract/auth';
import { api } from '../../../lib/http';

/** POST auth/jwt/create/ {phone (holding the email), password} → {refresh, access}. No token, no refresh. */
export const createToken = async (body: TJwtCreateRequest): Promise<TTokenPair> =>
  ZTokenPairSchema.parse(await api.post<unknown>('auth/jwt/create/', body, { auth: false }));

export const useCreateToken = () => useMutation({ mutationFn: createToken });
