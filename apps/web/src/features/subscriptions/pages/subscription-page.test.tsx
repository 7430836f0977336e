import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TSubscriptionPlan } from '@ared/contract/subscriptions';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { currencyApi } from '../../../test/currency-fixtures';
import { SubscriptionPage } from './subscription-page';

const plan = (id: number, name: string, price: number): TSubscriptionPlan => ({
  id,
  name,
  price,
  currency: 'USD',
  partner: 7,
  trial_period_status: '',
  payment_status: '',
  realm: null,
  created: '2025-01-01T00:00:00',
});
const STARTER = plan(1, 'Starter', 10);
const PRO = plan(3, 'Pro', 1250);
const ALL_FOUR = [STARTER, plan(2, 'Plus', 25), PRO, plan(4, 'Pro+', 60)];

function signedIn() {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture());
}

const subscriptionApi = (plans: TSubscriptionPlan[], extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET partner/subscription/7/': () => ({ status: 200, body: plans }),
    'GET partner/subscription/active-cancelled': () => ({
      status: 200,
      body: { active_subscriptions: 12, cancelled_subscriptions: 3 },
    }),
    ...extra,
  });

const renderSubscription = () => renderPage(<SubscriptionPage />, { path: '/subscription' });

async function openAdd(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Create Subscription' }));
  return screen.findByRole('dialog', { name: 'Add Subscription' });
}

describe('SubscriptionPage', () => {
  it("shows each plan's features from the one definition: Starter QR vouchers, Plus adds SMS, analytics, feedback and a custom portal, Pro 15 GB, Pro+ cameras coming soon", async () => {
    signedIn();
    subscriptionApi(ALL_FOUR, currencyApi({ display_currency: 'USD' }));
    renderSubscription();
    const table = await screen.findByRole('table', { name: 'Subscription plans' });
    expect(within(table).getByRole('columnheader', { name: 'Features' })).toBeInTheDocument();
    const featuresOf = async (plan: string) =>
      within(await within(table).findByRole('list', { name: `What the ${plan} plan includes` }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(await featuresOf('Starter')).toEqual(['QR code vouchers']);
    expect(await featuresOf('Plus')).toEqual([
      'QR code vouchers',
      'Vouchers by SMS',
      'Analytics',
      'Feedback',
      'Custom portal',
      'Loyalty (coming soon)',
    ]);
    expect(await featuresOf('Pro')).toContain('15 GB of offline files');
    expect(await featuresOf('Pro')).not.toContain('Security cameras (coming soon)');
    expect((await featuresOf('Pro+')).slice(-2)).toEqual([
      '15 GB of offline files',
      'Security cameras (coming soon)',
    ]);
  });

  it("adds each USD plan's price in the partner's display currency, its unit in the header, and the rate", async () => {
    signedIn();
    subscriptionApi([STARTER, PRO], currencyApi());
    renderSubscription();
    const table = await screen.findByRole('table', { name: 'Subscription plans' });
    expect(
      await within(table).findByRole('columnheader', { name: 'Price in RWF (converted)' }),
    ).toBeInTheDocument();
    expect(await within(table).findByText('RWF 14,500')).toBeInTheDocument();
    expect(within(table).getByText('RWF 1,812,500')).toBeInTheDocument();
    expect(screen.getByText('Converted at 1 USD = 1,450 RWF, rates of 1 Nov 2026.')).toBeInTheDocument();
  });

  it('adds no converted column when the plans are in the display currency already', async () => {
    signedIn();
    subscriptionApi([STARTER], currencyApi({ display_currency: 'USD' }));
    renderSubscription();
    await screen.findByText('Starter');
    await waitFor(() => expect(screen.queryByTestId('rates-note')).not.toBeInTheDocument());
    expect(screen.queryByRole('columnheader', { name: /converted/ })).not.toBeInTheDocument();
  });

  it('offers Create Subscription to partner_admin only (decision 011)', async () => {
    setTokens({ access: 'a', refresh: 'r' });
    setUser(meFixture({ role: 'partner_staff' }));
    subscriptionApi([STARTER]);
    const { unmount } = renderSubscription();
    expect(await screen.findByText('Starter')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Subscription' })).toBeNull();
    unmount();
    signedIn();
    renderSubscription();
    expect(await screen.findByRole('button', { name: 'Create Subscription' })).toBeInTheDocument();
  });

  it('lists the plans with Name, Price, Currency, 5 a page, and the two counts', async () => {
    signedIn();
    subscriptionApi([STARTER, PRO]);
    renderSubscription();
    expect(await screen.findByText('Starter')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'Price',
      'Currency',
      'Features',
    ]);
    expect(screen.getByText('1,250')).toBeInTheDocument();
    expect(screen.getAllByText('USD')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('5');
    const stats = screen.getAllByTestId('subscription-stat');
    expect(stats[0]).toHaveTextContent('Active Subscriptions12');
    expect(stats[1]).toHaveTextContent('Cancelled Subscriptions3');
  });

  it("says 'Could not fetch active and cancelled subscriptions' when the counts fail", async () => {
    signedIn();
    subscriptionApi([STARTER], {
      'GET partner/subscription/active-cancelled': () => ({ status: 500, body: {} }),
    });
    renderSubscription();
    expect(await screen.findByText('Could not fetch active and cancelled subscriptions')).toBeInTheDocument();
  });

  it('offers only the plans not created yet and sends nothing until plan and price are set', async () => {
    const user = userEvent.setup();
    signedIn();
    const { callsTo } = subscriptionApi([STARTER, PRO]);
    renderSubscription();
    await screen.findByText('Starter');
    const dialog = await openAdd(user);
    const submit = within(dialog).getByRole('button', { name: 'Add Subscription' });
    expect(submit).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: /Subscription Plan/ }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Plus', 'Pro+']);
    await user.click(screen.getByRole('option', { name: 'Plus' }));
    expect(submit).toBeDisabled();
    await user.click(submit);
    expect(callsTo('POST partner/subscription/')).toHaveLength(0);
  });

  it("creates {name, price, partner} and says 'Subscription plan added successfully'", async () => {
    const user = userEvent.setup();
    signedIn();
    const { callsTo } = subscriptionApi([STARTER], {
      'POST partner/subscription/': () => ({ status: 201, body: plan(5, 'Plus', 25) }),
    });
    renderSubscription();
    await screen.findByText('Starter');
    const dialog = await openAdd(user);
    await user.click(within(dialog).getByRole('combobox', { name: /Subscription Plan/ }));
    await user.click(await screen.findByRole('option', { name: 'Plus' }));
    await user.type(within(dialog).getByLabelText(/Price/), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Add Subscription' }));
    expect(await screen.findByText('Subscription plan added successfully')).toBeInTheDocument();
    expect(callsTo('POST partner/subscription/')[0]?.body).toEqual({ name: 'Plus', price: 25, partner: 7 });
    await waitFor(() => expect(callsTo('GET partner/subscription/7/').length).toBeGreaterThan(1));
  });

  it("says 'Could not create the subscription plan' when the server refuses", async () => {
    const user = userEvent.setup();
    signedIn();
    subscriptionApi([], {
      'POST partner/subscription/': () => ({ status: 400, body: { name: ['This plan already exists.'] } }),
    });
    renderSubscription();
    const dialog = await openAdd(user);
    await user.click(within(dialog).getByRole('combobox', { name: /Subscription Plan/ }));
    await user.click(await screen.findByRole('option', { name: 'Starter' }));
    await user.type(within(dialog).getByLabelText(/Price/), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Add Subscription' }));
    expect(await screen.findByText('Could not create the subscription plan')).toBeInTheDocument();
    expect(within(dialog).getByText('This plan already exists.')).toBeInTheDocument();
  });

  it('warns when all four plans exist', async () => {
    const user = userEvent.setup();
    signedIn();
    subscriptionApi(ALL_FOUR);
    renderSubscription();
    await screen.findByText('Pro+');
    const dialog = await openAdd(user);
    expect(dialog).toHaveTextContent('Warning: You have already created the 1 eligible subscription plan.');
    expect(within(dialog).queryByRole('button', { name: 'Add Subscription' })).not.toBeInTheDocument();
  });
});
