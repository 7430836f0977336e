import { useMutation } from '@tanstack/react-query';
import type { TDetail } from '@ared/contract/common';
import { api } from '../../../lib/http';

/** POST 2fa/: mails a six-digit code → {detail: 'OTP sent to your email.'}. */
export const sendOtp = async (): Promise<TDetail> => {
  // The contract (zod) beside the call, not with the sign-in page that sends it (issue 29 §7).
  const [{ ZDetailSchema }, answer] = await Promise.all([
    import('@ared/contract/common'),
    api.post<unknown>('2fa/'),
  ]);
  return ZDetailSchema.parse(answer);
};

export const useSendOtp = () => useMutation({ mutationFn: sendOtp });
