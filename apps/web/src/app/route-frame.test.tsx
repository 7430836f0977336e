import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markAuthenticated, markOtpVerified, setTokens, setUser } from '../lib/auth-store';
import { mockApi } from '../test/fetch-mock';
import { meFixture, partnerFixture } from '../test/fixtures';
import { renderApp, withTestProviders } from '../test/render';
import { PageFrame, RouteFrame } from './route-frame';

describe('the frame of a signed-in page (decision 086)', () => {
  it("carries the route's title as the page's heading, and its header tab", () => {
    render(withTestProviders(<RouteFrame pathname="/routers" />));
    expect(screen.getByRole('heading', { level: 1, name: 'Allocated Routers' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Routers')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('names no record for a path with parameters: the title is drawn in outline', () => {
    render(withTestProviders(<PageFrame pathname="/smes/12" />));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('nor anything of a user: no partner, plan or menu link', () => {
    render(withTestProviders(<RouteFrame pathname="/dashboard" />));
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  // In a file of its own (this one): a test file that rendered the shell before has its code for good.
  it("draws the route's frame, its title in place, while the shell's code comes (decision 086)", async () => {
    const me = meFixture({
      partner: partnerFixture('Premium'),
      accepted_terms_version: '1.0',
      otp_verified: true,
    });
    setTokens({ access: 'a', refresh: 'r' });
    setUser(me);
    markAuthenticated();
    markOtpVerified();
    mockApi({
      'GET auth/users/me/': () => ({ status: 200, body: me }),
      'GET routers/': () => ({ status: 200, body: { count: 0, next: null, previous: null, results: [] } }),
      'GET partner/billing/': () => ({
        status: 200,
        body: { count: 0, next: null, previous: null, results: [] },
      }),
    });
    renderApp('/routers');
    // The shell is a chunk of its own: on the first render only the frame is there, with the page's title.
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Allocated Routers' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(await screen.findByText('No Data Found', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
