import { useMutation } from '@tanstack/react-query';
import type { TVoucherSmsRequest, TVoucherSmsResult } from '@ared/contract/vouchers';
import { voucherApi } from '../../../lib/http';

/** POST /admin/vouchers/{code}/sms/: the voucher goes to the guest's phone (the voucher SMS add-on). */
export const sendVoucherSms = ({ code, phone }: { code: string } & TVoucherSmsRequest) =>
  voucherApi.post<TVoucherSmsResult>(`admin/vouchers/${encodeURIComponent(code)}/sms/`, { phone });

export const useSendVoucherSms = () => useMutation({ mutationFn: sendVoucherSms });
