import dayjs from 'dayjs';
import { BILLING_CURRENCY, type TAddon, type TBilling } from '@ared/contract/billing';
import { numberFormat } from '../../lib/number-format';

/** Billing cycle dates: day, short month, year, e.g. "21-Nov-2026" (spec part 1 §9). */
export const CYCLE_DATE_FORMAT = 'D-MMM-YYYY';

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
    ? [dayjs(billing.start_date), dayjs(billing.end_date)]
    : [dayjs(today), dayjs(today).add(CYCLE_LAST_DAY_OFFSET, 'day')];
  return `${from.format(CYCLE_DATE_FORMAT)} - ${to.format(CYCLE_DATE_FORMAT)}`;
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
