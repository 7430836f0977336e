import { useMutation } from '@tanstack/react-query';
import { ZPaymentResponseSchema, type TPaymentRequest } from '@ared/contract/billing';
import type { z } from 'zod/mini';
import { api } from '../../../lib/http';

export type TPaymentResponse = z.infer<typeof ZPaymentResponseSchema>;

/**
 * POST partner/billing/payment/ {billing_id, amount: the final amount, method, payment_reference}.
 * The lists are refreshed by the caller, 2 s later (spec part 1 §4), not here.
 */
export const markBillingPaid = async (body: TPaymentRequest): Promise<TPaymentResponse> =>
  ZPaymentResponseSchema.parse(await api.post<unknown>('partner/billing/payment/', body));

export const useMarkBillingPaid = () => useMutation({ mutationFn: markBillingPaid });
