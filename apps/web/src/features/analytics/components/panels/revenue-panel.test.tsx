import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TRevenue } from '@ared/contract/analytics';
import { setTokens, setUser } from '../../../../lib/auth-store';
import { mockApi } from '../../../../test/fetch-mock';
import { meFixture, partnerFixture } from '../../../../test/fixtures';
import { renderRoutes } from '../../../../test/render';
import type { AnalyticsScope } from '../../api/analytics-scope';
import { RevenuePanel } from './revenue-panel';

const DAYS = ['2026-11-27', '2026-11-28'];
const scope = (box: string | null): AnalyticsScope => ({ partnerId: 7, box, range: '1week' });

/** Bills 5,000 and purchases 1,100 less a reversal of 300: 5,800 (issue 32 §5). */
const answer: TRevenue = {
  currency: 'RWF',
  total_revenue: 5800,
  outstanding: 0,
  revenue: {
    categories: DAYS,
    series: [
      { name: 'Revenue', data: [300, 5500], total: 5800 },
      { name: 'Bill payments', data: [0, 5000], total: 5000 },
      { name: 'Portal purchases', data: [300, 800], total: 1100 },
      { name: 'Reversals', data: [0, 300], total: 300 },
    ],
  },
  bill_payments: 5000,
  purchases: 1100,
  reversals: 300,
  breakdown: [
    {
      router_id: 3,
      router_serial_number: 'ARED_kimironko',
      realm_id: 9,
      realm_name: 'Kimironko Market',
      tier_id: 1,
      minutes: 60,
      purchases: 3,
      amount: 900,
      reversals: 1,
      reversed: 300,
      net: 600,
    },
    {
      router_id: 4,
      router_serial_number: null,
      realm_id: null,
      realm_name: null,
      tier_id: 0,
      minutes: 30,
      purchases: 1,
      amount: 200,
      reversals: 0,
      reversed: 0,
      net: 200,
    },
  ],
};

function open(box: string | null) {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture({ partner: partnerFixture('Premium') }));
  const api = mockApi({
    'GET partner/revenue/7': () => ({ status: 200, body: answer }),
    'GET analytics/period/': () => ({
      status: 200,
      body: {
        time_range: '1week',
        label: '1 Week',
        from: '2026-11-22',
        to: '2026-11-28',
        time_zone: 'Africa/Kigali',
      },
    }),
  });
  renderRoutes([{ path: '/analytics', element: <RevenuePanel scope={scope(box)} /> }], {
    initialPath: '/analytics',
  });
  return api;
}
const value = async (testId: string) =>
  within(await screen.findByTestId(testId)).findByTestId('metric-value');

describe('Revenue Insights with portal purchases (issue 32 §5)', () => {
  it('shows the parts of the total, the reversal as a subtraction, in RWF', async () => {
    open(null);
    expect(await value('revenue-total')).toHaveTextContent('RWF 5,800');
    expect(await value('revenue-bills')).toHaveTextContent('RWF 5,000');
    expect(await value('revenue-purchases')).toHaveTextContent('RWF 1,100');
    expect(await value('revenue-reversals')).toHaveTextContent('− RWF 300');
  });

  it('lists the purchases per box, realm and tier under a title with the unit and the days', async () => {
    open(null);
    const table = await screen.findByTestId('revenue-breakdown');
    expect(
      await within(table).findByText(
        'Portal purchases per box, realm and tier (RWF), 2026-11-22 to 2026-11-28',
      ),
    ).toBeInTheDocument();
    const rows = within(table).getAllByTestId('revenue-breakdown-row');
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['ARED_kimironko', 'Kimironko Market', 'Tier 2 (60 min)', '3', 'RWF 900', '1 · − RWF 300', 'RWF 600'],
      ['Removed box #4', 'No realm', 'Tier 1 (30 min)', '1', 'RWF 200', '0', 'RWF 200'],
    ]);
  });

  it('asks for the chosen box and says bill payments are not a box’s', async () => {
    const { fetchMock } = open('ARED_kimironko');
    expect(await screen.findByTestId('revenue-partner-wide')).toHaveTextContent(
      "Bill payments are your SMEs', not a box's",
    );
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(url.searchParams.get('router')).toBe('ARED_kimironko');
    expect(url.searchParams.get('time_range')).toBe('1week');
  });
});
