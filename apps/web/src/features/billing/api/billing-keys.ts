import type { QueryClient } from '@tanstack/react-query';
import { SMES_KEY } from '../../../entities/sme/sme-keys';

/**
 * Roots of the query keys the billing screens read. Marking paid, pausing and activating refresh the
 * billings, the coupons and the SME lists too (`smes`): an SME's status follows its billings.
 */
export const BILLINGS_KEY = ['billings'] as const;
export const COUPONS_KEY = ['discount-coupons'] as const;

/** Refetches every billing and SME list on screen (the spec's "page reload" after a billing change). */
export const refreshBillingQueries = (queryClient: QueryClient) =>
  Promise.all(
    [BILLINGS_KEY, COUPONS_KEY, SMES_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
