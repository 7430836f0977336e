import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TRating, TRatingAnalytics } from '@ared/contract/ratings';
import type { TPartnerPlan } from '@ared/contract/plans';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { meFixture, partnerFixture } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { pageOf } from '../../../test/router-fixtures';
import { AnalyticsPage } from './analytics-page';

const analytics = (overrides: Partial<TRatingAnalytics> = {}): TRatingAnalytics => ({
  start_date: '2026-10-26',
  end_date: '2026-11-24',
  total_ratings: 3,
  overall_average_rating: 4.33,
  distribution_of_ratings: { labels: ['1', '2', '3', '4', '5'], data: [0, 0, 1, 0, 2] },
  trends_over_time: { labels: ['2026-11-23', '2026-11-24'], data: [3, 5] },
  feedback_frequency: { labels: ['2026-11-23', '2026-11-24'], data: [1, 2] },
  ...overrides,
});
const rating = (overrides: Partial<TRating> = {}): TRating => ({
  rating: 4,
  comment: 'Fast and easy to join',
  created: '2026-11-24T09:15:00',
  ...overrides,
});

function open(path: string, handlers: Record<string, MockHandler> = {}, plan: TPartnerPlan = 'Premium') {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture({ partner: partnerFixture(plan) }));
  const api = mockApi({
    'GET rating/analytics/': () => ({ status: 200, body: analytics() }),
    'GET rating/': () => ({
      status: 200,
      body: pageOf([rating(), rating({ rating: 5, comment: '', created: '2026-11-23T18:40:00' })]),
    }),
    ...handlers,
  });
  const result = renderRoutes([{ path: '/analytics', element: <AnalyticsPage /> }], { initialPath: path });
  return { ...api, ...result, user: userEvent.setup() };
}
const queryOf = (url: unknown) => Object.fromEntries(new URL(String(url), 'http://localhost').searchParams);
const urlsTo = (fetchMock: ReturnType<typeof mockApi>['fetchMock'], path: string) =>
  fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((u) => new URL(u, 'http://localhost').pathname === `/v1/${path}`);

describe('AnalyticsPage tabs', () => {
  it("shows the spec's tabs in order, routers by default, asking for a box first", async () => {
    open('/analytics');
    const tabs = within(screen.getAllByRole('tablist')[0]!)
      .getAllByRole('tab')
      .map((t) => t.textContent);
    expect(tabs).toEqual([
      'Micro Franchisee',
      'Routers',
      'Revenue Insights',
      'Advert Views',
      'SMS Insights',
      'Feedback',
      'Survey Analytics',
      'Queueing System',
    ]);
    expect(screen.getByRole('tab', { name: 'Routers' })).toHaveAttribute('aria-selected', 'true');
    // The panels are a lazy chunk: its first import in the file may take a while (the setup's long wait).
    expect(
      await screen.findByText('Please select a mini server to view router management statistics'),
    ).toBeInTheDocument();
  });

  it('opens the tab named in ?tab= and keeps the chosen tab there', async () => {
    const { user, router } = open('/analytics?tab=feedback-analytics');
    expect(screen.getByRole('tab', { name: 'Feedback' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('feedback-panel')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'SMS Insights' }));
    expect(router.state.location.search).toBe('?tab=sms');
    expect(await screen.findByTestId('sms-panel')).toBeInTheDocument();
  });

  it('falls back to the first visible tab for an unknown tab or one the plan hides', () => {
    open('/analytics?tab=nonsense');
    expect(screen.getByRole('tab', { name: 'Micro Franchisee' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the SME plan its five tabs and sends survey-analytics back to routers', () => {
    open('/analytics?tab=survey-analytics', {}, 'SME');
    expect(
      within(screen.getAllByRole('tablist')[0]!)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Routers', 'Revenue Insights', 'Advert Views', 'SMS Insights', 'Feedback']);
    expect(screen.getByRole('tab', { name: 'Routers' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the Kiosk plan the micro franchisee tab only', () => {
    open('/analytics?tab=feedback-analytics', {}, 'Kiosk');
    expect(
      within(screen.getAllByRole('tablist')[0]!)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Micro Franchisee']);
    expect(screen.queryByTestId('feedback-panel')).not.toBeInTheDocument();
  });
});

describe('AnalyticsPage Feedback tab', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date(2026, 10, 24, 10, 0), toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('asks both calls for the last 30 days (today included) of the partner by default', async () => {
    const { fetchMock } = open('/analytics?tab=feedback-analytics');
    await screen.findByTestId('rating-distribution');
    expect(queryOf(urlsTo(fetchMock, 'rating/analytics/')[0])).toEqual({
      partner: '7',
      start_date: '2026-10-26',
      end_date: '2026-11-24',
    });
    expect(queryOf(urlsTo(fetchMock, 'rating/')[0])).toMatchObject({
      partner_id: '7',
      start_date: '2026-10-26',
      end_date: '2026-11-24',
      page: '1',
    });
    expect(screen.getAllByLabelText(/^Date range/)[0]!).toHaveValue('Last 30 days');
  });

  it('asks for today only when Today is chosen', async () => {
    const { fetchMock, user } = open('/analytics?tab=feedback-analytics');
    await screen.findByTestId('rating-distribution');
    await user.click(screen.getAllByLabelText(/^Date range/)[0]!);
    await user.click(await screen.findByRole('option', { name: 'Today' }));
    await vi.waitFor(() => expect(urlsTo(fetchMock, 'rating/analytics/')).toHaveLength(2));
    expect(queryOf(urlsTo(fetchMock, 'rating/analytics/')[1])).toMatchObject({
      start_date: '2026-11-24',
      end_date: '2026-11-24',
    });
  });

  it('shows the average with one decimal and its stars, the total, the distribution and the rows', async () => {
    open('/analytics?tab=feedback-analytics');
    const average = await screen.findByTestId('average-rating');
    expect(await within(average).findByText('4.3')).toBeInTheDocument();
    expect(within(average).getByRole('img', { name: '4.5 of 5 stars' })).toBeInTheDocument();
    expect(within(screen.getByTestId('total-ratings')).getByText('3')).toBeInTheDocument();
    expect(within(screen.getByTestId('distribution-5')).getByText('2')).toBeInTheDocument();
    expect(within(screen.getByTestId('distribution-3')).getByText('1')).toBeInTheDocument();
    expect(within(screen.getByTestId('rating-frequency')).getByText('2026-11-24')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Ratings' });
    // The table is drawn (with placeholder rows) before the ratings arrive: wait for them.
    await within(table).findByText('Fast and easy to join');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('img', { name: '4 of 5 stars' })).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Fast and easy to join')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('11/24/2026, 9:15:00 am')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('img', { name: '5 of 5 stars' })).toBeInTheDocument();
    expect(within(rows[1]!).getByText('—')).toBeInTheDocument();
  });

  it("says 'No data available' without ratings", async () => {
    open('/analytics?tab=feedback-analytics', {
      'GET rating/analytics/': () => ({
        status: 200,
        body: analytics({
          total_ratings: 0,
          overall_average_rating: 0,
          distribution_of_ratings: { labels: ['1', '2', '3', '4', '5'], data: [0, 0, 0, 0, 0] },
          trends_over_time: { labels: [], data: [] },
          feedback_frequency: { labels: [], data: [] },
        }),
      }),
      'GET rating/': () => ({ status: 200, body: pageOf([]) }),
    });
    expect(await screen.findByTestId('feedback-no-data')).toHaveTextContent('No data available');
    const table = await screen.findByRole('table', { name: 'Ratings' });
    expect(await within(table).findByText('No data available')).toBeInTheDocument();
    expect(screen.queryByTestId('rating-distribution')).not.toBeInTheDocument();
  });

  it("toasts 'Could not load the ratings' when a call fails", async () => {
    open('/analytics?tab=feedback-analytics', {
      'GET rating/analytics/': () => ({ status: 500, body: { detail: 'boom' } }),
    });
    expect(
      await screen.findByText('Could not load the ratings', {
        selector: '.mantine-Notification-description',
      }),
    ).toBeInTheDocument();
  });
});
