import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi } from '../../../test/fetch-mock';
import { meFixture, partnerFixture } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { DashboardPage } from './dashboard-page';

const USER_ANALYTICS = {
  total_micro_franchisees: 11,
  female_micro_franchisees: 6,
  male_micro_franchisees: 4,
  active_micro_franchisees: 9,
};
const SIGNUPS = [
  { month: '2026-10', count: 3 },
  { month: '2026-11', count: 0 },
];

const card = (title: string) =>
  screen.getAllByTestId('stat-card').find((c) => within(c).queryByText(title)) as HTMLElement;

describe('DashboardPage', () => {
  it("reads the partner's general analytics", async () => {
    setTokens({ access: 'a', refresh: 'r' });
    setUser(meFixture({ partner: partnerFixture('Kiosk', { id: 3 }) }));
    const { callsTo } = mockApi({
      'GET partners/3/general-analytics/': () => ({
        status: 200,
        body: {
          total_micro_franchisees: 11,
          total_kiosks: 15,
          total_smes: 0,
          total_routers: 1234,
          offline_boxes: 7,
        },
      }),
      'GET partners/3/user-analytics/': () => ({ status: 200, body: USER_ANALYTICS }),
      'GET partners/3/micro-franchisee-signups/': () => ({ status: 200, body: SIGNUPS }),
    });
    renderPage(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('15')).toBeInTheDocument();
    expect(screen.getByText('11')).toBeInTheDocument();
    expect(within(card('Offline boxes')).getByTestId('stat-value')).toHaveTextContent('7');
    expect(screen.queryByText('Total SMEs')).not.toBeInTheDocument();
    expect(callsTo('GET partners/3/general-analytics/')).toHaveLength(1);
  });

  it('links the cards to their lists and shows the Kiosk charts, the sample ones labelled', async () => {
    setTokens({ access: 'a', refresh: 'r' });
    setUser(meFixture({ partner: partnerFixture('Kiosk', { id: 3 }) }));
    const { callsTo } = mockApi({
      'GET partners/3/general-analytics/': () => ({
        status: 200,
        body: {
          total_micro_franchisees: 11,
          total_kiosks: 15,
          total_smes: 0,
          total_routers: 2,
          offline_boxes: 1,
        },
      }),
      'GET partners/3/user-analytics/': () => ({ status: 200, body: USER_ANALYTICS }),
      'GET partners/3/micro-franchisee-signups/': () => ({ status: 200, body: SIGNUPS }),
    });
    renderPage(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByRole('link', { name: /Total Kiosks/ })).toHaveAttribute('href', '/kiosks');
    expect(screen.getByRole('link', { name: /M.Franchisees/ })).toHaveAttribute('href', '/micro-franchisees');
    expect(screen.queryByRole('link', { name: /Total Routers/ })).not.toBeInTheDocument();
    expect(await screen.findByText('Micro Franchisee Sign Up')).toBeInTheDocument();
    expect(await screen.findByText('Female: 6')).toBeInTheDocument();
    expect(screen.getByText('Male: 4')).toBeInTheDocument();
    expect(screen.getByText('M.Franchisee Distribution by gender')).toBeInTheDocument();
    expect(screen.getByTestId('today-vs-yesterday')).toHaveTextContent('Sample data');
    expect(screen.getByTestId('service-distribution')).toHaveTextContent('Sample data');
    expect(screen.getByTestId('signup-chart')).not.toHaveTextContent('Sample data');
    expect(callsTo('GET partners/3/micro-franchisee-signups/')).toHaveLength(1);
  });

  it('shows no charts on the SME plan and calls nothing for them', async () => {
    setTokens({ access: 'a', refresh: 'r' });
    setUser(meFixture({ partner: partnerFixture('SME', { id: 4 }) }));
    const { calls } = mockApi({
      'GET partners/4/general-analytics/': () => ({
        status: 200,
        body: {
          total_micro_franchisees: 0,
          total_kiosks: 0,
          total_smes: 5,
          total_routers: 2,
          offline_boxes: 4,
        },
      }),
    });
    renderPage(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByRole('link', { name: /Total SMEs/ })).toHaveAttribute('href', '/smes');
    // The Offline boxes card opens the Routers list filtered Offline, whose count is the card's number.
    const offline = screen.getByRole('link', { name: /Offline boxes/ });
    expect(offline).toHaveAttribute('href', '/routers?is_online=false');
    await waitFor(() => expect(within(offline).getByTestId('stat-value')).toHaveTextContent('4'));
    expect(screen.queryByText('Micro Franchisee Sign Up')).not.toBeInTheDocument();
    expect(calls.map((c) => c.key)).toEqual(['GET partners/4/general-analytics/']);
  });

  it("says 'Could not fetch micro franchisee analytics' when the call fails", async () => {
    setTokens({ access: 'a', refresh: 'r' });
    setUser(meFixture());
    mockApi({ 'GET partners/7/general-analytics/': () => ({ status: 403, body: { detail: 'Forbidden' } }) });
    renderPage(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findAllByText('Could not fetch micro franchisee analytics')).toHaveLength(2);
  });
});
