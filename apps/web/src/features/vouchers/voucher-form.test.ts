import { describe, expect, it } from 'vitest';
import {
  VOUCHER_FORM_DEFAULTS,
  checkVoucherForm,
  durationSeconds,
  type VoucherFormValues,
} from './voucher-form';
import { canCreateVouchers } from './voucher-rules';
import { formatBytes, wholeMinutes } from './voucher-format';

const form = (patch: Partial<VoucherFormValues>): VoucherFormValues => ({
  ...VOUCHER_FORM_DEFAULTS,
  ...patch,
});

describe('the create voucher form (part 2 §5)', () => {
  it('defaults to the 60-minute preset, 1 day, one single-user voucher and no realm', () => {
    expect(checkVoucherForm(VOUCHER_FORM_DEFAULTS)).toEqual({
      ok: true,
      request: { duration: 3600, multi_user: false, expiry_days: 1, count: 1 },
    });
  });

  it('takes manual hours 0–168 and minutes 0–59, an empty box counting as 0', () => {
    expect(durationSeconds(form({ mode: 'manual', hours: 2, minutes: 30 }))).toBe(9000);
    expect(durationSeconds(form({ mode: 'manual', hours: '', minutes: 45 }))).toBe(2700);
    expect(durationSeconds(form({ mode: 'manual', hours: 168, minutes: 59 }))).toBe(168 * 3600 + 59 * 60);
    expect(durationSeconds(form({ mode: 'manual', hours: 169, minutes: 0 }))).toBeNull();
    expect(durationSeconds(form({ mode: 'manual', hours: 1, minutes: 60 }))).toBeNull();
    expect(durationSeconds(form({ mode: 'manual', hours: 1.5, minutes: 0 }))).toBeNull();
  });

  it.each([
    [form({ mode: 'manual', hours: 0, minutes: 0 }), 'Please enter a valid duration'],
    [form({ mode: 'manual', hours: '', minutes: '' }), 'Please enter a valid duration'],
    [form({ mode: 'manual', hours: 200, minutes: 0 }), 'Please enter a valid duration'],
    [form({ count: 0 }), 'Please enter a valid voucher count (1-100)'],
    [form({ count: 101 }), 'Please enter a valid voucher count (1-100)'],
    [form({ count: '' }), 'Please enter a valid voucher count (1-100)'],
    [form({ count: 2.5 }), 'Please enter a valid voucher count (1-100)'],
    // The duration is checked first, as the spec lists it.
    [form({ mode: 'manual', hours: 0, minutes: 0, count: 0 }), 'Please enter a valid duration'],
  ])('refuses %o with the spec text', (values, message) => {
    expect(checkVoucherForm(values)).toMatchObject({ ok: false, message });
  });

  it('sends count, multi-user, expiry and the realm when chosen', () => {
    expect(
      checkVoucherForm(
        form({ count: 100, multiUser: true, expiryDays: '90', realm: '6', presetMinutes: '1440' }),
      ),
    ).toEqual({
      ok: true,
      request: { duration: 86400, multi_user: true, expiry_days: 90, count: 100, realm: 6 },
    });
  });
});

describe('the voucher creation rule (part 2 §6)', () => {
  const able = {
    is_active: true,
    subscription_plan: 'Pro',
    has_not_paid_for_one_billing_five_days_ago: false,
  };
  it('needs an active partner with a subscription plan and nothing overdue by five days', () => {
    expect(canCreateVouchers(able)).toBe(true);
    expect(canCreateVouchers({ ...able, is_active: false })).toBe(false);
    expect(canCreateVouchers({ ...able, subscription_plan: null })).toBe(false);
    expect(canCreateVouchers({ ...able, subscription_plan: '' })).toBe(false);
    expect(canCreateVouchers({ ...able, has_not_paid_for_one_billing_five_days_ago: true })).toBe(false);
    expect(canCreateVouchers(null)).toBe(false);
  });
});

describe('formats', () => {
  it('shows durations in whole minutes and bytes in a readable unit', () => {
    expect([wholeMinutes(3659), wholeMinutes(59), wholeMinutes(-5)]).toEqual([60, 0, 0]);
    expect([formatBytes(512), formatBytes(1_572_864), formatBytes(204_800)]).toEqual([
      '512 B',
      '1.5 MB',
      '200.0 KB',
    ]);
  });
});
