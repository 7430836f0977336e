import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { meFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { storeSignedInSession } from '../../test/session';

const LAUNCHER = { name: 'ARED Analytics Assistant' } as const;

const chatAnswer = (reply: string) => ({
  status: 200,
  body: {
    session: 'Sx3kq9Vb2LmN0pQr7tUv',
    reply,
    results: [],
    proposals: [],
    answered_by: 'offline',
    error: null,
    debug_endpoints: [],
  },
});

describe('the assistant in the app (part 2 §2)', () => {
  it('is on the sign-in page for a visitor', async () => {
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.getByRole('button', LAUNCHER)).toBeInTheDocument();
  });

  it('is not on the other public pages', async () => {
    renderApp('/forgot-password');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', LAUNCHER)).not.toBeInTheDocument();
  });

  it('is on every signed-in page and keeps the conversation across a page change', async () => {
    const me = meFixture({ accepted_terms_version: '1.0', otp_verified: true });
    storeSignedInSession(me);
    mockApi({
      'GET auth/users/me/': () => ({ status: 200, body: me }),
      'POST /assistant/chat': () => chatAnswer('Three boxes are offline.'),
    });
    const user = userEvent.setup();
    const app = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', LAUNCHER));
    const input = await screen.findByRole('textbox', { name: 'Your message' });
    await user.type(input, 'which boxes are offline?{Enter}');
    expect(await screen.findByText('Three boxes are offline.')).toBeInTheDocument();

    act(() => void app.navigate('/support-tickets'));
    // The tickets page is a lazy route met cold here, while the dashboard behind it may still be drawing its
    // charts: 2-4 s in jsdom on a busy 2-core machine, within the setup's wait.
    expect(await screen.findByRole('heading', { name: 'Support Tickets' })).toBeInTheDocument();
    const log = within(screen.getByRole('log', { name: 'Conversation' }));
    expect(log.getByText('which boxes are offline?')).toBeInTheDocument();
    expect(log.getByText('Three boxes are offline.')).toBeInTheDocument();
  });
});
