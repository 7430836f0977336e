import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TPartnerPlan } from '@ared/contract/plans';
import { getAuthState } from '../lib/auth-store';
import { mockApi } from '../test/fetch-mock';
import { meFixture, partnerFixture } from '../test/fixtures';
import { matchPhone } from '../test/media-query';
import { renderApp } from '../test/render';
import { storeSignedInSession } from '../test/session';

const ANALYTICS = {
  total_micro_franchisees: 12,
  total_kiosks: 9,
  total_smes: 31,
  total_routers: 44,
  offline_boxes: 3,
};

function fullSession(plan: TPartnerPlan = 'Premium') {
  const me = meFixture({ partner: partnerFixture(plan), accepted_terms_version: '1.0', otp_verified: true });
  return storeSignedInSession(me);
}

const EMPTY_PAGE = { count: 0, next: null, previous: null, results: [] };

const api = (me = meFixture({ accepted_terms_version: '1.0' })) =>
  mockApi({
    'GET auth/users/me/': () => ({ status: 200, body: me }),
    'GET partners/7/general-analytics/': () => ({ status: 200, body: ANALYTICS }),
    'POST auth/jwt/logout/': () => ({ status: 204 }),
    'GET partner/billing/': () => ({ status: 200, body: EMPTY_PAGE }),
  });

const sidebar = async () => within(await screen.findByRole('navigation', { name: 'Main navigation' }));

describe('app routes', () => {
  it('sends a signed-out visitor of a protected route to the sign-in page', async () => {
    const app = renderApp('/dashboard');
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sign In'));
  });

  it('draws the next page when a route whose code is here gives way to another at the same place', async () => {
    const app = renderApp('/');
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    // Sign-in and forgot password render at the same place in the tree: the second must not keep the first.
    await act(() => app.navigate('/forgot-password'));
    expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
    await act(() => app.navigate('/'));
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  it('sends a signed-in user from / to the dashboard with the shell, cards and date', async () => {
    const me = fullSession('Premium');
    api(me);
    const app = renderApp('/');
    expect(await screen.findByText('Total Kiosks')).toBeInTheDocument();
    expect(app.location().pathname).toBe('/dashboard');
    expect(screen.getByTestId('partner-name')).toHaveTextContent('Kigali Connect');
    expect(screen.getByTestId('plan-name')).toHaveTextContent('Premium');
    expect(screen.getByTestId('welcome-name')).toHaveTextContent('Aline Uwase');
    expect(screen.getByTestId('active-tab')).toHaveTextContent('Dashboard');
    expect(await screen.findByText('44')).toBeInTheDocument();
    expect(screen.getAllByTestId('stat-card')).toHaveLength(5);
    expect(localStorage.getItem('ared/activeTab')).toBe('Dashboard');
    expect(document.title).toBe('Dashboard');
  });

  it('shows the SME plan menu and cards', async () => {
    const me = fullSession('SME');
    api(me);
    renderApp('/dashboard');
    const nav = await sidebar();
    expect(nav.queryByText('Kiosk Management')).not.toBeInTheDocument();
    expect(nav.queryByText('Officers')).not.toBeInTheDocument();
    expect(nav.getByText('Router Management')).toBeInTheDocument();
    expect(await screen.findByText('Total SMEs')).toBeInTheDocument();
    expect(screen.queryByText('Total Kiosks')).not.toBeInTheDocument();
    expect(screen.queryByText('M.Franchisees')).not.toBeInTheDocument();
  });

  it('shows the Kiosk plan menu and cards', async () => {
    const me = fullSession('Kiosk');
    api(me);
    renderApp('/dashboard');
    const nav = await sidebar();
    for (const hidden of [
      'Router Management',
      'Content Management',
      'Shiriki Add-On',
      'Landing Page Builder',
      'SMEs',
      'Billing',
    ])
      expect(nav.queryByText(hidden)).not.toBeInTheDocument();
    expect(nav.getByText('Kiosk Management')).toBeInTheDocument();
    expect(await screen.findByText('M.Franchisees')).toBeInTheDocument();
    expect(screen.queryByText('Total SMEs')).not.toBeInTheDocument();
  });

  it('shows a Premium partner the Billing entry, leading to /billings', async () => {
    const user = userEvent.setup();
    const me = fullSession('Premium');
    api(me);
    const app = renderApp('/dashboard');
    await user.click((await sidebar()).getByText('Billing'));
    await waitFor(() => expect(app.location().pathname).toBe('/billings'));
  });

  it('shows the Kiosk plan the not-allowed page at /smes and /billings, without calling their APIs', async () => {
    const user = userEvent.setup();
    const me = fullSession('Kiosk');
    const { calls } = api(me);
    const app = renderApp('/smes');
    const page = await screen.findByTestId('not-allowed-page');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Not included in your plan');
    await act(() => app.navigate('/billings'));
    expect(await screen.findByTestId('not-allowed-page')).toBeInTheDocument();
    expect(calls.map((c) => c.key).filter((k) => /smes|billing|routers|realms/.test(k))).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Go to the dashboard' }));
    await waitFor(() => expect(app.location().pathname).toBe('/dashboard'));
  });

  it('opens /vuecharts as the sample chart page, every chart badged sample data', async () => {
    const me = fullSession();
    api(me);
    renderApp('/vuecharts');
    expect(await screen.findByRole('heading', { name: 'Sample Charts', level: 1 })).toBeInTheDocument();
    expect(await screen.findAllByText('Sample data')).toHaveLength(2);
    expect(document.title).toBe('Sample Charts');
  });

  it('opens the Landing Page Builder at /captive-portal under the Captive Portal tab', async () => {
    const me = fullSession();
    api(me);
    renderApp('/captive-portal');
    expect(
      await screen.findByRole('heading', { name: 'Landing Page Builder', level: 1 }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Landing Page Builder');
    expect(screen.getByTestId('active-tab')).toHaveTextContent('Captive Portal');
    expect(localStorage.getItem('ared/activeId')).toBe('8');
  });

  it('opens the router list at /routers under the Routers tab', async () => {
    const me = fullSession();
    api(me);
    mockApi({
      'GET auth/users/me/': () => ({ status: 200, body: me }),
      'GET routers/': () => ({ status: 200, body: EMPTY_PAGE }),
      'GET partner/billing/': () => ({ status: 200, body: EMPTY_PAGE }),
    });
    renderApp('/routers');
    // The router page is its own lazily loaded chunk: give a busy machine time to load it.
    expect(await screen.findByRole('heading', { name: 'Allocated Routers' })).toBeInTheDocument();
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
    expect(document.title).toBe('Allocated Routers');
    expect(screen.getByTestId('active-tab')).toHaveTextContent('Routers');
  });

  it('prefixes a pageTitle parameter to the page title', async () => {
    const me = fullSession();
    api(me);
    // The page's title is the route's, with the parameter before it.
    renderApp('/vuecharts?pageTitle=Kimironko%20Coffee');
    expect(await screen.findByRole('heading', { name: 'Sample Charts', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Kimironko Coffee - Sample Charts'));
  });

  it('shows a 404 page for unknown paths', async () => {
    const me = fullSession();
    api(me);
    renderApp('/no-such-page');
    expect(await screen.findByTestId('not-found-page')).toBeInTheDocument();
  });

  it('hides the shell on /password/reset even when signed in', async () => {
    fullSession();
    api();
    renderApp('/password/reset?uid=1&token=t');
    expect(await screen.findByRole('button', { name: 'Reset' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('Logout revokes the refresh token, clears local storage and returns to /', async () => {
    const user = userEvent.setup();
    const me = fullSession();
    const { callsTo } = api(me);
    const app = renderApp('/dashboard');
    await user.click((await screen.findAllByRole('button', { name: 'Logout' }))[0]!);
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/');
    expect(callsTo('POST auth/jwt/logout/')[0]?.body).toEqual({ refresh: 'r' });
    expect(localStorage.length).toBe(0);
  });

  it('an expired session toasts and returns to /', async () => {
    fullSession();
    mockApi({
      'GET auth/users/me/': () => ({ status: 401, body: { detail: 'Given token not valid' } }),
      'GET partners/7/general-analytics/': () => ({ status: 401, body: { detail: 'Given token not valid' } }),
      'POST auth/jwt/refresh/': () => ({ status: 401, body: { detail: 'Token is blacklisted' } }),
      // Answered at once: a second 401 would start its own refresh that outlives the test.
      'GET partner/billing/': () => ({ status: 200, body: EMPTY_PAGE }),
    });
    const app = renderApp('/dashboard');
    expect(await screen.findByText('Your session has expired. Login again')).toBeInTheDocument();
    await waitFor(() => expect(app.location().pathname).toBe('/'));
    expect(getAuthState().accessToken).toBeNull();
  });

  it("an established session whose password is no longer changed must log in again ('You may login again')", async () => {
    fullSession();
    api(meFixture({ changed_password_after_initial_login: false, accepted_terms_version: '1.0' }));
    const app = renderApp('/dashboard');
    expect(await screen.findByText('You may login again')).toBeInTheDocument();
    await waitFor(() => expect(app.location().pathname).toBe('/'));
    expect(getAuthState().isAuthenticated).toBe(false);
  });

  it("on a phone draws the folded sidebar's links only when the burger first opens it (issue 29 §7)", async () => {
    matchPhone(true);
    const me = fullSession('Premium');
    api(me);
    renderApp('/dashboard');
    expect(await screen.findByText('Total Kiosks')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Toggle navigation' }));
    const nav = await sidebar();
    expect(nav.getByText('Router Management')).toBeInTheDocument();
    // A folded group's links are drawn when it unfolds, not before.
    expect(nav.queryByText('Vouchers')).not.toBeInTheDocument();
  });

  it('restores the active menu group from local storage on load', async () => {
    localStorage.setItem('ared/activeTab', 'Vouchers');
    localStorage.setItem('ared/activeId', '6');
    const { reloadActiveTab } = await import('../lib/active-tab');
    reloadActiveTab();
    const me = fullSession();
    api(me);
    renderApp('/router-details/1');
    const nav = await sidebar();
    expect(nav.getByText('Realms')).toBeVisible();
  });
});
