import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBilling } from '@ared/contract/billing';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { renderPage } from '../../../test/render';
import { billingFixture, pageOf, queriesTo, signIn, smeFixture } from './billing-test-helpers';
import { SmeBillingModal } from './sme-billing-modal';

function Harness() {
  const [sme, setSme] = useState<{ id: number; name: string } | null>({ id: 9, name: 'Kimironko Coffee' });
  return <SmeBillingModal sme={sme} onClose={() => setSme(null)} />;
}

const popupApi = (billings: TBilling[], handlers: Record<string, MockHandler> = {}) =>
  mockApi({
    'GET partner/billing/': () => ({ status: 200, body: pageOf(billings) }),
    'GET smes/9/': () => ({ status: 200, body: smeFixture() }),
    ...handlers,
  });

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
/** Waits until the popup asked for the SME and its unpaid billings, and their answers were rendered. */
async function settled(fetchMock: ReturnType<typeof mockApi>['fetchMock']) {
  await waitFor(() => {
    expect(queriesTo(fetchMock, 'smes/9/')).toHaveLength(1);
    expect(queriesTo(fetchMock, 'partner/billing/')).toContainEqual(
      expect.objectContaining({ is_paid: 'false' }),
    );
  });
  await act(() => vi.advanceTimersByTimeAsync(50));
}

const popup = () => screen.findByRole('dialog', { name: 'Billing - Kimironko Coffee' });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-21T10:00:00'));
  signIn();
});
afterEach(() => vi.useRealTimers());

describe('SmeBillingModal', () => {
  it("shows one SME's billings on the Subscription Billing tab, then SMS Billing and Discount Coupons", async () => {
    const u = user();
    const { fetchMock } = popupApi([billingFixture()], {
      'GET partner/sms-package/billing/': () => ({ status: 200, body: pageOf([]) }),
      'GET discount-coupon/': () => ({ status: 200, body: pageOf([]) }),
    });
    renderPage(<Harness />);
    const dialog = await popup();
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Subscription Billing', 'SMS Billing', 'Discount Coupons']);
    await within(dialog).findAllByTestId('table-row');
    expect(queriesTo(fetchMock, 'partner/billing/')).toContainEqual({
      partner: '7',
      sme: '9',
      page: '1',
      page_size: '5',
    });
    await u.click(within(dialog).getByRole('tab', { name: 'SMS Billing' }));
    expect(await within(dialog).findByText('No sms billing history found')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('tab', { name: 'Discount Coupons' }));
    expect(await within(dialog).findByText('No discount coupons found')).toBeInTheDocument();
    expect(queriesTo(fetchMock, 'discount-coupon/')[0]).toMatchObject({ sme: '9' });
  });

  it('pauses the current unpaid billing', async () => {
    const u = user();
    const { callsTo } = popupApi([billingFixture()], {
      'POST partner/billing/pause/': () => ({ status: 200, body: { detail: 'Paused' } }),
    });
    renderPage(<Harness />);
    const dialog = await popup();
    await u.click(await within(dialog).findByRole('button', { name: 'Pause Billing' }));
    expect(await screen.findByText('Billing paused successfully')).toBeInTheDocument();
    expect(callsTo('POST partner/billing/pause/')[0]?.body).toEqual({ sme_id: 9, action: 'pause' });
    expect(within(dialog).queryByRole('button', { name: 'Activate Billing' })).toBeNull();
  });

  it('resumes a paused billing, and says when it could not', async () => {
    const u = user();
    const { callsTo } = popupApi([billingFixture({ is_paused: true })], {
      'POST partner/billing/pause/': () => ({ status: 400, body: { detail: 'Nothing to resume' } }),
    });
    renderPage(<Harness />);
    const dialog = await popup();
    expect(within(dialog).queryByRole('button', { name: 'Pause Billing' })).toBeNull();
    await u.click(await within(dialog).findByRole('button', { name: 'Resume Billing' }));
    expect(await screen.findByText('Could not resume billing')).toBeInTheDocument();
    expect(callsTo('POST partner/billing/pause/')[0]?.body).toEqual({ sme_id: 9, action: 'resume' });
  });

  it('says when pausing failed', async () => {
    const u = user();
    popupApi([billingFixture()], { 'POST partner/billing/pause/': () => ({ status: 500, body: {} }) });
    renderPage(<Harness />);
    await u.click(await within(await popup()).findByRole('button', { name: 'Pause Billing' }));
    expect(await screen.findByText('Could not pause billing')).toBeInTheDocument();
  });

  it('offers neither Pause nor Resume when everything is paid', async () => {
    const { fetchMock } = popupApi([billingFixture({ is_paid: true, is_latest_unpaid: false })]);
    renderPage(<Harness />);
    const dialog = await popup();
    await within(dialog).findAllByTestId('table-row');
    await settled(fetchMock);
    expect(
      within(dialog).queryByRole('button', { name: /Pause Billing|Resume Billing|Activate Billing/ }),
    ).toBeNull();
  });

  it('activates billing once the trial has ended and the SME has no billings', async () => {
    const u = user();
    const { callsTo } = popupApi([], {
      'POST partner/billing/activate/': () => ({ status: 200, body: { detail: 'Billing activated' } }),
    });
    renderPage(<Harness />);
    const dialog = await popup();
    await u.click(await within(dialog).findByRole('button', { name: 'Activate Billing' }));
    expect(await screen.findByText('Billing activated successfully')).toBeInTheDocument();
    expect(callsTo('POST partner/billing/activate/')[0]?.body).toEqual({ sme_id: 9 });
  });

  it('says when activation failed', async () => {
    const u = user();
    popupApi([], { 'POST partner/billing/activate/': () => ({ status: 400, body: { detail: 'No' } }) });
    renderPage(<Harness />);
    await u.click(await within(await popup()).findByRole('button', { name: 'Activate Billing' }));
    expect(await screen.findByText('Could not activate billing')).toBeInTheDocument();
  });

  it('does not offer Activate Billing during the trial', async () => {
    popupApi([], {
      'GET smes/9/': () => ({ status: 200, body: smeFixture({ trial_end_date: '2026-11-21' }) }),
    });
    renderPage(<Harness />);
    const dialog = await popup();
    await within(dialog).findByTestId('table-empty');
    await waitFor(() => expect(screen.getByText('No billing history found')).toBeInTheDocument());
    expect(within(dialog).queryByRole('button', { name: 'Activate Billing' })).toBeNull();
  });

  it('closes 2 s after a billing was marked paid', async () => {
    const u = user();
    popupApi([billingFixture()], {
      'POST partner/billing/payment/': () => ({
        status: 200,
        body: {
          detail: 'ok',
          payment: {
            id: 1,
            billing: 1,
            sme: { id: 9, name: 'Kimironko Coffee' },
            amount: 12000,
            method: 'cash',
            payment_reference: '',
            marked_by: null,
            paid_at: '2026-11-21T10:00:00Z',
          },
        },
      }),
    });
    renderPage(<Harness />);
    const dialog = await popup();
    await u.click(await within(dialog).findByRole('checkbox', { name: /Select Kimironko Coffee/ }));
    await u.click(within(dialog).getByRole('button', { name: 'Mark As Paid' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Are you sure you want to mark the billing as paid',
    });
    await u.click(within(confirm).getByRole('combobox', { name: 'Payment method' }));
    await u.click(await screen.findByRole('option', { name: 'Cash' }));
    await u.click(within(confirm).getByRole('button', { name: 'Mark As Paid' }));
    expect(await screen.findByText('The billing marked as paid successfully')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(screen.getByRole('dialog', { name: 'Billing - Kimironko Coffee' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Billing - Kimironko Coffee' })).toBeNull(),
    );
  });
});
