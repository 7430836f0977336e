/**
 * The billing list's currency and sortable fields: constants without zod, so that the web's billing page can
 * read them without building the contract's schemas before it can draw (decision 103). `./billing` re-exports
 * them.
 */

/** Billings are kept and shown in Rwandan francs (spec part 1 §2, §9). */
export const BILLING_CURRENCY = 'RWF';

/** The billing lists' sortable fields; latest due date first without one. */
export const BILLING_ORDERING = [
  'sme',
  'due_date',
  'start_date',
  'is_paid',
  'final_amount',
  'created',
] as const;

/** The coupon list's sortable fields; newest first without one. */
export const COUPON_ORDERING = ['sme', 'code', 'percentage_discount', 'used', 'created'] as const;
