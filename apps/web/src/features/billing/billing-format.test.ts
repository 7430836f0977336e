import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  billingStatus,
  datePart,
  formatAddonNames,
  addDays,
  formatBillingCycle,
  formatCycleDate,
  formatRwf,
  invoiceFileName,
} from './billing-format';

describe('formatBillingCycle', () => {
  it('shows today through today + 29 days for an unpaid billing', () => {
    const unpaid = { is_paid: false, start_date: '2025-01-01', end_date: '2025-01-30' };
    expect(formatBillingCycle(unpaid, '2026-11-21')).toBe('21-Nov-2026 - 20-Dec-2026');
  });

  it('crosses the year end', () => {
    const unpaid = { is_paid: false, start_date: '2025-01-01', end_date: '2025-01-30' };
    expect(formatBillingCycle(unpaid, '2026-12-15')).toBe('15-Dec-2026 - 13-Jan-2027');
  });

  it('shows the period paid for on a paid billing', () => {
    const paid = { is_paid: true, start_date: '2025-03-01', end_date: '2025-03-30' };
    expect(formatBillingCycle(paid, '2026-11-21')).toBe('1-Mar-2025 - 30-Mar-2025');
  });
});

describe('formatRwf', () => {
  it('writes RWF and thousands separators', () => {
    expect(formatRwf(12000)).toBe('RWF 12,000');
    expect(formatRwf(1250000)).toBe('RWF 1,250,000');
    expect(formatRwf(0)).toBe('RWF 0');
  });

  it('keeps at most two decimals (discounted amounts)', () => {
    expect(formatRwf(10199.999)).toBe('RWF 10,200');
    expect(formatRwf(10200.5)).toBe('RWF 10,200.5');
  });
});

describe('billingStatus', () => {
  it('is Paid, Paused or Unpaid, paid first', () => {
    expect(billingStatus({ is_paid: true, is_paused: true })).toBe('paid');
    expect(billingStatus({ is_paid: false, is_paused: true })).toBe('paused');
    expect(billingStatus({ is_paid: false, is_paused: false })).toBe('unpaid');
  });
});

describe('formatAddonNames', () => {
  it("joins the names with ', '", () => {
    expect(formatAddonNames([{ name: 'Survey' }, { name: 'Token Purchase' }], 'None')).toBe(
      'Survey, Token Purchase',
    );
  });

  it('says None without add-ons', () => {
    expect(formatAddonNames([], 'None')).toBe('None');
  });
});

describe('datePart', () => {
  it('keeps the date as the server wrote it, whatever the time zone', () => {
    expect(datePart('2025-02-11T23:30:00Z')).toBe('2025-02-11');
    expect(datePart('2025-02-11')).toBe('2025-02-11');
  });
});

describe('invoiceFileName', () => {
  it('uses the invoice number, else the id', () => {
    expect(invoiceFileName({ id: 31, invoice_number: 'INV-0031' })).toBe('invoice_INV-0031.pdf');
    expect(invoiceFileName({ id: 31, invoice_number: '' })).toBe('invoice_31.pdf');
  });
});

describe('cycle dates and days later, as dayjs wrote them (ISO days: lib/format.test.ts)', () => {
  it('writes day, short month and year, and counts days across months, years and a leap day', () => {
    for (const day of ['2026-11-21', '2024-02-29', '2027-01-03', '2026-03-29']) {
      expect(formatCycleDate(day)).toBe(dayjs(day).format('D-MMM-YYYY'));
      for (const days of [1, 29, 365])
        expect(formatCycleDate(addDays(day, days))).toBe(dayjs(day).add(days, 'day').format('D-MMM-YYYY'));
    }
  });
});
