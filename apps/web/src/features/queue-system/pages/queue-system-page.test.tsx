import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TQueueState, TQueueTicket } from '@ared/contract/queues';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { pageOf, realmFixture } from '../../../test/router-fixtures';
import { QueueSystemPage } from './queue-system-page';

const ticket = (overrides: Partial<TQueueTicket> = {}): TQueueTicket => ({
  id: 1,
  number: 1,
  state: 'waiting',
  taken_at: '2026-11-28T08:00:00Z',
  called_at: null,
  finished_at: null,
  has_phone: false,
  sms_status: null,
  ...overrides,
});
const state = (overrides: Partial<TQueueState> = {}): TQueueState => ({
  realm: { id: 5, name: 'Kigali Central' },
  day: '2026-11-28',
  now_serving: 3,
  waiting: [ticket({ id: 4, number: 4 }), ticket({ id: 5, number: 5, has_phone: true })],
  called: [
    ticket({ id: 3, number: 3, state: 'called', called_at: '2026-11-28T08:10:00Z', sms_status: 'sent' }),
  ],
  summary: { tickets: 5, served: 1, no_show: 1, abandoned: 0, open: 3, average_wait_minutes: 7.5 },
  display_path: '/portal/queue-display/abcdefghijklmnopqrstuv',
  ...overrides,
});

function open(path: string, handlers: Record<string, MockHandler> = {}) {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture());
  const api = mockApi({
    'GET realms/': () => ({ status: 200, body: pageOf([realmFixture({ id: 5 })]) }),
    'GET queues/realms/5/': () => ({ status: 200, body: state() }),
    ...handlers,
  });
  renderRoutes([{ path: '/queue-system', element: <QueueSystemPage /> }], { initialPath: path });
  return { ...api, user: userEvent.setup() };
}
const toast = (text: string) => screen.findByText(text, { selector: '.mantine-Notification-description' });

describe('Queue System operator page', () => {
  it('asks for a realm first and calls nothing', async () => {
    const { calls } = open('/queue-system');
    expect(await screen.findByText('Choose a realm to see its queue.')).toBeInTheDocument();
    expect(calls.some((c) => c.key.startsWith('GET queues/'))).toBe(false);
  });

  it("shows the realm's number being served, the called and waiting guests and today's counts", async () => {
    open('/queue-system?realm=5');
    await waitFor(() => expect(screen.getByTestId('now-serving-number')).toHaveTextContent('3'));
    const waiting = screen.getByTestId('queue-waiting');
    expect(within(waiting).getByTestId('ticket-4')).toBeInTheDocument();
    expect(within(waiting).getByTestId('ticket-5')).toHaveTextContent('SMS');
    expect(within(screen.getByTestId('queue-called')).getByTestId('ticket-3')).toHaveTextContent('Texted');
    expect(screen.getByTestId('queue-today')).toHaveTextContent('Today · Tickets5');
    expect(screen.getByText('7.5 min')).toBeInTheDocument();
    expect(screen.getByTestId('queue-display')).toHaveTextContent(
      '/portal/queue-display/abcdefghijklmnopqrstuv',
    );
  });

  it('calls the next guest and says which number was called', async () => {
    const { user, calls } = open('/queue-system?realm=5', {
      'POST queues/realms/5/call-next/': () => ({
        status: 200,
        body: ticket({ id: 4, number: 4, state: 'called', called_at: '2026-11-28T08:20:00Z' }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Call next' }));
    expect(await toast('Number 4 called.')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'POST queues/realms/5/call-next/')).toHaveLength(1);
  });

  it('marks a called guest served or no-show', async () => {
    const { user, calls } = open('/queue-system?realm=5', {
      'POST queues/queue-tickets/3/served/': () => ({
        status: 200,
        body: ticket({ id: 3, number: 3, state: 'served' }),
      }),
      'POST queues/queue-tickets/3/no-show/': () => ({
        status: 409,
        body: { detail: 'Only a called ticket can be marked served or no-show.' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Served 3' }));
    expect(await toast('Ticket marked as served.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No-show 3' }));
    expect(await toast('Only a called ticket can be marked served or no-show.')).toBeInTheDocument();
    expect(calls.map((c) => c.key)).toEqual(
      expect.arrayContaining(['POST queues/queue-tickets/3/served/', 'POST queues/queue-tickets/3/no-show/']),
    );
  });

  it('disables Call next when no one waits', async () => {
    open('/queue-system?realm=5', {
      'GET queues/realms/5/': () => ({ status: 200, body: state({ waiting: [], now_serving: null }) }),
    });
    expect(await screen.findByText('No one is waiting.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Call next' })).toBeDisabled());
    expect(screen.getByText('No number called yet today')).toBeInTheDocument();
  });

  it("shows the server's reason when the queue cannot be read (add-on off)", async () => {
    open('/queue-system?realm=5', {
      'GET queues/realms/5/': () => ({
        status: 403,
        body: { detail: 'This add-on is not enabled for your account.' },
      }),
    });
    expect(await screen.findByText('This add-on is not enabled for your account.')).toBeInTheDocument();
  });
});
