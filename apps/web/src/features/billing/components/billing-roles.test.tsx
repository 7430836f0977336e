import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { billingFixture, couponFixture, pageOf, smeFixture } from './billing-test-helpers';
import { BillingTabPanel } from './billing-tab-panel';
import { SmeBillingModal } from './sme-billing-modal';

// Decision 011: billing and coupons are money, partner_admin only; staff read them.
const signInAs = (role: 'partner_admin' | 'partner_staff') => {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture({ role }));
};

const billingApi = () =>
  mockApi({
    'GET partner/billing/': () => ({ status: 200, body: pageOf([billingFixture({ id: 1 })]) }),
    'GET discount-coupon/': () => ({ status: 200, body: pageOf([couponFixture()]) }),
    'GET smes/9/': () => ({ status: 200, body: smeFixture() }),
  });

async function selectFirstBilling() {
  const row = (await screen.findAllByTestId('table-row'))[0]!;
  await userEvent.setup().click(within(row).getByRole('checkbox'));
}

describe('billing screens by role', () => {
  beforeEach(() => billingApi());

  it('offers Mark As Paid to partner_admin', async () => {
    signInAs('partner_admin');
    renderPage(<BillingTabPanel tab="subscription" />);
    await selectFirstBilling();
    expect(screen.getByRole('button', { name: 'Mark As Paid' })).toBeInTheDocument();
  });

  it('hides Mark As Paid from partner_staff, who still sees the billings', async () => {
    signInAs('partner_staff');
    renderPage(<BillingTabPanel tab="subscription" />);
    await selectFirstBilling();
    expect(screen.getByText('Kimironko Coffee')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark As Paid' })).toBeNull();
  });

  it('hides Create Coupon from partner_staff, and shows it to partner_admin', async () => {
    signInAs('partner_staff');
    const { unmount } = renderPage(<BillingTabPanel tab="discount-coupons" />);
    expect(await screen.findAllByTestId('table-row')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Create Coupon' })).toBeNull();
    unmount();
    signInAs('partner_admin');
    renderPage(<BillingTabPanel tab="discount-coupons" />);
    expect(await screen.findByRole('button', { name: 'Create Coupon' })).toBeInTheDocument();
  });

  it('hides Pause Billing in the per-SME popup from partner_staff', async () => {
    signInAs('partner_staff');
    renderPage(<SmeBillingModal sme={{ id: 9, name: 'Kimironko Coffee' }} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Billing - Kimironko Coffee' });
    await within(dialog).findAllByTestId('table-row');
    expect(within(dialog).queryByTestId('billing-account-actions')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Pause Billing' })).toBeNull();
  });

  it('offers Pause Billing in the per-SME popup to partner_admin', async () => {
    signInAs('partner_admin');
    renderPage(<SmeBillingModal sme={{ id: 9, name: 'Kimironko Coffee' }} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Billing - Kimironko Coffee' });
    expect(await within(dialog).findByRole('button', { name: 'Pause Billing' })).toBeInTheDocument();
  });
});
