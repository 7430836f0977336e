import { useMutation } from '@tanstack/react-query';
import { ZDetailSchema, type TDetail } from '@ared/contract/common';
import { api } from '../../../lib/http';

/** POST 2fa/: mails a six-digit code → {detail: 'OTP sent to your email.'}. */
export const sendOtp = async (): Promise<TDetail> => ZDetailSchema.parse(await api.post<unknown>('2fa/'));

export const useSendOtp = () => useMutation({ mutationFn: sendOtp });
