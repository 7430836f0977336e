import { useMutation } from '@tanstack/react-query';
import type { ZPaymentResponseSchema, TPaymentRequest } from '@ared/contract/billing';
import type { z } from 'zod/mini';
import { api } from '../../../lib/http';
import { checked } from '../../../lib/checked';

export type TPaymentResponse = z.infer<typeof ZPaymentResponseSchema>;

/**
 * POST partner/billing/payment/ {billing_id, amount: the final amount, method, payment_reference}.
 * The lists are refreshed by the caller, 2 s later (spec part 1 §4), not here.
 */
export const markBillingPaid = async (body: TPaymentRequest): Promise<TPaymentResponse> =>
  checked(
    import('@ared/contract/billing').then((m) => m.ZPaymentResponseSchema),
    api.post<unknown>('partner/billing/payment/', body),
  );

export const useMarkBillingPaid = () => useMutation({ mutationFn: markBillingPaid });
