import { Badge } from '@mantine/core';
import type { TBilling } from '@ared/contract/billing';
import { billingStatus, type BillingStatus } from '../billing-format';
import { BILLING_TEXTS } from '../texts';

const COLORS: Record<BillingStatus, string> = { paid: 'green', paused: 'yellow', unpaid: 'red' };

/** The Paid column: Paid, Paused or Unpaid. */
export function BillingStatusBadge({ billing }: { billing: Pick<TBilling, 'is_paid' | 'is_paused'> }) {
  const status = billingStatus(billing);
  return (
    // Never narrower than its word: in a crowded table the column gives way, not the status.
    <Badge variant="light" color={COLORS[status]} tt="none" miw="max-content" data-testid="billing-status">
      {BILLING_TEXTS.status[status]}
    </Badge>
  );
}
