import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { pageOf } from '../../../test/router-fixtures';
import { smeFixture } from '../sme-test-fixtures';
import { SmeDetailsPage } from './sme-details-page';

// Decision 011: SME status and pricing are partner_admin's; staff edit the SME's name, contact and place.
const BillingModal = () => null;

function renderAs(role: 'partner_admin' | 'partner_staff') {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture({ role }));
  mockApi({
    'GET smes/9/': () => ({ status: 200, body: smeFixture({ custom_price: 9000, auto_suspend: true }) }),
    'GET routers/': () => ({ status: 200, body: pageOf([]) }),
    'GET auth/users/': () => ({ status: 200, body: pageOf([]) }),
    'GET partner/sms-package/': () => ({ status: 200, body: [] }),
    'GET partner/subscription/7/': () => ({ status: 200, body: [] }),
  });
  renderRoutes([{ path: '/smes/:id', element: <SmeDetailsPage BillingModal={BillingModal} /> }], {
    initialPath: '/smes/9',
  });
}

describe('SME details by role', () => {
  it('gives partner_admin the account actions and the billing settings to save', async () => {
    renderAs('partner_admin');
    expect(await screen.findByRole('button', { name: 'Suspend' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Terminate' })).toBeInTheDocument();
    // The billing settings card comes just after the page (decision 104).
    expect(await screen.findByRole('button', { name: 'Save Settings' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Auto Suspend/ })).toBeEnabled();
  });

  // `hidden: true`: not rendered at all, not merely hidden (Mantine's Group shows a `hidden` element anyway).
  it('shows partner_staff the account state and settings without a way to change them', async () => {
    renderAs('partner_staff');
    expect(await screen.findByRole('textbox', { name: /Custom Price/i })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Suspend', hidden: true })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Terminate', hidden: true })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Settings', hidden: true })).toBeNull();
    expect(screen.getByRole('switch', { name: /Auto Suspend/ })).toBeDisabled();
  });

  it('leaves plan, custom price and auto-suspend out of the Edit dialog for partner_staff', async () => {
    const user = userEvent.setup();
    renderAs('partner_staff');
    await user.click(await screen.findByRole('button', { name: 'Edit SME' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: /^TIN Number/ })).toBeInTheDocument();
    expect(within(dialog).queryByText('Subscription Plan')).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: /Custom Price/ })).toBeNull();
    expect(within(dialog).queryByRole('switch')).toBeNull();
  });
});
