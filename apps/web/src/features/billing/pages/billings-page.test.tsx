import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';
import { billingFixture, couponFixture, pageOf, queriesTo, signIn } from '../components/billing-test-helpers';
import { BillingsPage } from './billings-page';

const billingsApi = () =>
  mockApi({
    'GET partner/billing/': () => ({ status: 200, body: pageOf([billingFixture()]) }),
    'GET partner/sms-package/billing/': () => ({
      status: 200,
      body: pageOf([billingFixture({ id: 2, kind: 'sms', sms_package: { name: 'SMS 1000' } })]),
    }),
    'GET discount-coupon/': () => ({ status: 200, body: pageOf([couponFixture()]) }),
  });

const renderBillings = (path = '/billings') =>
  renderRoutes([{ path: '/billings', element: <BillingsPage /> }], { initialPath: path });

const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;
const createCoupon = () => screen.queryByRole('button', { name: 'Create Coupon' });

beforeEach(signIn);

describe('BillingsPage', () => {
  it("opens on Subscription Plan + Add-Ons under the title 'Billing' with today's date", async () => {
    billingsApi();
    renderBillings();
    expect(screen.getByRole('heading', { name: 'Billing' })).toBeInTheDocument();
    expect(screen.getByTestId('billing-today')).toHaveTextContent(/^[A-Z][a-z]+ \d{1,2}(st|nd|rd|th)$/);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Subscription Plan + Add-Ons',
      'SMS Package',
      'Discount Coupons',
    ]);
    expect(selectedTab()).toBe('Subscription Plan + Add-Ons');
    expect(await screen.findByText('Starter')).toBeInTheDocument();
    expect(createCoupon()).toBeNull();
  });

  it('reads the tab from the query string on load', async () => {
    const { fetchMock } = billingsApi();
    renderBillings('/billings?tab=sms');
    expect(selectedTab()).toBe('SMS Package');
    expect(await screen.findByText('SMS 1000')).toBeInTheDocument();
    expect(queriesTo(fetchMock, 'partner/billing/')).toHaveLength(0);
  });

  it('sets the query string when a tab is clicked, and shows Create Coupon only on Discount Coupons', async () => {
    const user = userEvent.setup();
    billingsApi();
    const { router } = renderBillings('/billings?page_size=10&page=2');
    await user.click(screen.getByRole('tab', { name: 'Discount Coupons' }));
    expect(router.state.location.search).toBe('?page_size=10&tab=discount-coupons');
    expect(await screen.findByText('WELCOME10')).toBeInTheDocument();
    expect(createCoupon()).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'SMS Package' }));
    expect(router.state.location.search).toBe('?page_size=10&tab=sms');
    expect(createCoupon()).toBeNull();
  });

  it('clears the selection when the tab changes', async () => {
    const user = userEvent.setup();
    billingsApi();
    renderBillings();
    // The rows are drawn in a deferred render after they arrive; select-all waits for them.
    await screen.findByText('Starter');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByTestId('bulk-bar')).toHaveTextContent('1 Rows selected');
    await user.click(screen.getByRole('tab', { name: 'SMS Package' }));
    await screen.findByText('SMS 1000');
    await user.click(screen.getByRole('tab', { name: 'Subscription Plan + Add-Ons' }));
    await screen.findByText('Starter');
    expect(screen.queryByTestId('bulk-bar')).toBeNull();
  });

  it('shows 5 billings per page by default and keeps the page in the URL', async () => {
    const user = userEvent.setup();
    const { fetchMock } = mockApi({
      'GET partner/billing/': () => ({ status: 200, body: pageOf([billingFixture()], 12) }),
    });
    const { router } = renderBillings();
    await screen.findByText('Starter');
    expect(screen.getByTestId('table-page')).toHaveTextContent('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() =>
      expect(queriesTo(fetchMock, 'partner/billing/').at(-1)).toMatchObject({ page: '2', page_size: '5' }),
    );
  });
});
