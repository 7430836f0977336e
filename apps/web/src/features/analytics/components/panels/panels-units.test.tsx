import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TRevenue, TRouterMetrics, TRouterSpeed } from '@ared/contract/analytics';
import { setTokens, setUser } from '../../../../lib/auth-store';
import { mockApi } from '../../../../test/fetch-mock';
import { meFixture, partnerFixture } from '../../../../test/fixtures';
import { renderRoutes } from '../../../../test/render';
import type { AnalyticsScope } from '../../api/analytics-scope';
import { HealthPanel } from './health-panel';
import { RevenuePanel } from './revenue-panel';

const MONTHS = ['2026-09', '2026-10', '2026-11'];
const scope = (box: string | null): AnalyticsScope => ({ partnerId: 7, box, range: '3months' });

const revenue = (data: number[]): TRevenue => ({
  currency: 'RWF',
  total_revenue: data.reduce((a, b) => a + b, 0),
  outstanding: 12000,
  revenue: { categories: MONTHS, series: [{ name: 'Revenue', data, total: 0 }] },
  bill_payments: data.reduce((a, b) => a + b, 0),
  purchases: 0,
  reversals: 0,
  breakdown: [],
});

const metrics: TRouterMetrics = {
  is_online: true,
  cpuUsagePercentage: 41.5,
  ramMemoryPercentage: 63,
  systemUptime: 49 * 3600 + 5,
  networkTrafficOutMobile: 4092.96,
  networkTrafficInMobile: 812.4,
  numberofrunningprocessor: 140,
  totaldiskused: 12000,
  total_space: 32768,
  totaldiskusedperct: 36.62,
  usage: { categories: MONTHS, series: [{ name: 'Uptime', data: [0, 28.5, 100], total: 42.8 }] },
};
const speed: TRouterSpeed = {
  router_speed: { categories: MONTHS, series: [] },
  average_upload_speed: 4.5,
  average_download_speed: 17.25,
  latency: { categories: MONTHS, series: [] },
  average_latency_ms: 35,
  average_packet_loss: 0.4,
};

function open(element: React.ReactElement, handlers: Parameters<typeof mockApi>[0]) {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture({ partner: partnerFixture('Premium') }));
  const api = mockApi(handlers);
  renderRoutes([{ path: '/analytics', element }], { initialPath: '/analytics' });
  return api;
}
const value = async (testId: string) =>
  within(await screen.findByTestId(testId)).findByTestId('metric-value');

describe('Revenue Insights (issue 29 §2)', () => {
  it("shows the duration's total, the sum of the chart's bars, not the all-time total", async () => {
    const { callsTo } = open(<RevenuePanel scope={scope(null)} />, {
      'GET partner/revenue/7': () => ({ status: 200, body: revenue([200000, 300300, 233000]) }),
      'GET partners/7/calculate/': () => ({ status: 200, body: { total_revenue: 1030300, currency: 'RWF' } }),
    });
    expect(await value('revenue-total')).toHaveTextContent('RWF 733,300');
    expect(await value('revenue-outstanding')).toHaveTextContent('RWF 12,000');
    expect(callsTo('GET partners/7/calculate/')).toHaveLength(0);
    expect(screen.queryByTestId('revenue-partner-wide')).toBeNull();
  });

  it('says revenue is the partner’s when a box is chosen', async () => {
    open(<RevenuePanel scope={scope('ARED_kimironko')} />, {
      'GET partner/revenue/7': () => ({ status: 200, body: revenue([0, 0, 5000]) }),
    });
    expect(await screen.findByTestId('revenue-partner-wide')).toHaveTextContent(
      "Bill payments are your SMEs', not a box's: with a box chosen, revenue is the guests' purchases on it.",
    );
  });
});

describe('Mini-server health units (issue 29 §2)', () => {
  it('shows speeds in Mbit/s, volumes in MB or GB, uptime as h:mm:ss', async () => {
    open(<HealthPanel scope={scope('ARED_kimironko')} />, {
      'POST analytics/router-metrics/': () => ({ status: 200, body: metrics }),
      'POST analytics/router-speed/': () => ({ status: 200, body: speed }),
    });
    expect(await value('health-upload')).toHaveTextContent(/^4\.5 Mbit\/s$/);
    expect(await value('health-download')).toHaveTextContent(/^17\.25 Mbit\/s$/);
    expect(await value('health-sent')).toHaveTextContent(/^4\.09 GB$/);
    expect(await value('health-received')).toHaveTextContent(/^812\.4 MB$/);
    expect(await value('health-uptime')).toHaveTextContent(/^49:00:05$/);
    expect(await value('health-space')).toHaveTextContent(/^32\.77 GB$/);
    expect(await value('health-cpu')).toHaveTextContent(/^41\.5%$/);
    expect(screen.getByTestId('health-upload')).toHaveTextContent(/^Upload speed/);
    expect(screen.getByTestId('health-uptime')).toHaveTextContent(/^Uptime \(h:m:s\)/);
  });
});
