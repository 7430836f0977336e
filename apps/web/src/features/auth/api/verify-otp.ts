import { useMutation } from '@tanstack/react-query';
import {
  ZOtpVerifyResponseSchema,
  type TOtpVerifyRequest,
  type TOtpVerifyResponse,
} from '@ared/contract/auth';
import { api } from '../../../lib/http';

/** POST 2fa/verify/ {token} → new tokens that carry the second factor. */
export const verifyOtp = async (body: TOtpVerifyRequest): Promise<TOtpVerifyResponse> =>
  ZOtpVerifyResponseSchema.parse(await api.post<unknown>('2fa/verify/', body));

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
