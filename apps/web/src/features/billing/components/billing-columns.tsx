import type { TBilling } from '@ared/contract/billing';
import { TruncatedText } from '../../../components/data-table/truncated-text';
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
        priority: 3,
        render: (b) => b.subscription_plan?.name ?? BILLING_TEXTS.noValue,
      }
    : {
        id: 'sms-package',
        header: C.smsPackage,
        priority: 3,
        render: (b) => b.sms_package?.name ?? BILLING_TEXTS.noValue,
      };

/**
 * Columns of the subscription and SMS billing lists (spec part 1 §2): SME, Billing Due Date, Billing
 * Cycle Month, Paid, Amount, Subscription or SMS Package, Invoice Link. `today` fixes the cycle shown
 * for unpaid billings.
 */
export const billingColumns = (kind: BillingKind, today: Date): DataTableColumn<TBilling>[] => [
  {
    id: 'sme',
    header: C.sme,
    sortKey: 'sme',
    render: (b) => <TruncatedText maw="min(180px, 28vw)">{b.sme.name}</TruncatedText>,
  },
  {
    id: 'due-date',
    header: C.dueDate,
    sortKey: 'due_date',
    priority: 2,
    render: (b) => formatDueDate(b.due_date),
  },
  {
    id: 'cycle',
    header: C.cycle,
    sortKey: 'start_date',
    priority: 3,
    render: (b) => formatBillingCycle(b, today),
  },
  { id: 'paid', header: C.paid, sortKey: 'is_paid', render: (b) => <BillingStatusBadge billing={b} /> },
  {
    id: 'amount',
    header: C.amount,
    sortKey: 'final_amount',
    render: (b) => <span style={{ whiteSpace: 'nowrap' }}>{formatRwf(b.final_amount)}</span>,
  },
  productColumn(kind),
  { id: 'invoice', header: C.invoice, priority: 2, render: (b) => <InvoiceDownloadButton billing={b} /> },
];
