import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TAlert } from '@ared/contract/alerts';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { pageOf } from '../../../test/router-fixtures';
import { AlertsBell } from './alerts-bell';

function setup(unread: number, alerts: TAlert[] = []) {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture());
  const api = mockApi({
    'GET alerts/unread-count/': () => ({ status: 200, body: { count: unread } }),
    'GET alerts/': () => ({ status: 200, body: pageOf(alerts) }),
    'POST alerts/7/read/': () => ({ status: 204 }),
  });
  renderPage(<AlertsBell />, { path: '/dashboard' });
  return { ...api, user: userEvent.setup() };
}

describe('AlertsBell (issue 29 §1)', () => {
  it('shows the unread count, and says it to a screen reader', async () => {
    setup(3);
    expect(await screen.findByRole('button', { name: 'Alerts, 3 unread' })).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
  });

  it('shows no number when all is read, and lists nothing until opened', async () => {
    const { callsTo } = setup(0);
    expect(await screen.findByRole('button', { name: 'Alerts, none unread' })).toBeInTheDocument();
    expect(callsTo('GET alerts/')).toHaveLength(0);
  });

  it('opens the latest alerts; one clicked is marked read', async () => {
    const { user, callsTo } = setup(1, [
      {
        id: 7,
        kind: 'box_offline',
        subject: 'KGL-007',
        router: 2,
        opened_at: '2026-11-28T08:00:00Z',
        closed_at: null,
        read: false,
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Alerts, 1 unread' }));
    await user.click(await screen.findByRole('menuitem', { name: /Box KGL-007 is offline/ }));
    await waitFor(() => expect(callsTo('POST alerts/7/read/')).toHaveLength(1));
    expect(screen.queryByText('View all alerts')).toBeNull(); // the menu closed on the way to the box
  });
});
