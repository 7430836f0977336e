import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TSupportConversation } from '@ared/contract/assistant';
import type { TSupportDeskTicketDetail } from '@ared/contract/tickets';
import { mockApi } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderApp, renderRoutes } from '../../../test/render';
import { SupportInboxPage } from './support-inbox-page';
import { storeSignedInSession } from '../../../test/session';

const AGENT = meFixture({
  id: 31,
  role: 'support_agent',
  user_type: 'Support Agent',
  full_name: 'Eric Mugisha',
  partner: null,
  accepted_terms_version: '1.0',
  otp_verified: true,
});

function signIn(me = AGENT) {
  storeSignedInSession(me);
}

const conversation = (over: Partial<TSupportConversation> = {}): TSupportConversation => ({
  id: 5,
  status: 'waiting',
  contact: { name: 'Aline Uwase', email: 'aline@kigali.rw', company: 'Kigali Connect' },
  partner: { id: 7, name: 'Kigali Connect' },
  agent: null,
  escalated_at: new Date(Date.now() - 90_000).toISOString(),
  first_response_at: null,
  ended_at: null,
  last_message: 'Chat with an agent',
  ticket_id: 12,
  transcript: [
    {
      id: 1,
      sender: 'user',
      name: 'Aline Uwase',
      text: 'which boxes are offline?',
      at: '2026-11-29T10:00:00Z',
    },
    { id: 2, sender: 'bot', name: 'Assistant', text: 'ARD-0001 is offline.', at: '2026-11-29T10:00:01Z' },
    { id: 3, sender: 'user', name: 'Aline Uwase', text: 'Chat with an agent', at: '2026-11-29T10:00:05Z' },
  ],
  context: {
    partner: { id: 7, name: 'Kigali Connect', plan: 'Premium' },
    boxes_offline: [{ serial: 'ARD-0001', name: 'Lobby', offline_since: '2026-11-29T08:00:00Z' }],
    open_alerts: 2,
    open_tickets: [{ id: 12, subject: 'Lobby box down' }],
    captured_at: '2026-11-29T10:00:05Z',
  },
  ...over,
});

const summary = (c: TSupportConversation) => {
  const { transcript: _t, context: _c, chat_workspace: _w, ...rest } = c;
  return rest;
};
const page = (results: object[]) => ({ count: results.length, next: null, previous: null, results });

const renderInbox = (initialPath = '/support-inbox') =>
  renderRoutes([{ path: '/support-inbox', element: <SupportInboxPage /> }], { initialPath });

describe('the support inbox (issue 31 §5)', () => {
  it('lists the waiting chats with their first-response clock, and the other statuses on demand', async () => {
    signIn();
    const user = userEvent.setup();
    const api = mockApi({
      'GET support-inbox/': () => ({ status: 200, body: page([summary(conversation())]) }),
    });
    renderInbox();
    const list = await screen.findByRole('list', { name: 'Waiting' });
    const item = await within(list).findByRole('listitem');
    expect(within(item).getByText('Aline Uwase')).toBeInTheDocument();
    expect(within(item).getByText(/^Waiting 1 min 3\d s$/)).toBeInTheDocument();
    expect(api.fetchMock.mock.calls[0]?.[0]).toContain('status=waiting');
    await user.click(screen.getByRole('radio', { name: 'Mine' }));
    await waitFor(() =>
      expect(api.fetchMock.mock.calls.some(([url]) => String(url).includes('status=mine'))).toBe(true),
    );
  });

  it("shows a chat's transcript ('Agent (name):' for agents) and the context captured at the escalation", async () => {
    signIn();
    const user = userEvent.setup();
    // One reading of the clock for both times: two readings a millisecond apart made it 59 s now and then.
    const now = Date.now();
    const answered = conversation({
      status: 'active',
      agent: { id: 31, name: 'Eric' },
      escalated_at: new Date(now - 90_000).toISOString(),
      first_response_at: new Date(now - 30_000).toISOString(),
      transcript: [
        ...conversation().transcript,
        { id: 4, sender: 'agent', name: 'Eric', text: 'Looking at it.', at: '2026-11-29T10:01:00Z' },
      ],
    });
    mockApi({
      'GET support-inbox/': () => ({ status: 200, body: page([summary(answered)]) }),
      'GET support-inbox/5/': () => ({ status: 200, body: answered }),
    });
    renderInbox();
    await user.click(await screen.findByRole('button', { name: /Aline Uwase/ }));
    const transcript = await screen.findByRole('log', { name: 'Transcript' });
    // The chat's detail (transcript and context) comes after the list: wait for it, not only for the log.
    expect(await within(transcript).findByText('Looking at it.')).toBeInTheDocument();
    expect(within(transcript).getByText(/^Agent \(Eric\): ·/)).toBeInTheDocument();
    expect(within(transcript).getAllByText(/^Aline Uwase: ·/)).toHaveLength(2);
    expect(screen.getByText('Kigali Connect · Plan: Premium')).toBeInTheDocument();
    expect(screen.getByText(/^Lobby \(ARD-0001\) since /)).toBeInTheDocument();
    expect(screen.getByText('Open alerts: 2')).toBeInTheDocument();
    expect(screen.getByText(': Lobby box down')).toBeInTheDocument();
    expect(screen.getByText('You are answering this chat')).toBeInTheDocument();
    expect(screen.getAllByText(/^First response in 1 min 0\d s$/).length).toBeGreaterThan(0);
  });

  it('shows where the chat stands in Slack, and a chat answered only there', async () => {
    signIn();
    const user = userEvent.setup();
    const inSlack = conversation({
      status: 'active',
      agent: null,
      first_response_at: new Date(Date.now() - 30_000).toISOString(),
      chat_workspace: {
        channel_id: 'C0SUPPORT01',
        thread_ts: null,
        state: 'failing',
        failure: 'channel_not_found',
        failing_since: '2026-11-29T10:00:06Z',
      },
    });
    mockApi({
      'GET support-inbox/': () => ({ status: 200, body: page([summary(inSlack)]) }),
      'GET support-inbox/5/': () => ({ status: 200, body: inSlack }),
    });
    renderInbox();
    await user.click(await screen.findByRole('button', { name: /Aline Uwase/ }));
    expect(
      await screen.findByText(
        /^Slack: failing since .+ \(channel_not_found\), retried; answer here meanwhile$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Answered in the Slack thread')).toBeInTheDocument();
  });

  it('takes a waiting chat over, replies, and ends it after a confirmation', async () => {
    signIn();
    const user = userEvent.setup();
    let current = conversation();
    const api = mockApi({
      'GET support-inbox/': () => ({ status: 200, body: page([summary(current)]) }),
      'GET support-inbox/5/': () => ({ status: 200, body: current }),
      'POST support-inbox/5/take-over/': () => {
        current = { ...current, status: 'active', agent: { id: 31, name: 'Eric' } };
        return { status: 200, body: current };
      },
      'POST support-inbox/5/reply/': ({ body }) => {
        const { text } = body as { text: string };
        current = {
          ...current,
          first_response_at: new Date().toISOString(),
          transcript: [
            ...current.transcript,
            { id: 9, sender: 'agent', name: 'Eric', text, at: new Date().toISOString() },
          ],
        };
        return { status: 200, body: current };
      },
      'POST support-inbox/5/end/': () => {
        current = { ...current, status: 'ended', ended_at: new Date().toISOString() };
        return { status: 200, body: current };
      },
    });
    renderInbox('/support-inbox?conversation=5');
    expect(await screen.findByText('Waiting for an agent')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take over' }));
    expect(await screen.findByText('You are answering this chat')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take over' })).not.toBeInTheDocument();

    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Reply' }), '  Rebooting the Lobby box now.  ');
    await user.click(send);
    expect(
      await within(screen.getByRole('log')).findByText('Rebooting the Lobby box now.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST support-inbox/5/reply/')[0]?.body).toEqual({
      text: 'Rebooting the Lobby box now.',
    });
    expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'End chat' }));
    const dialog = await screen.findByRole('dialog');
    expect(api.callsTo('POST support-inbox/5/end/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'End chat' }));
    expect(await screen.findByText('This chat has ended.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('says when an action failed, with the server’s reason', async () => {
    signIn();
    const user = userEvent.setup();
    mockApi({
      'GET support-inbox/': () => ({ status: 200, body: page([]) }),
      'GET support-inbox/5/': () => ({ status: 200, body: conversation() }),
      'POST support-inbox/5/take-over/': () => ({ status: 409, body: { detail: 'This chat has ended.' } }),
    });
    renderInbox('/support-inbox?conversation=5');
    await user.click(await screen.findByRole('button', { name: 'Take over' }));
    expect(await screen.findByText('This chat has ended.')).toBeInTheDocument();
    expect(screen.getByText('No conversations')).toBeInTheDocument();
  });
});

const deskTicket = (over: Partial<TSupportDeskTicketDetail> = {}): TSupportDeskTicketDetail => ({
  id: 44,
  subject: 'Lobby box down',
  department: 'Router',
  priority: 'High',
  message: 'Since noon',
  is_open: true,
  created: '2026-11-29T09:00:00Z',
  last_activity: '2026-11-29T09:00:00Z',
  last_author: 'partner',
  partner: { id: 7, name: 'Kigali Connect' },
  user: { name: 'Aline Uwase', email: 'aline@kigali.rw' },
  messages: [
    {
      id: 1,
      author: 'partner',
      author_name: 'Aline Uwase',
      body: 'Since noon',
      created: '2026-11-29T09:00:00Z',
    },
  ],
  ...over,
});

describe('support tickets in the inbox (issue 31)', () => {
  it('lists the tickets awaiting an answer, answers one and closes it with the answer', async () => {
    signIn();
    const user = userEvent.setup();
    let current = deskTicket();
    const { messages: _m, ...row } = current;
    const api = mockApi({
      'GET support-inbox/': () => ({ status: 200, body: page([]) }),
      'GET support-inbox/tickets/': () => ({ status: 200, body: page(current.is_open ? [row] : []) }),
      'GET support-inbox/tickets/44/': () => ({ status: 200, body: current }),
      'POST support-inbox/tickets/44/reply/': ({ body }) => {
        const { body: text, status } = body as { body: string; status?: string };
        current = {
          ...current,
          is_open: status !== 'close',
          last_author: 'support',
          messages: [
            ...current.messages,
            {
              id: 2,
              author: 'support',
              author_name: 'Support',
              body: text,
              created: new Date().toISOString(),
            },
          ],
        };
        return { status: 200, body: current };
      },
    });
    renderInbox();
    await user.click(await screen.findByRole('radio', { name: 'Tickets' }));
    const list = await screen.findByRole('list', { name: 'Awaiting answer' });
    expect(
      api.fetchMock.mock.calls.some(
        ([url]) => String(url).includes('support-inbox/tickets/') && String(url).includes('status=awaiting'),
      ),
    ).toBe(true);
    await user.click(await within(list).findByRole('button', { name: /Lobby box down/ }));
    expect(await screen.findByText('Kigali Connect · Aline Uwase <aline@kigali.rw>')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(api.callsTo('POST support-inbox/tickets/44/reply/')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Answer' }), 'Restarted from here.');
    await user.click(screen.getByRole('checkbox', { name: 'Close the ticket with this answer' }));
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Answer sent. The ticket is closed.')).toBeInTheDocument();
    expect(api.callsTo('POST support-inbox/tickets/44/reply/')[0]?.body).toEqual({
      body: 'Restarted from here.',
      status: 'close',
    });
    const conversation = screen.getByRole('list', { name: 'Conversation' });
    expect(within(conversation).getByText('Restarted from here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reopen ticket' })).toBeInTheDocument();
  });
});

describe('who opens the support inbox', () => {
  it('an agent signing in lands in the inbox, with only the inbox in the menu', async () => {
    signIn();
    const api = mockApi({
      'GET auth/users/me/': () => ({ status: 200, body: AGENT }),
      'GET support-inbox/': () => ({ status: 200, body: page([]) }),
    });
    const app = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Support Inbox' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/support-inbox');
    const menu = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    expect(menu.getAllByRole('link').map((l) => l.textContent)).toEqual(['Support Inbox', 'Terms']);
    // Alerts are a partner's: no bell asking for alerts the agent has none of.
    expect(screen.queryByRole('button', { name: /^Alerts,/ })).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.key.startsWith('GET alerts'))).toBe(false);
  });

  it("a partner's user is refused", async () => {
    const me = meFixture({ accepted_terms_version: '1.0', otp_verified: true });
    signIn(me);
    const api = mockApi({ 'GET auth/users/me/': () => ({ status: 200, body: me }) });
    renderApp('/support-inbox');
    expect(await screen.findByRole('heading', { name: 'Not available to your account' })).toBeInTheDocument();
    expect(api.callsTo('GET support-inbox/')).toHaveLength(0);
  });
});
