import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TTicket } from '@ared/contract/tickets';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { pageOf } from '../../../test/router-fixtures';
import { SupportTicketsPage } from './support-tickets-page';

const ticket = (overrides: Partial<TTicket> = {}): TTicket => ({
  id: 12,
  subject: 'Router offline',
  department: 'Router',
  priority: 'High',
  message: 'The lobby router is down',
  is_open: true,
  created: '2025-03-24T14:05:09',
  last_activity: '2025-03-24T14:05:09',
  last_author: 'partner',
  ...overrides,
});

const departmentOf = (url: URL) => url.searchParams.get('department') ?? 'all';

function setup(
  handlers: Record<string, MockHandler> = {},
  sme: number | null = null,
  path = '/support-tickets',
) {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture({ sme }));
  const api = mockApi({ 'GET tickets/': () => ({ status: 200, body: pageOf([]) }), ...handlers });
  renderRoutes([{ path: '/support-tickets', element: <SupportTicketsPage /> }], { initialPath: path });
  return { ...api, user: userEvent.setup() };
}

const ticketQueries = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === '/v1/tickets/');
const table = (name: string) => screen.getByRole('table', { name });
const toast = (text: string) => screen.findByText(text, { selector: '.mantine-Notification-description' });

describe('SupportTicketsPage', () => {
  it('shows all tickets and the ROUTER DEPARTMENT and OTHERS tables, each asking for its department', async () => {
    const { fetchMock } = setup({
      'GET tickets/': () => ({ status: 200, body: pageOf([ticket()]) }),
    });
    await waitFor(() => expect(screen.getAllByText('#12')).toHaveLength(3));
    expect(screen.getByText('ALL TICKETS')).toBeInTheDocument();
    expect(screen.getByText('ROUTER DEPARTMENT')).toBeInTheDocument();
    expect(screen.getByText('OTHERS')).toBeInTheDocument();
    expect(ticketQueries(fetchMock).map(departmentOf).sort()).toEqual(['Other', 'Router', 'all']);
    expect(
      within(table('ROUTER DEPARTMENT'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Ticket ID', 'Message', 'Created', 'Status', 'Action']);
  });

  it("says 'No Record found' in each empty table", async () => {
    setup();
    await waitFor(() => expect(screen.getAllByText('No Record found')).toHaveLength(3));
  });

  it("an SME's user asks for its SME's tickets (user__sme)", async () => {
    const { fetchMock } = setup({}, 9);
    await waitFor(() => expect(ticketQueries(fetchMock)).toHaveLength(3));
    for (const url of ticketQueries(fetchMock)) expect(url.searchParams.get('user__sme')).toBe('9');
  });

  it('shows open and closed tickets as such', async () => {
    setup({
      'GET tickets/': () => ({ status: 200, body: pageOf([ticket(), ticket({ id: 13, is_open: false })]) }),
    });
    const all = await screen.findByRole('table', { name: 'ALL TICKETS' });
    await within(all).findByText('#13');
    expect(
      within(all)
        .getAllByTestId('status-badge')
        .map((b) => b.textContent),
    ).toEqual(['Open', 'Closed']);
  });

  it('Add Ticket requires subject, department and priority, then submits and refreshes the tables', async () => {
    let created = false;
    const { user, callsTo, fetchMock } = setup({
      'GET tickets/': () => ({
        status: 200,
        body: pageOf(created ? [ticket({ id: 20, message: 'Help' })] : []),
      }),
      'POST tickets/': () => {
        created = true;
        return { status: 201, body: ticket({ id: 20, message: 'Help' }) };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add Ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Ticket' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Subject is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Department is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Priority is required')).toBeInTheDocument();
    expect(callsTo('POST tickets/')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Subject/), 'Router offline');
    await user.click(within(dialog).getAllByLabelText(/^Department/)[0]!);
    await user.click(await screen.findByRole('option', { name: 'Router' }));
    await user.click(within(dialog).getAllByLabelText(/^Priority/)[0]!);
    await user.click(await screen.findByRole('option', { name: 'High' }));
    await user.type(within(dialog).getByLabelText(/^Message/), 'Help');
    const before = ticketQueries(fetchMock).length;
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await toast("Ticket submitted, we'll get back to you as soon as possible.")).toBeInTheDocument();
    expect(callsTo('POST tickets/')[0]!.body).toEqual({
      subject: 'Router offline',
      department: 'Router',
      priority: 'High',
      message: 'Help',
    });
    await waitFor(() => expect(ticketQueries(fetchMock).length).toBeGreaterThanOrEqual(before + 3));
    expect(await screen.findAllByText('#20')).toHaveLength(3);
  });

  it('View opens the ticket with its subject, department, priority, state and conversation', async () => {
    const { user } = setup({
      'GET tickets/': () => ({ status: 200, body: pageOf([ticket()]) }),
      'GET tickets/12/': () => ({ status: 200, body: ticket() }),
      'GET tickets/12/messages/': () => ({ status: 200, body: { results: conversation } }),
    });
    const all = await screen.findByRole('table', { name: 'ALL TICKETS' });
    await user.click(await within(all).findByRole('button', { name: 'View ticket 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ticket' });
    expect(await within(dialog).findByText('Router offline')).toBeInTheDocument();
    expect(within(dialog).getByText('High')).toBeInTheDocument();
    expect(within(dialog).getByText('Open')).toBeInTheDocument();
    const list = await within(dialog).findByRole('list', { name: 'Conversation' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.dataset.testid)).toEqual(['ticket-message-partner', 'ticket-message-support']);
    // Text, never markup: the tag is shown as typed.
    expect(within(items[0]!).getByText('<b>down</b> since noon')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Support', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
  });

  it('sends a reply and reloads the conversation; a closed ticket says the reply opens it again', async () => {
    let replied = false;
    const { user, callsTo } = setup(
      {
        'GET tickets/12/': () => ({ status: 200, body: ticket({ is_open: replied }) }),
        'GET tickets/12/messages/': () => ({
          status: 200,
          body: { results: replied ? [...conversation, reply] : conversation },
        }),
        'POST tickets/12/messages/': () => {
          replied = true;
          return { status: 201, body: reply };
        },
      },
      null,
      '/support-tickets?ticket=12',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ticket' });
    expect(
      await within(dialog).findByText('This ticket is closed; a reply opens it again.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await within(dialog).findByText('Message is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reply'), 'Thanks, still down');
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await toast('Reply sent. The ticket is open again.')).toBeInTheDocument();
    expect(callsTo('POST tickets/12/messages/')[0]!.body).toEqual({ body: 'Thanks, still down' });
    expect(await within(dialog).findByText('Thanks, still down', { selector: 'p' })).toBeInTheDocument();
  });

  it("opens the Add Ticket form from ?new=1 (the sidebar's Contact Us)", async () => {
    setup({}, null, '/support-tickets?new=1');
    expect(await screen.findByRole('dialog', { name: 'Add Ticket' })).toBeInTheDocument();
  });

  it("marks a ticket whose last message is support's", async () => {
    setup({ 'GET tickets/': () => ({ status: 200, body: pageOf([ticket({ last_author: 'support' })]) }) });
    const all = await screen.findByRole('table', { name: 'ALL TICKETS' });
    expect(await within(all).findByText('Support replied')).toBeInTheDocument();
  });
});

const conversation = [
  {
    id: 1,
    author: 'partner',
    author_name: 'Ada Admin',
    body: '<b>down</b> since noon',
    created: '2025-03-24T14:05:09Z',
  },
  { id: 2, author: 'support', author_name: 'Support', body: 'Which box?', created: '2025-03-24T15:05:09Z' },
];
const reply = {
  id: 3,
  author: 'partner',
  author_name: 'Ada Admin',
  body: 'Thanks, still down',
  created: '2025-03-24T16:05:09Z',
};
