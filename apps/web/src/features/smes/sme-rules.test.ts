import { describe, expect, it } from 'vitest';
import {
  SME_ACCOUNT_ACTION_BODY,
  SME_TAB_BUTTONS,
  isBillingTab,
  parseSmePageTab,
  smeAccountActions,
  smeRowTint,
  smeStatusText,
} from './sme-rules';

describe('SME page tabs', () => {
  it('accepts every tab value of the spec and falls back to all', () => {
    for (const tab of ['all', 'suspended', 'terminated', 'active', 'overdue', 'subscription', 'sms'])
      expect(parseSmePageTab(tab)).toBe(tab);
    expect(parseSmePageTab('discount-coupons')).toBe('discount-coupons');
    expect(parseSmePageTab(null)).toBe('all');
    expect(parseSmePageTab('paid')).toBe('all');
  });

  it('offers no Overdue button', () => {
    expect(SME_TAB_BUTTONS).toEqual([
      'all',
      'suspended',
      'terminated',
      'active',
      'subscription',
      'sms',
      'discount-coupons',
    ]);
  });

  it('tells billing tabs from SME tabs', () => {
    expect(isBillingTab('subscription')).toBe(true);
    expect(isBillingTab('sms')).toBe(true);
    expect(isBillingTab('discount-coupons')).toBe(true);
    expect(isBillingTab('overdue')).toBe(false);
    expect(isBillingTab('all')).toBe(false);
  });
});

describe('smeStatusText', () => {
  const today = '2025-03-24';
  it('shows the trial countdown instead of Trial', () => {
    expect(smeStatusText({ status: 'Trial', trial_end_date: '2025-03-24' }, today)).toBe('Trial ends today');
    expect(smeStatusText({ status: 'Trial', trial_end_date: '2025-03-25' }, today)).toBe(
      'Trial ends tomorrow',
    );
    expect(smeStatusText({ status: 'Trial', trial_end_date: '2025-04-03' }, today)).toBe('10 days remaining');
  });

  it("shows the server's status otherwise, even with a trial date", () => {
    expect(smeStatusText({ status: 'Overdue', trial_end_date: '2025-04-03' }, today)).toBe('Overdue');
    expect(smeStatusText({ status: 'Active', trial_end_date: null }, today)).toBe('Active');
  });
});

describe('smeRowTint', () => {
  it('is red for overdue, orange for unpaid, none otherwise', () => {
    expect(smeRowTint({ has_overdue_billing: true, has_unpaid_billing: true })).toBe('red');
    expect(smeRowTint({ has_overdue_billing: false, has_unpaid_billing: true })).toBe('orange');
    expect(smeRowTint({ has_overdue_billing: false, has_unpaid_billing: false })).toBeNull();
  });
});

describe('SME account actions', () => {
  it('offers Suspend or Activate by is_active and Terminate or Restore by is_terminated', () => {
    expect(smeAccountActions({ is_active: true, is_terminated: false })).toEqual(['suspend', 'terminate']);
    expect(smeAccountActions({ is_active: false, is_terminated: true })).toEqual(['activate', 'restore']);
  });

  it('sends is_active for suspend/activate and is_terminated for terminate/restore', () => {
    expect(SME_ACCOUNT_ACTION_BODY).toEqual({
      suspend: { is_active: false },
      activate: { is_active: true },
      terminate: { is_terminated: true },
      restore: { is_terminated: false },
    });
  });
});
