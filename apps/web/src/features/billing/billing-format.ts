import { BILLING_CURRENCY } from '@ared/contract/billing-fields';
import type { TAddon, TBilling } from '@ared/contract/billing';
import { MONTHS, toDate } from '../../lib/format';
import { numberFormat } from '../../lib/number-format';

// Dates written by hand, not with dayjs (~2.5 KB gzipped, issue 29 §7), as it wrote them.
/** Billing cycle dates: day, short month, year, e.g. "21-Nov-2026" (dayjs's `D-MMM-YYYY`, spec part 1 §9). */
export const formatCycleDate = (value: Date | string): string => {
  const date = toDate(value);
  return `${date.getDate()}-${MONTHS[date.getMonth()]!.slice(0, 3)}-${date.getFullYear()}`;
};

/** The day `days` after `value` on the local calendar (dayjs's `add(days, 'day')`), at the same time of day. */
export const addDays = (value: Date | string, days: number): Date => {
  const date = toDate(value);
  const later = new Date(date);
  later.setDate(date.getDate() + days);
  return later;
};

/** The cycle shown is 30 days: today through today + 29 (spec part 1 §9). */
const CYCLE_LAST_DAY_OFFSET = 29;

/**
 * Billing Cycle Month: a paid billing shows the period it paid for; an unpaid one shows the 30 days
 * that paying today would cover (spec part 1 §9).
 */
export function formatBillingCycle(
  billing: Pick<TBilling, 'is_paid' | 'start_date' | 'end_date'>,
  today: Date | string,
): string {
  const [from, to] = billing.is_paid
    ? [billing.start_date, billing.end_date]
    : [today, addDays(today, CYCLE_LAST_DAY_OFFSET)];
  return `${formatCycleDate(from)} - ${formatCycleDate(to)}`;
}

const amountFormat = numberFormat('en-US', { maximumFractionDigits: 2 });

/** Amounts in Rwandan francs with thousands separators, e.g. "RWF 12,000" (spec part 1 §9). */
export const formatRwf = (amount: number): string => `${BILLING_CURRENCY} ${amountFormat.format(amount)}`;

export type BillingStatus = 'paid' | 'paused' | 'unpaid';

/** Billing status: Paid, Paused or Unpaid (spec part 1 §4); paid wins over paused. */
export const billingStatus = (billing: Pick<TBilling, 'is_paid' | 'is_paused'>): BillingStatus =>
  billing.is_paid ? 'paid' : billing.is_paused ? 'paused' : 'unpaid';

/** A coupon's add-ons, names joined by ", ", or the given text when it has none. */
export const formatAddonNames = (addons: readonly Pick<TAddon, 'name'>[], none: string): string =>
  addons.length === 0 ? none : addons.map((a) => a.name).join(', ');

/** The date part of a timestamp as the server wrote it (no time-zone shift), e.g. "2026-11-21". */
export const datePart = (timestamp: string): string => timestamp.split('T')[0] ?? timestamp;

/** The file an invoice is saved as: invoice_{invoice number, or the invoice id}.pdf (spec part 1 §7). */
export const invoiceFileName = (invoice: { id: number; invoice_number: string }): string =>
  `invoice_${invoice.invoice_number || invoice.id}.pdf`;
