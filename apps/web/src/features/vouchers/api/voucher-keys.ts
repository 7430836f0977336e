import type { QueryClient } from '@tanstack/react-query';
import type { TVoucherStatus } from '@ared/contract/vouchers';

/**
 * Roots of the voucher screens' query keys. Creating, revoking and terminating refresh every voucher,
 * session and stats query by this root: a revoke ends the voucher's sessions and moves the counts.
 */
export const VOUCHERS_KEY = ['vouchers'] as const;

export type VoucherPageParams = { page: number; limit: number };
/** A page of the Vouchers list with its filters (the server's query names, decision 050). */
export type VoucherListParams = VoucherPageParams & {
  search?: string;
  status?: TVoucherStatus;
  realm?: number;
  start_date?: string;
  end_date?: string;
};

export const voucherKeys = {
  all: VOUCHERS_KEY,
  list: (params: VoucherListParams) => [...VOUCHERS_KEY, 'list', params] as const,
  batches: () => [...VOUCHERS_KEY, 'batches'] as const,
  sessions: (params: VoucherPageParams) => [...VOUCHERS_KEY, 'sessions', params] as const,
  stats: () => [...VOUCHERS_KEY, 'stats'] as const,
  realm: (realmId: number, params: { page: number; page_size: number }) =>
    [...VOUCHERS_KEY, 'realm', realmId, params] as const,
};

export const refreshVoucherQueries = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: VOUCHERS_KEY });
