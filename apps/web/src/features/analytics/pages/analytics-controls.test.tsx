import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TPartnerPlan } from '@ared/contract/plans';
import type { TNetworkUsage, TRouterSpeed, TSignalStrength, TSmsAnalytics } from '@ared/contract/analytics';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { meFixture, partnerFixture } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { pageOf, routerFixture } from '../../../test/router-fixtures';
import { AnalyticsPage } from './analytics-page';

const saveFile = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/save-file', () => ({ saveFile }));

const BOXES = [
  routerFixture({ id: 1, serial_number: 'ARED_kimironko', ssid: 'Cafe WiFi' }),
  routerFixture({ id: 2, serial_number: 'ARED_remera', ssid: null }),
];
const MONTHS = ['2026-09', '2026-10', '2026-11'];
const DAYS = [
  '2026-11-18',
  '2026-11-19',
  '2026-11-20',
  '2026-11-21',
  '2026-11-22',
  '2026-11-23',
  '2026-11-24',
];
const zeros = (n: number) => Array.from({ length: n }, () => 0);

const sms = (categories: string[]): TSmsAnalytics => ({
  categories,
  sent_sms: categories.map((_, i) => i + 1),
  failed_sms: zeros(categories.length),
  total_sent_sms: (categories.length * (categories.length + 1)) / 2,
  total_failed_sms: 0,
});
const speed = (): TRouterSpeed => ({
  router_speed: {
    categories: MONTHS,
    series: [{ name: 'Average Download Speed', data: zeros(3), total: 0 }],
  },
  average_upload_speed: null,
  average_download_speed: null,
  latency: { categories: MONTHS, series: [{ name: 'Latency', data: zeros(3), total: 0 }] },
  average_latency_ms: null,
  average_packet_loss: null,
});
const usage = (): TNetworkUsage => ({
  network_usage: { categories: [], series: [] },
  total_data_transmitted_mb: 0,
  total_data_received_mb: 0,
});
const signal = (): TSignalStrength => ({
  category: 'No data',
  categories: MONTHS,
  series: [{ name: 'Strong', total: 'No data', data: zeros(3) }],
  strong_percentage: null,
});

function open(path: string, handlers: Record<string, MockHandler> = {}, plan: TPartnerPlan = 'Premium') {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture({ partner: partnerFixture(plan) }));
  const api = mockApi({
    'GET routers/': () => ({ status: 200, body: pageOf(BOXES) }),
    'GET analytics/sent-token-sms/': () => ({ status: 200, body: sms(MONTHS) }),
    'POST analytics/router-speed/': () => ({ status: 200, body: speed() }),
    'POST analytics/network-usage/': () => ({ status: 200, body: usage() }),
    'POST analytics/router-signal-strength/': () => ({ status: 200, body: signal() }),
    'GET analytics/report/': () => ({ status: 200, body: 'Metric,Value\n' }),
    ...handlers,
  });
  const result = renderRoutes([{ path: '/analytics', element: <AnalyticsPage /> }], { initialPath: path });
  return { ...api, ...result, user: userEvent.setup() };
}

const toast = (text: string) => screen.findByText(text, { selector: '.mantine-Notification-description' });

const field = (label: RegExp) => screen.getAllByLabelText(label)[0]!;
const mainTabs = () => within(screen.getAllByRole('tablist')[0]!);
const selected = () => mainTabs().getByRole('tab', { selected: true }).textContent;

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(field(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Analytics page controls', () => {
  it('lists All Boxes, then each box by SSID or No SSID plus the host part', async () => {
    const { user } = open('/analytics');
    await user.click(field(/^Mini server/));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['All Boxes', 'Cafe WiFi_kimironko', 'No SSID_remera']);
  });

  it('offers the durations with 1 Year for 12months, 3 Months by default', async () => {
    const { user } = open('/analytics');
    expect(field(/^Duration/)).toHaveValue('3 Months');
    await user.click(field(/^Duration/));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Today',
      '1 Week',
      '1 Month',
      '3 Months',
      '6 Months',
      '1 Year',
      '5 Years',
    ]);
  });

  it('wraps the next and previous buttons around the visible tabs', async () => {
    const { user, router } = open('/analytics', {}, 'SME');
    expect(selected()).toBe('Routers');
    await user.click(screen.getByRole('button', { name: 'Previous tab' }));
    expect(selected()).toBe('Feedback');
    expect(router.state.location.search).toBe('?tab=feedback-analytics');
    await user.click(screen.getByRole('button', { name: 'Next tab' }));
    expect(selected()).toBe('Routers');
    await user.click(screen.getByRole('button', { name: 'Next tab' }));
    expect(selected()).toBe('Revenue Insights');
  });

  it('downloads All Boxes too, saved under the name the server gives (tab, box, days)', async () => {
    const { user, callsTo } = open('/analytics', {
      'GET analytics/report/': () => ({
        status: 200,
        body: 'x',
        headers: {
          'Content-Disposition':
            'attachment; filename="analytics-routers-all-boxes-2026-09-01-2026-11-28.csv"',
        },
      }),
    });
    await choose(user, /^Download$/, 'CSV');
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(saveFile.mock.calls[0]![1]).toBe('analytics-routers-all-boxes-2026-09-01-2026-11-28.csv');
    expect(callsTo('GET analytics/report/')).toHaveLength(1);
  });

  it('asks for the chosen box, tab and duration; Feedback for the date range it shows', async () => {
    const { user, fetchMock } = open('/analytics?tab=sms');
    await choose(user, /^Mini server/, 'Cafe WiFi_kimironko');
    await choose(user, /^Duration/, '1 Week');
    await choose(user, /^Download$/, 'CSV');
    await waitFor(() => expect(saveFile).toHaveBeenCalled());
    const reports = () =>
      fetchMock.mock.calls
        .map(([u]) => new URL(String(u), 'http://localhost'))
        .filter((u) => u.pathname === '/v1/analytics/report/');
    expect(Object.fromEntries(reports()[0]!.searchParams)).toEqual({
      format: 'csv',
      tab: 'sms',
      time_range: '1week',
      router: 'ARED_kimironko',
      partner: '7',
    });
    await user.click(mainTabs().getByRole('tab', { name: 'Feedback' }));
    await choose(user, /^Download$/, 'PDF');
    await waitFor(() => expect(reports()).toHaveLength(2));
    const feedback = Object.fromEntries(reports()[1]!.searchParams);
    expect(feedback).toMatchObject({ format: 'pdf', tab: 'feedback-analytics', router: 'ARED_kimironko' });
    expect(feedback.start_date).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(feedback.end_date).toMatch(/^\d{4}-\d\d-\d\d$/);
  });

  it('states the days of the duration, as the server computed them', async () => {
    open('/analytics?tab=sms', {
      'GET analytics/period/': () => ({
        status: 200,
        body: {
          time_range: '3months',
          label: '3 Months',
          from: '2026-09-01',
          to: '2026-11-28',
          time_zone: 'Africa/Kigali',
        },
      }),
    });
    expect(await screen.findByTestId('analytics-period')).toHaveTextContent(
      '3 Months: 2026-09-01 to 2026-11-28 (Africa/Kigali)',
    );
  });
});

describe('Analytics page panels', () => {
  it('asks for a box in Wi-Fi Analytics, Mini-server health and Service Status', async () => {
    const { user } = open('/analytics');
    expect(
      await screen.findByText('Please select a mini server to view router management statistics'),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('tab', { name: 'Mini-server health' }));
    expect(await screen.findByText('Select a specific box to see the data')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Service Status' }));
    expect(await screen.findByText('Please select a mini server to view service status')).toBeInTheDocument();
  });

  it("shows the chosen box's session and voucher counts from the voucher service", async () => {
    const { user, fetchMock } = open('/analytics', {
      'GET /radius/kigali-connect/admin/stats': () => ({
        status: 200,
        body: {
          vouchers: { total: 9, active: 2, used: 5, expired: 1, revoked: 1 },
          sessions: { total: 7, active: 1, connected: 1, disconnected: 4, expired: 2, auto: 3, voucher: 4 },
        },
      }),
    });
    await choose(user, /^Mini server/, 'Cafe WiFi_kimironko');
    // The cards are drawn before the counts arrive: wait for the counts, not for the cards.
    await waitFor(() => expect(screen.getByTestId('sessions-auto')).toHaveTextContent(/Auto sessions\s*3/));
    expect(screen.getByTestId('vouchers-used')).toHaveTextContent(/Used\s*5/);
    const stats = fetchMock.mock.calls
      .map(([u]) => new URL(String(u), 'http://localhost'))
      .find((u) => u.pathname === '/radius/kigali-connect/admin/stats')!;
    expect(stats.searchParams.get('router')).toBe('ARED_kimironko');
  });

  it("says 'Box is offline or unreachable' with the stale marker for a stale box", async () => {
    const { user } = open('/analytics', {
      'GET service-status/': () => ({
        status: 200,
        body: {
          ARED_kimironko: {
            is_stale: true,
            message: null,
            last_seen: null,
            os_services: null,
            balena_services: null,
            system_metrics: null,
            connected_clients: 0,
            cpu_usage_percentage: null,
            ram_memory_percentage: null,
            system_uptime: null,
          },
        },
      }),
    });
    await choose(user, /^Mini server/, 'Cafe WiFi_kimironko');
    await user.click(await screen.findByRole('tab', { name: 'Service Status' }));
    const offline = await screen.findByTestId('service-offline');
    expect(offline).toHaveTextContent('Box is offline or unreachable');
    expect(offline).toHaveTextContent('Service status data is stale or not available.');
  });

  it("shows 'No data available' where the boxes measured nothing, never a made-up number", async () => {
    const { user } = open('/analytics');
    await user.click(await screen.findByRole('tab', { name: 'Network Analytics' }));
    const panel = await screen.findByTestId('network-panel');
    for (const id of ['network-upload', 'network-download', 'network-latency', 'network-signal']) {
      expect(await within(panel).findByTestId(id)).toHaveTextContent('No data available');
    }
    for (const id of ['traffic-chart', 'transfer-rate-chart', 'packet-loss-chart', 'latency-chart']) {
      expect(within(screen.getByTestId(id)).getByTestId('chart-no-data')).toHaveTextContent(
        'No data available',
      );
    }
  });

  it('shows the Queue System tickets, average wait, served, no-show and abandoned for the range', async () => {
    const { fetchMock } = open('/analytics?tab=queueing-system', {
      'GET analytics/queueing/': () => ({
        status: 200,
        body: {
          summary: { tickets: 42, served: 30, no_show: 5, abandoned: 7, open: 0, average_wait_minutes: 12.5 },
          tickets_over_time: { categories: MONTHS, data: [10, 12, 20] },
          served_over_time: { categories: MONTHS, data: [8, 9, 13] },
        },
      }),
    });
    await waitFor(() => expect(screen.getByTestId('queue-tickets')).toHaveTextContent('42'));
    expect(screen.getByTestId('queue-average-wait')).toHaveTextContent('12.5 min');
    expect(screen.getByTestId('queue-served')).toHaveTextContent('30');
    expect(screen.getByTestId('queue-no-show')).toHaveTextContent('5');
    expect(screen.getByTestId('queue-abandoned')).toHaveTextContent('7');
    const call = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((u) => u.includes('analytics/queueing/'));
    expect(call).toContain('time_range=3months');
  });

  it('sends the box and range to the SMS call and draws its buckets', async () => {
    const { user, fetchMock } = open('/analytics?tab=sms', {
      'GET analytics/sent-token-sms/': ({ headers }) => {
        void headers;
        return { status: 200, body: sms(MONTHS) };
      },
    });
    const chart = await screen.findByTestId('sms-sent-chart');
    expect(await within(chart).findByTestId('chart-categories')).toHaveAttribute(
      'data-categories',
      MONTHS.join(','),
    );
    expect(within(screen.getByTestId('sms-sent')).getByTestId('metric-value')).toHaveTextContent('6');
    fetchMock.mockClear();
    const again = mockApi({
      'GET routers/': () => ({ status: 200, body: pageOf(BOXES) }),
      'GET analytics/sent-token-sms/': () => ({ status: 200, body: sms(DAYS) }),
    });
    await choose(user, /^Mini server/, 'No SSID_remera');
    await choose(user, /^Duration/, '1 Week');
    await waitFor(() =>
      expect(within(screen.getByTestId('sms-sent-chart')).getByTestId('chart-categories')).toHaveAttribute(
        'data-categories',
        DAYS.join(','),
      ),
    );
    const last = again.fetchMock.mock.calls
      .map(([u]) => new URL(String(u), 'http://localhost'))
      .filter((u) => u.pathname === '/v1/analytics/sent-token-sms/')
      .at(-1)!;
    expect(Object.fromEntries(last.searchParams)).toEqual({
      time_range: '1week',
      partner: '7',
      router: 'ARED_remera',
    });
  });

  it("toasts 'Could not fetch analytics' when the SMS call fails", async () => {
    open('/analytics?tab=sms', {
      'GET analytics/sent-token-sms/': () => ({ status: 500, body: { detail: 'x' } }),
    });
    expect(await toast('Could not fetch analytics')).toBeInTheDocument();
  });
});
