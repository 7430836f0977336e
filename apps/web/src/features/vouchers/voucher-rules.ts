import type { TPartnerSummary } from '@ared/contract/users';

/**
 * Part 2 §5/§6: vouchers may be created only while the partner is active, has a subscription plan and has
 * no billing overdue by five days; otherwise the page shows only the date. The server refuses the same.
 */
export const canCreateVouchers = (
  partner:
    | Pick<TPartnerSummary, 'is_active' | 'subscription_plan' | 'has_not_paid_for_one_billing_five_days_ago'>
    | null
    | undefined,
): boolean =>
  !!partner &&
  partner.is_active &&
  !!partner.subscription_plan &&
  !partner.has_not_paid_for_one_billing_five_days_ago;

/** Revoke is offered only while a voucher is active (part 2 §4). */
export const canRevoke = (voucher: { status: string }): boolean => voucher.status === 'active';

/** Terminate ends a guest that is still online. */
export const canTerminate = (session: { status: string }): boolean => session.status === 'connected';
