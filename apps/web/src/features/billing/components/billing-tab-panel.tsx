import type { BillingTab } from '../billing-tabs';
import { BillingTable } from './billing-table';
import { CouponsTable } from './coupons-table';

export type { BillingTab } from '../billing-tabs';

type BillingTabPanelProps = {
  tab: BillingTab;
  /** One SME's billings and coupons (the billing popup); the partner's otherwise. */
  smeId?: number;
  /** Called 2 s after a billing was marked paid (the popup closes then). */
  onBillingPaid?: () => void;
};

/**
 * One billing tab: subscription or SMS billings, or discount coupons. Used by /billings, the billing
 * tabs of /smes and the per-SME billing popup.
 */
export function BillingTabPanel({ tab, smeId, onBillingPaid }: BillingTabPanelProps) {
  if (tab === 'discount-coupons') return <CouponsTable smeId={smeId} />;
  // Keyed by tab: a new tab starts with no selection (spec part 1 §2).
  return <BillingTable key={tab} kind={tab} smeId={smeId} onBillingPaid={onBillingPaid} />;
}
