import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import {
  canActivateBilling,
  canOfferMarkPaid,
  checkMarkPaid,
  markPaidErrorText,
  pauseActionFor,
} from './billing-rules';

const unpaidLatest = { id: 1, is_paid: false, is_latest_unpaid: true };
const unpaidOlder = { id: 2, is_paid: false, is_latest_unpaid: false };
const paid = { id: 3, is_paid: true, is_latest_unpaid: false };

describe('canOfferMarkPaid', () => {
  it('offers Mark As Paid only for exactly one unpaid billing', () => {
    expect(canOfferMarkPaid([unpaidLatest])).toBe(true);
    expect(canOfferMarkPaid([unpaidLatest, paid])).toBe(true);
    expect(canOfferMarkPaid([])).toBe(false);
    expect(canOfferMarkPaid([paid])).toBe(false);
    expect(canOfferMarkPaid([unpaidLatest, unpaidOlder])).toBe(false);
  });
});

describe('checkMarkPaid', () => {
  it('accepts the latest unpaid billing and returns it', () => {
    expect(checkMarkPaid([paid, unpaidLatest])).toEqual({ ok: true, billing: unpaidLatest });
  });

  it('refuses anything but exactly one unpaid billing', () => {
    expect(checkMarkPaid([unpaidLatest, unpaidOlder])).toEqual({ ok: false, reason: 'only-one' });
    expect(checkMarkPaid([paid])).toEqual({ ok: false, reason: 'only-one' });
    expect(checkMarkPaid([])).toEqual({ ok: false, reason: 'only-one' });
  });

  it('refuses an unpaid billing that is not the latest', () => {
    expect(checkMarkPaid([unpaidOlder])).toEqual({ ok: false, reason: 'only-latest' });
  });
});

describe('pauseActionFor', () => {
  it('offers Pause while the current unpaid billing runs, Resume once it is paused', () => {
    expect(pauseActionFor([{ is_latest_unpaid: true, is_paused: false }])).toBe('pause');
    expect(
      pauseActionFor([
        { is_latest_unpaid: false, is_paused: false },
        { is_latest_unpaid: true, is_paused: true },
      ]),
    ).toBe('resume');
  });

  it('offers neither when the SME owes nothing', () => {
    expect(pauseActionFor([])).toBeNull();
  });
});

describe('canActivateBilling', () => {
  it('needs an ended trial and no billings', () => {
    expect(canActivateBilling('2026-11-20', '2026-11-21', 0)).toBe(true);
    expect(canActivateBilling(null, '2026-11-21', 0)).toBe(true);
  });

  it('is not offered during the trial, on its last day or once billed', () => {
    expect(canActivateBilling('2026-11-21', '2026-11-21', 0)).toBe(false);
    expect(canActivateBilling('2026-12-01', '2026-11-21', 0)).toBe(false);
    expect(canActivateBilling('2026-11-20', '2026-11-21', 1)).toBe(false);
  });
});

describe('markPaidErrorText', () => {
  it("shows the server's message on 404", () => {
    expect(markPaidErrorText(new ApiError({ status: 404, detail: 'Billing not found' }))).toBe(
      'Billing not found',
    );
  });

  it("shows detail, else error, else 'Permission denied' on 403", () => {
    expect(markPaidErrorText(new ApiError({ status: 403, detail: 'Staff cannot do this' }))).toBe(
      'Staff cannot do this',
    );
    expect(markPaidErrorText(new ApiError({ status: 403, fieldErrors: { error: ['Not your SME'] } }))).toBe(
      'Not your SME',
    );
    expect(markPaidErrorText(new ApiError({ status: 403 }))).toBe('Permission denied');
  });

  it('says it could not mark the billing otherwise', () => {
    expect(markPaidErrorText(new ApiError({ status: 400, detail: 'Amount mismatch' }))).toBe(
      'Could not mark the billing as paid',
    );
    expect(markPaidErrorText(new Error('boom'))).toBe('Could not mark the billing as paid');
  });
});
