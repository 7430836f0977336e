import { describe, expect, it } from 'vitest';
import { parseBillingTab } from './billing-tabs';

describe('parseBillingTab', () => {
  it('reads the three tabs and defaults to subscription', () => {
    expect(parseBillingTab('sms')).toBe('sms');
    expect(parseBillingTab('discount-coupons')).toBe('discount-coupons');
    expect(parseBillingTab('subscription')).toBe('subscription');
    expect(parseBillingTab(null)).toBe('subscription');
    expect(parseBillingTab('overdue')).toBe('subscription');
  });
});
