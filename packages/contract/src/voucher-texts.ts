/**
 * The vouchers' texts, statuses and page sizes: constants without zod, so that the web's voucher pages can read
 * them without building the contract's schemas before they can draw (decision 103). `./vouchers` re-exports them.
 */

export const VOUCHER_TEXTS = {
  invalidDuration: 'Please enter a valid duration',
  invalidCount: 'Please enter a valid voucher count (1-100)',
} as const;

export const VOUCHER_LIST_TEXTS = {
  rangeReversed: 'The end date should be greater than the start date',
} as const;

export const VOUCHER_PAGE_SIZES = [10, 25, 50] as const;

// ── Entities ────────────────────────────────────────────────────────────────────────────────────────
export const VOUCHER_STATUSES = ['active', 'used', 'expired', 'revoked'] as const;
