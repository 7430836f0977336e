/** The billing tabs, in the order shown; `subscription` is the default (spec part 1 §2 Billing page). */
export const BILLING_TABS = ['subscription', 'sms', 'discount-coupons'] as const;
export type BillingTab = (typeof BILLING_TABS)[number];

/** The tab from `?tab=`; anything unknown or missing is the default. */
export const parseBillingTab = (value: string | null | undefined): BillingTab =>
  BILLING_TABS.find((t) => t === value) ?? 'subscription';

/** The billing kinds, whose lists have the same shape (spec part 1 §6). */
export type BillingKind = Exclude<BillingTab, 'discount-coupons'>;

/** Billing lists show 5 rows by default (spec part 1 §9); 5 stays selectable next to the usual sizes. */
export const BILLING_PAGE_SIZE = 5;
export const BILLING_PAGE_SIZE_OPTIONS = [5, 10, 20, 30, 40, 50] as const;
