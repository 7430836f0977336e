import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TRouterRadiusStatus } from '@ared/contract/router-radius';
import { clearSession, setTokens, setUser } from '../../../lib/auth-store';
import { deferred, mockApi } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { RouterRadiusCard } from './router-radius-card';

const status = (overrides: Partial<TRouterRadiusStatus> = {}): TRouterRadiusStatus => ({
  router: 41,
  has_secret: true,
  require_message_authenticator: 'auto',
  message_authenticator_seen_at: null,
  message_authenticator_required: false,
  last_problem: null,
  ...overrides,
});

const signInAs = (role: 'partner_admin' | 'partner_staff') => {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture({ role }));
};

const renderCard = () => renderPage(<RouterRadiusCard routerId={41} />);

afterEach(() => clearSession());

describe('RouterRadiusCard', () => {
  it('shows the last problem in plain words with its time and count, and the policy as text to staff', async () => {
    signInAs('partner_staff');
    const at = new Date(Date.now() - 2 * 60_000).toISOString();
    mockApi({
      'GET routers/41/radius/': () => ({
        status: 200,
        body: status({ last_problem: { problem: 'bad_authenticator', at, count: 17 } }),
      }),
    });
    renderCard();
    const problem = await screen.findByTestId('radius-last-problem');
    expect(problem).toHaveTextContent("Wrong RADIUS secret (the packet's signature did not verify)");
    expect(problem).toHaveTextContent('2 minutes ago · 17 packets in that minute');
    expect(within(problem).getByText('2 minutes ago')).toHaveAttribute('datetime', at);
    expect(screen.getByTestId('radius-policy')).toHaveTextContent('Automatically');
    expect(screen.getByText(/Required once this box has sent one/)).toBeInTheDocument();
    expect(screen.getByTestId('radius-required')).toHaveTextContent('Not required yet');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it("says 'No problems', and warns when the box has no RADIUS secret", async () => {
    signInAs('partner_staff');
    mockApi({ 'GET routers/41/radius/': () => ({ status: 200, body: status({ has_secret: false }) }) });
    renderCard();
    expect(await screen.findByTestId('radius-no-problem')).toHaveTextContent('No problems');
    expect(screen.getByTestId('radius-no-secret')).toHaveTextContent('No RADIUS secret has been issued');
  });

  it("lets a partner admin require Message-Authenticator always, and shows the server's answer", async () => {
    const user = userEvent.setup();
    signInAs('partner_admin');
    const saved = deferred<{ status: number; body: unknown }>();
    const api = mockApi({
      'GET routers/41/radius/': () => ({ status: 200, body: status() }),
      'PATCH routers/41/radius/': () => saved.promise,
    });
    renderCard();
    const always = await screen.findByRole('radio', { name: 'Always' });
    expect(screen.getByRole('radio', { name: 'Automatically' })).toBeChecked();
    await user.click(always);
    expect(api.callsTo('PATCH routers/41/radius/')[0]?.body).toEqual({
      require_message_authenticator: 'yes',
    });
    saved.resolve({
      status: 200,
      body: status({ require_message_authenticator: 'yes', message_authenticator_required: true }),
    });
    expect(await screen.findByText('RADIUS setting saved')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Always' })).toBeChecked();
    expect(screen.getByTestId('radius-required')).toHaveTextContent('Required now');
    expect(screen.getByText(/requests without it get no answer/)).toBeInTheDocument();
    expect(api.callsTo('GET routers/41/radius/')).toHaveLength(1);
  });

  it("shows the server's refusal and keeps the stored policy", async () => {
    const user = userEvent.setup();
    signInAs('partner_admin');
    mockApi({
      'GET routers/41/radius/': () => ({ status: 200, body: status() }),
      'PATCH routers/41/radius/': () => ({
        status: 403,
        body: { detail: 'Only a partner admin can change RADIUS settings.' },
      }),
    });
    renderCard();
    await user.click(await screen.findByRole('radio', { name: 'Always' }));
    expect(await screen.findByText('Only a partner admin can change RADIUS settings.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Automatically' })).toBeChecked();
  });

  it('offers to try again when the status cannot be read', async () => {
    signInAs('partner_staff');
    mockApi({ 'GET routers/41/radius/': () => ({ status: 500, body: { detail: 'boom' } }) });
    renderCard();
    expect(await screen.findByText('Could not load the RADIUS status')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
