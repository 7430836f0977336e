import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TTicket } from '@ared/contract/tickets';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
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
  ...overrides,
});

const departmentOf = (url: URL) => url.searchParams.get('department') ?? 'all';

function setup(handlers: Record<string, MockHandler> = {}, sme: number | null = null) {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture({ sme }));
  const api = mockApi({ 'GET tickets/': () => ({ status: 200, body: pageOf([]) }), ...handlers });
  renderPage(<SupportTicketsPage />, { path: '/support-tickets' });
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
    const dialog = screen.getByRole('dialog', { name: 'Add Ticket' });
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

  it('View opens the ticket with its subject, department, priority and state', async () => {
    const { user } = setup({ 'GET tickets/': () => ({ status: 200, body: pageOf([ticket()]) }) });
    const all = await screen.findByRole('table', { name: 'ALL TICKETS' });
    await user.click(await within(all).findByRole('button', { name: 'View ticket 12' }));
    const dialog = screen.getByRole('dialog', { name: 'Ticket' });
    expect(within(dialog).getByText('Router offline')).toBeInTheDocument();
    expect(within(dialog).getByText('High')).toBeInTheDocument();
    expect(within(dialog).getByText('Open')).toBeInTheDocument();
  });
});
