import type { TBilling } from '@ared/contract/billing';
import type { DataTableColumn } from '../../../components/data-table/types';
import { formatDueDate } from '../../../lib/format';
import { formatBillingCycle, formatRwf } from '../billing-format';
import type { BillingKind } from '../billing-tabs';
import { BillingStatusBadge } from './billing-status-badge';
import { InvoiceDownloadButton } from './invoice-download-button';
import { BILLING_TEXTS } from '../texts';

const C = BILLING_TEXTS.columns;

/** What was billed: the subscription plan, or the SMS package. */
const productColumn = (kind: BillingKind): DataTableColumn<TBilling> =>
  kind === 'subscription'
    ? {
        id: 'subscription',
        header: C.subscription,
        render: (b) => b.subscription_plan?.name ?? BILLING_TEXTS.noValue,
      }
    : {
        id: 'sms-package',
        header: C.smsPackage,
        render: (b) => b.sms_package?.name ?? BILLING_TEXTS.noValue,
      };

/**
 * Columns of the subscription and SMS billing lists (spec part 1 §2): SME, Billing Due Date, Billing
 * Cycle Month, Paid, Amount, Subscription or SMS Package, Invoice Link. `today` fixes the cycle shown
 * for unpaid billings.
 */
export const billingColumns = (kind: BillingKind, today: Date): DataTableColumn<TBilling>[] => [
  { id: 'sme', header: C.sme, render: (b) => b.sme.name },
  { id: 'due-date', header: C.dueDate, render: (b) => formatDueDate(b.due_date) },
  { id: 'cycle', header: C.cycle, render: (b) => formatBillingCycle(b, today) },
  { id: 'paid', header: C.paid, render: (b) => <BillingStatusBadge billing={b} /> },
  { id: 'amount', header: C.amount, render: (b) => formatRwf(b.final_amount) },
  productColumn(kind),
  { id: 'invoice', header: C.invoice, render: (b) => <InvoiceDownloadButton billing={b} /> },
];
