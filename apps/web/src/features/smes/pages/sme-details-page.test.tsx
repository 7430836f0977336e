import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { pageOf, routerFixture } from '../../../test/router-fixtures';
import { smeFixture } from '../sme-test-fixtures';
import { SmeDetailsPage } from './sme-details-page';

// The billing popup belongs to the billing feature (composed in app/); a stand-in shows which SME it got.
const BillingModal = ({ sme }: { sme: { name: string } | null }) =>
  sme ? <div data-testid="billing-modal">{sme.name}</div> : null;

const SME = smeFixture({ custom_price: null, auto_suspend: true });
const USER = {
  id: 40,
  first_name: 'Eric',
  last_name: 'Mugisha',
  full_name: 'Eric Mugisha',
  gender: null,
  partner: 7,
  sme: 9,
  email: 'eric@kimironko.rw',
  phone: '+250788123456',
  role: 'sme_admin',
  user_type: 'SME',
  is_active: true,
  status: 'active',
  date_joined: '2025-01-10T09:30:00',
  has_kiosk: false,
};

function signedIn() {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture());
}

const detailsApi = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET smes/9/': () => ({ status: 200, body: SME }),
    'GET routers/': () => ({ status: 200, body: pageOf([routerFixture()]) }),
    'GET auth/users/': () => ({ status: 200, body: pageOf([USER]) }),
    ...extra,
  });

const queryOf = (fetchMock: ReturnType<typeof mockApi>['fetchMock'], path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === `/v1/${path}`)
    .map((u) => Object.fromEntries(u.searchParams));

const renderDetails = (path = '/smes/9') =>
  renderRoutes([{ path: '/smes/:id', element: <SmeDetailsPage BillingModal={BillingModal} /> }], {
    initialPath: path,
  });

describe('SmeDetailsPage', () => {
  it('shows the profile, and the routers of the SME on the Routers tab', async () => {
    signedIn();
    const { fetchMock } = detailsApi();
    renderDetails();
    const profile = await screen.findByTestId('sme-profile');
    expect(within(profile).getByText('SME-0009')).toBeInTheDocument();
    expect(within(profile).getByText('102345678')).toBeInTheDocument();
    expect(within(profile).getByTestId('sme-status')).toHaveTextContent('Active');
    expect(await screen.findByText('ARD-0001')).toBeInTheDocument();
    expect(queryOf(fetchMock, 'routers/')[0]).toMatchObject({ sme: '9', partner: '7' });
  });

  it('lists the SME users on the Admin tab', async () => {
    const user = userEvent.setup();
    signedIn();
    const { fetchMock } = detailsApi();
    const { router } = renderDetails();
    await user.click(await screen.findByRole('tab', { name: 'Admin' }));
    expect(router.state.location.search).toBe('?tab=admin');
    const users = await screen.findByRole('table', { name: 'Users of the SME' });
    expect(await within(users).findByText('Eric Mugisha')).toBeInTheDocument();
    expect(within(users).getByText('Active')).toBeInTheDocument();
    expect(within(users).getByText('SME Admin')).toBeInTheDocument();
    expect(queryOf(fetchMock, 'auth/users/')[0]).toMatchObject({ sme: '9' });
  });

  it("saves billing settings with the changed fields: 'SME details updated successfully'", async () => {
    const user = userEvent.setup();
    signedIn();
    const { callsTo } = detailsApi({
      'PATCH smes/9/': ({ body }) => ({ status: 200, body: { ...SME, ...(body as object) } }),
    });
    renderDetails();
    const save = await screen.findByRole('button', { name: 'Save Settings' });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Custom Price'), '15000');
    await user.click(save);
    expect(await screen.findByText('SME details updated successfully')).toBeInTheDocument();
    expect(callsTo('PATCH smes/9/')[0]?.body).toEqual({ custom_price: 15000 });
    await waitFor(() => expect(callsTo('GET smes/9/').length).toBeGreaterThan(1));
  });

  it("says 'Failed to refresh SME details' when the refetch after a save fails", async () => {
    const user = userEvent.setup();
    signedIn();
    let reads = 0;
    detailsApi({
      'GET smes/9/': () => (++reads === 1 ? { status: 200, body: SME } : { status: 503, body: {} }),
      'PATCH smes/9/': () => ({ status: 200, body: { ...SME, auto_suspend: false } }),
    });
    renderDetails();
    await user.click(await screen.findByRole('switch', { name: /Auto Suspend/ }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('SME details updated successfully')).toBeInTheDocument();
    expect(await screen.findByText('Failed to refresh SME details')).toBeInTheDocument();
  });

  it('suspends after a confirmation that explains what suspension means', async () => {
    const user = userEvent.setup();
    signedIn();
    const { callsTo } = detailsApi({
      'PATCH smes/9/': () => ({ status: 200, body: { ...SME, is_active: false, status: 'Suspended' } }),
    });
    renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Are you sure you want to suspend Kimironko Coffee?',
    });
    expect(dialog).toHaveTextContent('only reach the dashboard, billing and account tabs');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(callsTo('PATCH smes/9/')[0]?.body).toEqual({ is_active: false });
    expect(await screen.findByText('SME suspended successfully')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeInTheDocument();
    expect(within(screen.getByTestId('sme-profile')).getByTestId('sme-status')).toHaveTextContent(
      'Suspended',
    );
  });

  it('terminates with {is_terminated: true}, explaining that login stops', async () => {
    const user = userEvent.setup();
    signedIn();
    const { callsTo } = detailsApi({
      'PATCH smes/9/': () => ({ status: 200, body: { ...SME, is_terminated: true, status: 'Terminated' } }),
    });
    renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Terminate' }));
    const dialog = await screen.findByRole('dialog', { name: /terminate Kimironko Coffee/ });
    expect(dialog).toHaveTextContent('can no longer log in');
    await user.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    expect(callsTo('PATCH smes/9/')[0]?.body).toEqual({ is_terminated: true });
    expect(await screen.findByRole('button', { name: 'Restore' })).toBeInTheDocument();
  });

  it('only logs a failed suspension and keeps the dialog usable', async () => {
    const user = userEvent.setup();
    signedIn();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    detailsApi({ 'PATCH smes/9/': () => ({ status: 500, body: { detail: 'Oops' } }) });
    renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: /suspend Kimironko Coffee/ });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(within(dialog).getByRole('button', { name: 'Suspend' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the billing popup of the SME', async () => {
    const user = userEvent.setup();
    signedIn();
    detailsApi();
    renderDetails();
    await user.click(await screen.findByRole('button', { name: 'View Billing' }));
    expect(screen.getByTestId('billing-modal')).toHaveTextContent('Kimironko Coffee');
  });

  it('says the SME is not found on a 404', async () => {
    signedIn();
    detailsApi({ 'GET smes/9/': () => ({ status: 404, body: { detail: 'Not found.' } }) });
    renderDetails();
    expect(await screen.findByTestId('sme-not-found')).toBeInTheDocument();
  });
});
