import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi } from '../../../test/fetch-mock';
import { meFixture, partnerFixture } from '../../../test/fixtures';
import { renderPage, renderRoutes } from '../../../test/render';
import { ServicesPage } from './services-page';

const PACK = {
  id: 1,
  name: 'Daily Basic',
  price_per_gb: 500,
  minimum_profit_percentage: 20,
  total_internet_price: 600,
  max_speed_in_mbps: 2,
  price_per_minute: 15,
  created: '2026-11-01T08:00:00Z',
  partner: 7,
};
const page = (results: unknown[]) => ({
  status: 200,
  body: { count: results.length, next: null, previous: null, results },
});

const signIn = (plan: 'Kiosk' | 'Premium', role = 'partner_admin') => {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture({ role, partner: partnerFixture(plan) }));
};

describe('ServicesPage', () => {
  it('shows the eleven tabs with underscores as spaces, Internet Setting first and selected', async () => {
    signIn('Kiosk');
    mockApi({ 'GET internet-settings/': () => page([PACK]) });
    renderPage(<ServicesPage />, { path: '/services' });
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual([
      'Internet Setting',
      'Aggregators',
      'Announcements',
      'API Keys',
      'Leasing Fees',
      'Service Settings',
      'Credit Fees',
      'Payment Mode',
      'MF Penalty',
      'Service Fees',
      'Tax Configuration',
    ]);
    expect(screen.getByRole('tab', { name: 'Internet Setting' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Daily Basic')).toBeInTheDocument();
    expect(screen.getByText('600.00 CAF')).toBeInTheDocument();
    // The profit calculator is Premium's only.
    expect(screen.queryByTestId('profit-calculator')).not.toBeInTheDocument();
  });

  it('adds a pack: the prices show as the user types, the POST carries the total, the toast reads the spec', async () => {
    signIn('Kiosk');
    const { callsTo } = mockApi({
      'GET internet-settings/': () => page([]),
      'POST internet-settings/': ({ body }) => ({
        status: 201,
        body: { ...PACK, id: 2, ...(body as object), price_per_minute: 40, total_internet_price: 1200 },
      }),
    });
    const user = userEvent.setup();
    renderPage(<ServicesPage />, { path: '/services' });
    await user.click(await screen.findByRole('button', { name: 'Add Setting' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    // The form's code comes when Add Setting is reached for (decision 104).
    await user.type(await screen.findByLabelText(/Pack Name/), 'Standard');
    await user.type(screen.getByLabelText(/Price Per GB/), '1000');
    await user.type(screen.getByLabelText(/Minimum Profit/), '20');
    await user.type(screen.getByLabelText(/Bandwidth/), '4');
    // 1000 × 120 / 100 = 1200; / 30 = 40 a minute; 15 minutes 600 selling, 500 buying.
    expect(screen.getByTestId('pack-total-price')).toHaveTextContent('1,200.00 CAF');
    expect(screen.getByTestId('pack-price-per-minute')).toHaveTextContent('40.00 CAF');
    const first = screen.getAllByTestId('pack-preview-row')[0]!;
    expect(within(first).getByText('600.00 CAF')).toBeInTheDocument();
    expect(within(first).getByText('500.00 CAF')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Setting' }));
    expect(await screen.findByText('Setting added Successfully')).toBeInTheDocument();
    expect(callsTo('POST internet-settings/')[0]?.body).toEqual({
      name: 'Standard',
      partner: 7,
      price_per_gb: 1000,
      minimum_profit_percentage: 20,
      max_speed_in_mbps: 4,
      total_internet_price: 1200,
    });
    await waitFor(() => expect(screen.queryByTestId('internet-setting-form')).not.toBeInTheDocument());
  });

  it('requires the four fields, and says a bandwidth of 10 has no price', async () => {
    signIn('Premium');
    const { callsTo } = mockApi({ 'GET internet-settings/': () => page([]) });
    const user = userEvent.setup();
    renderPage(<ServicesPage />, { path: '/services' });
    await user.click(await screen.findByRole('button', { name: 'Add Setting' }));
    await user.click(screen.getByRole('button', { name: 'Save Setting' }));
    for (const label of ['Pack Name', 'Price Per GB', 'Minimum Profit (%)', 'Bandwidth (Mbps)'])
      expect(screen.getByText(`${label} field is required`)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Price Per GB/), '1000');
    await user.type(screen.getByLabelText(/Minimum Profit/), '20');
    await user.type(screen.getByLabelText(/Bandwidth/), '10');
    expect(screen.getByTestId('pack-pricing-empty')).toHaveTextContent('No price at this bandwidth');
    expect(callsTo('POST internet-settings/')).toHaveLength(0);
  });

  it('shows the first error message of a failed load', async () => {
    signIn('Kiosk');
    mockApi({
      'GET internet-settings/': () => ({ status: 400, body: { partner: ['A valid integer is required.'] } }),
    });
    renderPage(<ServicesPage />, { path: '/services' });
    expect(await screen.findByTestId('internet-settings-error')).toHaveTextContent(
      'A valid integer is required.',
    );
  });

  it('hides Add Setting from partner staff', async () => {
    signIn('Kiosk', 'partner_staff');
    mockApi({ 'GET internet-settings/': () => page([PACK]) });
    renderPage(<ServicesPage />, { path: '/services' });
    expect(await screen.findByText('Daily Basic')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Setting' })).not.toBeInTheDocument();
  });

  it('shows the profit calculator on Premium: 500 CAF, 20 %, 2 Mbps, 120 minutes a day', async () => {
    signIn('Premium');
    mockApi({ 'GET internet-settings/': () => page([PACK]) });
    renderPage(<ServicesPage />, { path: '/services' });
    // Profit per GB 500 × 20 / 100 = 100 CAF; 40 minutes per GB at 2 Mbps: 100 × 120 / 40 = 300 a day, 9000 a month.
    expect(await screen.findByTestId('calculator-profit-day')).toHaveTextContent('300.00 CAF');
    expect(screen.getByTestId('calculator-profit-month')).toHaveTextContent('9,000.00 CAF');
  });

  it('shows a static tab with its columns and the empty text, and API Keys never generated', async () => {
    signIn('Kiosk');
    mockApi({});
    const first = renderRoutes([{ path: '/services', element: <ServicesPage /> }], {
      initialPath: '/services?tab=Service_Fees',
    });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Service',
      'Company',
      'Commission Payer',
      'Applicable From',
    ]);
    expect(screen.getByTestId('table-empty')).toHaveTextContent('No records');
    expect(screen.queryByRole('button')).toBeNull();
    first.unmount();
    renderRoutes([{ path: '/services', element: <ServicesPage /> }], {
      initialPath: '/services?tab=API_Keys',
    });
    expect(screen.getByTestId('api-key-last-generated')).toHaveTextContent('Never');
  });
});
