import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { pageOf } from '../../../test/router-fixtures';
import { smeFixture } from '../sme-test-fixtures';
import { SmesPage } from './smes-page';

// The billing tables belong to their own feature (composed in app/); here stand-ins show which tab / SME
// they were given.
const BillingTab = ({ tab }: { tab: string }) => <div data-testid="billing-panel">{tab}</div>;
const BillingModal = ({ sme }: { sme: { name: string } | null }) =>
  sme ? <div data-testid="billing-modal">{sme.name}</div> : null;

const COFFEE = smeFixture();
const HOTEL = smeFixture({
  id: 10,
  unique_id: 'SME-0010',
  name: 'Hotel Mille',
  status: 'Overdue',
  has_overdue_billing: true,
  has_unpaid_billing: true,
});
const SALON = smeFixture({
  id: 11,
  unique_id: 'SME-0011',
  name: 'Salon Belle',
  status: 'Due',
  has_unpaid_billing: true,
});
const TRIAL = smeFixture({
  id: 12,
  unique_id: 'SME-0012',
  name: 'Trial Cafe',
  status: 'Trial',
  trial_end_date: dayjs().add(1, 'day').format('YYYY-MM-DD'),
});
const PLANS = [
  {
    id: 3,
    name: 'Plus',
    price: 25,
    currency: 'USD',
    partner: 7,
    trial_period_status: '',
    payment_status: '',
    realm: null,
    created: '2025-01-01T00:00:00',
  },
];

function signedIn() {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture());
}

const smesApi = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET smes/': () => ({ status: 200, body: pageOf([COFFEE, HOTEL, SALON, TRIAL], 12) }),
    'GET partner/subscription/7/': () => ({ status: 200, body: PLANS }),
    ...extra,
  });

const queryOf = (fetchMock: ReturnType<typeof mockApi>['fetchMock'], path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === `/v1/${path}`)
    .map((u) => Object.fromEntries(u.searchParams));

const renderSmes = (path = '/smes') =>
  renderRoutes(
    [
      { path: '/smes', element: <SmesPage BillingTab={BillingTab} BillingModal={BillingModal} /> },
      { path: '/smes/:id', element: <div data-testid="route-target">details</div> },
    ],
    { initialPath: path },
  );

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('SmesPage list', () => {
  it('lists SMEs of the partner, 5 a page, with the spec headers', async () => {
    signedIn();
    const { fetchMock } = smesApi();
    renderSmes();
    expect(await screen.findByText('Kimironko Coffee')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '', // select all
      'SME ID',
      'Name',
      'Email',
      'Phone',
      'TIN Number',
      'Status',
      'Type',
      'Action',
    ]);
    expect(queryOf(fetchMock, 'smes/')[0]).toEqual({ partner: '7', tab: 'all', page: '1', page_size: '5' });
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('5');
    expect(within(rowOf('Kimironko Coffee')).getByText('SME-0009')).toBeInTheDocument();
  });

  it('shows the trial countdown and tints overdue rows red and unpaid rows orange', async () => {
    signedIn();
    smesApi();
    renderSmes();
    await screen.findByText('Trial Cafe');
    expect(within(rowOf('Trial Cafe')).getByTestId('sme-status')).toHaveTextContent('Trial ends tomorrow');
    expect(within(rowOf('Hotel Mille')).getByTestId('sme-status')).toHaveTextContent('Overdue');
    expect(rowOf('Hotel Mille')).toHaveAttribute('data-tint', 'red');
    expect(rowOf('Salon Belle')).toHaveAttribute('data-tint', 'orange');
    expect(rowOf('Kimironko Coffee')).not.toHaveAttribute('data-tint');
  });

  it('reads the tab on load, Overdue included (no button), and sends it to the server', async () => {
    signedIn();
    const { fetchMock } = smesApi();
    renderSmes('/smes?tab=overdue');
    await screen.findByText('Hotel Mille');
    expect(queryOf(fetchMock, 'smes/')[0]).toMatchObject({ tab: 'overdue' });
    expect(screen.queryByRole('tab', { name: 'Overdue' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'All',
      'Suspended',
      'Terminated',
      'Active',
      'Subscription Billing',
      'SMS Billing',
      'Discount Coupons',
    ]);
  });

  it('puts the tab in the query string and shows the billing tables on the billing tabs', async () => {
    const user = userEvent.setup();
    signedIn();
    const { fetchMock } = smesApi();
    const { router } = renderSmes();
    await screen.findByText('Kimironko Coffee');
    await user.click(screen.getByRole('tab', { name: 'Suspended' }));
    expect(router.state.location.search).toBe('?tab=suspended');
    await waitFor(() => expect(queryOf(fetchMock, 'smes/').at(-1)).toMatchObject({ tab: 'suspended' }));
    await user.click(screen.getByRole('tab', { name: 'SMS Billing' }));
    expect(router.state.location.search).toBe('?tab=sms');
    expect(screen.getByTestId('billing-panel')).toHaveTextContent('sms');
    expect(screen.queryByTestId('data-table')).not.toBeInTheDocument();
  });

  it('clears the row selection when the tab changes', async () => {
    const user = userEvent.setup();
    signedIn();
    smesApi();
    renderSmes();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Hotel Mille' }));
    expect(screen.getByTestId('bulk-bar')).toHaveTextContent('1 Rows selected');
    await user.click(screen.getByRole('tab', { name: 'Active' }));
    await screen.findByText('Hotel Mille');
    expect(screen.queryByTestId('bulk-bar')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Hotel Mille' })).not.toBeChecked();
  });

  it('searches on the server', async () => {
    const user = userEvent.setup();
    signedIn();
    const { fetchMock } = smesApi();
    renderSmes();
    await screen.findByText('Kimironko Coffee');
    await user.type(screen.getByPlaceholderText('Search SMEs'), 'mille');
    await waitFor(() => expect(queryOf(fetchMock, 'smes/').at(-1)).toMatchObject({ search: 'mille' }));
  });

  it('opens the details from view and the billing popup from billing', async () => {
    const user = userEvent.setup();
    signedIn();
    smesApi();
    const { router } = renderSmes();
    await user.click(await screen.findByRole('button', { name: 'Billing of Hotel Mille' }));
    expect(screen.getByTestId('billing-modal')).toHaveTextContent('Hotel Mille');
    await user.click(screen.getByRole('link', { name: 'View Hotel Mille' }));
    expect(router.state.location.pathname).toBe('/smes/10');
  });
});
