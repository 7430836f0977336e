import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TAssistantChatReply } from '@ared/contract/assistant';
import { markAuthenticated, markOtpVerified, setTokens, setUser } from '../../lib/auth-store';
import { mockApi } from '../../test/fetch-mock';
import { meFixture, partnerFixture } from '../../test/fixtures';
import { renderPage } from '../../test/render';
import { AssistantLauncher } from './assistant-launcher';
import { storeSignedInSession } from '../../test/session';

const SESSION = 'Sx3kq9Vb2LmN0pQr7tUv';

const chatReply = (over: Partial<TAssistantChatReply> = {}): TAssistantChatReply => ({
  session: SESSION,
  reply: '',
  results: [],
  proposals: [],
  answered_by: 'offline',
  error: null,
  debug_endpoints: [],
  ...over,
});

function signIn() {
  const me = meFixture({ accepted_terms_version: '1.0', otp_verified: true });
  return storeSignedInSession(me, { access: 'access-1', refresh: 'refresh-1' });
}

const renderPanel = ({ signedIn = true } = {}) => {
  const userId = signedIn ? signIn().id : null;
  return renderPage(<AssistantLauncher userId={userId} />, { targets: ['/routers'] });
};

const open = async (user = userEvent.setup()) => {
  await user.click(screen.getByRole('button', { name: 'ARED Analytics Assistant' }));
  return within(await screen.findByRole('dialog', { name: 'ARED Analytics Assistant' }));
};
const log = () => within(screen.getByRole('log', { name: 'Conversation' }));
const input = () => screen.getByRole('textbox', { name: 'Your message' });

describe('the ARED Analytics Assistant panel (part 2 §2)', () => {
  it('toggles open, focuses the input, and closes from the button or its close control', async () => {
    const user = userEvent.setup();
    renderPanel();
    const launcher = screen.getByRole('button', { name: 'ARED Analytics Assistant' });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await open(user);
    await waitFor(() => expect(input()).toHaveFocus());
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    await user.click(launcher);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(launcher);
    await user.click(await screen.findByRole('button', { name: 'Close the assistant' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a question with the token and shows the answer as title-cased key: value lines with its link', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /assistant/chat': () => ({
        status: 200,
        body: chatReply({
          reply: 'One box is offline.',
          results: [
            {
              title: 'Offline boxes',
              rows: [{ serial_number: 'ARD-0001', offline_since: null }],
              window: null,
              link: { label: 'Open Routers', path: '/routers' },
            },
          ],
        }),
      }),
    });
    renderPanel();
    await open(user);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(input(), '   ');
    expect(send).toBeDisabled();
    await user.clear(input());
    await user.type(input(), 'which boxes are offline?{Enter}');
    expect(await log().findByText('One box is offline.')).toBeInTheDocument();
    expect(log().getByText('which boxes are offline?')).toBeInTheDocument();
    expect(log().getByText('Serial Number: ARD-0001')).toBeInTheDocument();
    expect(log().getByText('Offline Since: (no data)')).toBeInTheDocument();
    expect(input()).toHaveValue('');
    const [call] = api.callsTo('POST /assistant/chat');
    expect(call?.body).toEqual({ message: 'which boxes are offline?' });
    expect(call?.headers.Authorization).toBe('Bearer access-1');

    // The next question carries the conversation's handle; the result's link goes to its page.
    await user.type(input(), 'and now?{Enter}');
    await waitFor(() => expect(api.callsTo('POST /assistant/chat')).toHaveLength(2));
    expect(api.callsTo('POST /assistant/chat')[1]?.body).toEqual({ message: 'and now?', session: SESSION });
    await user.click(log().getAllByRole('link', { name: 'Open Routers' })[0]!);
    expect(await screen.findByTestId('route-target')).toHaveTextContent('/routers');
  });

  it('says what went wrong: an HTTP error, an unreachable backend', async () => {
    const user = userEvent.setup();
    let fail: 'http' | 'network' = 'http';
    mockApi({
      'POST /assistant/chat': () =>
        fail === 'http' ? { status: 502, body: {} } : Promise.reject(new TypeError('Failed to fetch')),
    });
    renderPanel();
    await open(user);
    await user.type(input(), 'hello{Enter}');
    expect(await log().findByText('Error: HTTP 502')).toBeInTheDocument();
    fail = 'network';
    await user.type(input(), 'hello again{Enter}');
    expect(await log().findByText('Error: Unable to reach chatbot backend.')).toBeInTheDocument();
  });

  it('offers no quick replies to a partner whose plan has no routers (every one would be refused)', async () => {
    const user = userEvent.setup();
    setTokens({ access: 'access-1', refresh: 'refresh-1' });
    const me = meFixture({
      accepted_terms_version: '1.0',
      otp_verified: true,
      partner: partnerFixture('Kiosk'),
    });
    setUser(me);
    markAuthenticated();
    markOtpVerified();
    renderPage(<AssistantLauncher userId={me.id} />, { targets: ['/kiosks'] });
    const panel = await open(user);
    expect(panel.queryByRole('group', { name: 'Quick replies' })).not.toBeInTheDocument();
    expect(panel.getByRole('textbox', { name: 'Your message' })).toBeInTheDocument();
  });

  it("asks quick replies with their range and intents; an empty answer is 'No structured results.'", async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'POST /assistant/chat': () => ({ status: 200, body: chatReply() }) });
    renderPanel();
    await open(user);
    const quick = screen.getByRole('group', { name: 'Quick replies' });
    await user.click(within(quick).getByRole('button', { name: "7 days' summary" }));
    expect(await log().findByText('No structured results.')).toBeInTheDocument();
    await user.click(within(quick).getByRole('button', { name: 'Router status' }));
    await waitFor(() => expect(api.callsTo('POST /assistant/chat')).toHaveLength(2));
    expect(api.callsTo('POST /assistant/chat').map((c) => c.body)).toEqual([
      { message: "7 days' summary", time_range: '7days', intents: ['summary'], sections: ['summary'] },
      { message: 'Router status', session: SESSION, time_range: 'today', intents: ['router_status'] },
    ]);
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(["Today's summary", "7 days' summary", "30 days' summary", 'Router status', 'Wi-Fi']);
  });

  it('a visitor of the sign-in page chats without a token and gets no quick replies', async () => {
    const user = userEvent.setup();
    // A half-finished sign-in: its token must not go with the visitor's chat.
    setTokens({ access: 'pre-otp', refresh: 'r' });
    const api = mockApi({
      'POST /assistant/chat': () => ({ status: 200, body: chatReply({ reply: 'See the help.' }) }),
    });
    renderPanel({ signedIn: false });
    await open(user);
    expect(screen.queryByRole('group', { name: 'Quick replies' })).not.toBeInTheDocument();
    await user.type(input(), 'how do I sign in?{Enter}');
    expect(await log().findByText('See the help.')).toBeInTheDocument();
    expect(api.callsTo('POST /assistant/chat')[0]?.headers.Authorization).toBeUndefined();
  });

  it('escalates through the inline contact form, prefilled from the profile; Escape and Cancel close it', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /assistant/chat': () => ({ status: 200, body: chatReply({ reply: 'Hi!' }) }),
      'POST /assistant/escalate': () => ({
        status: 200,
        body: { ok: true, root_ts: 'T-1', channel_id: 'support', error: null },
      }),
    });
    renderPanel();
    const panel = await open(user);
    await user.type(input(), 'hello{Enter}');
    await log().findByText('Hi!');

    await user.click(panel.getByRole('button', { name: 'Chat with an agent' }));
    expect(panel.getByRole('textbox', { name: 'Name' })).toHaveValue('Aline Uwase');
    expect(panel.getByRole('textbox', { name: 'Email' })).toHaveValue('premium.admin@example.com');
    expect(panel.getByRole('textbox', { name: 'Company' })).toHaveValue('Kigali Connect');
    await user.click(panel.getByRole('button', { name: 'Cancel' }));
    expect(panel.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'Chat with an agent' }));
    await user.type(panel.getByRole('textbox', { name: 'Company' }), '{Escape}');
    expect(panel.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'Chat with an agent' }));
    const email = panel.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'aline@example');
    expect(panel.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Start chat' })).toBeDisabled();
    await user.clear(email);
    expect(panel.getByRole('button', { name: 'Start chat' })).toBeEnabled();
    await user.type(email, 'aline@kigali.rw');
    await user.click(panel.getByRole('button', { name: 'Start chat' }));

    expect(await log().findByText('Your chat has been escalated to an agent.')).toBeInTheDocument();
    expect(panel.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'End agent chat' })).toBeInTheDocument();
    expect(api.callsTo('POST /assistant/escalate')[0]?.body).toEqual({
      session: SESSION,
      chat_history: 'user: hello\nbot: Hi!\nuser: Chat with an agent',
      name: 'Aline Uwase',
      email: 'aline@kigali.rw',
      company: 'Kigali Connect',
    });
  });

  it('says why an escalation failed', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /assistant/escalate': () => ({
        status: 200,
        body: { ok: false, root_ts: null, channel_id: null, error: 'No agent is available.' },
      }),
    });
    renderPanel();
    const panel = await open(user);
    await user.click(panel.getByRole('button', { name: 'Chat with an agent' }));
    await user.click(panel.getByRole('button', { name: 'Start chat' }));
    expect(
      await log().findByText('Could not escalate right now. No agent is available.'),
    ).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Chat with an agent' })).toBeInTheDocument();
  });

  it("while escalated: lines go to the agent, 'Agent (name):' replies arrive every 2 s, and the chat ends", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let agentMessages: object[] = [];
    const api = mockApi({
      'POST /assistant/escalate': () => ({
        status: 200,
        body: { ok: true, root_ts: 'T-1', channel_id: 'support', error: null },
      }),
      'POST /assistant/post-human-reply': () => ({ status: 200, body: { ok: true, error: null } }),
      'GET /assistant/check-human-reply': () => ({
        status: 200,
        body: { messages: agentMessages, root_ts: 'T-1', channel_id: 'support', escalated: true },
      }),
      'POST /assistant/end-escalation': () => ({ status: 200, body: { ok: true, diagnostics: null } }),
    });
    renderPanel();
    const panel = await open(user);
    await user.click(panel.getByRole('button', { name: 'Chat with an agent' }));
    await user.click(panel.getByRole('button', { name: 'Start chat' }));
    await log().findByText('Your chat has been escalated to an agent.');
    expect(screen.queryByRole('group', { name: 'Quick replies' })).not.toBeInTheDocument();

    await user.type(input(), 'my box ARD-0001 is down{Enter}');
    await waitFor(() => expect(api.callsTo('POST /assistant/post-human-reply')).toHaveLength(1));
    expect(api.callsTo('POST /assistant/post-human-reply')[0]?.body).toEqual({
      text: 'my box ARD-0001 is down',
      thread_ts: 'T-1',
      channel_id: 'support',
      name: 'Aline Uwase',
      email: 'premium.admin@example.com',
      company: 'Kigali Connect',
    });
    expect(api.callsTo('POST /assistant/chat')).toHaveLength(0);

    agentMessages = [
      {
        message_id: 'm1',
        timestamp: '2026-11-29T03:00:00Z',
        root_ts: 'T-1',
        channel: 'support',
        text: 'Looking at it now.',
        agent_display: 'Eric',
        agent_real: 'Eric Mugisha',
        user: 'agent-3',
      },
    ];
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await log().findByText('Agent (Eric): Looking at it now.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(log().getAllByText('Agent (Eric): Looking at it now.')).toHaveLength(1);
    const polls = api.callsTo('GET /assistant/check-human-reply').length;
    expect(polls).toBeGreaterThanOrEqual(2);
    expect(
      api.fetchMock.mock.calls.some(([url]) => String(url).includes('thread_ts=T-1&channel_id=support')),
    ).toBe(true);

    await user.click(panel.getByRole('button', { name: 'End agent chat' }));
    expect(await log().findByText('You have ended the chat with the agent. Thanks!')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Chat with an agent' })).toBeInTheDocument();
    // Ended: no more polls.
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(api.callsTo('GET /assistant/check-human-reply')).toHaveLength(polls);
  });

  it('leaves escalated mode when the agent ends the chat', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    mockApi({
      'POST /assistant/escalate': () => ({
        status: 200,
        body: { ok: true, root_ts: 'T-1', channel_id: 'support', error: null },
      }),
      'GET /assistant/check-human-reply': () => ({
        status: 200,
        body: { messages: [], root_ts: null, channel_id: null, escalated: false },
      }),
    });
    renderPanel();
    const panel = await open(user);
    await user.click(panel.getByRole('button', { name: 'Chat with an agent' }));
    await user.click(panel.getByRole('button', { name: 'Start chat' }));
    await log().findByText('Your chat has been escalated to an agent.');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await log().findByText('The agent ended the chat.')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Chat with an agent' })).toBeInTheDocument();
  });

  it('says why a line to the agent or the end of the chat failed', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /assistant/escalate': () => ({
        status: 200,
        body: { ok: true, root_ts: 'T-1', channel_id: 'support', error: null },
      }),
      'POST /assistant/post-human-reply': () => ({ status: 200, body: { ok: false, error: 'Chat ended.' } }),
      'POST /assistant/end-escalation': () => ({ status: 500, body: {} }),
      'GET /assistant/check-human-reply': () => ({
        status: 200,
        body: { messages: [], root_ts: 'T-1', channel_id: 'support', escalated: true },
      }),
    });
    renderPanel();
    const panel = await open(user);
    await user.click(panel.getByRole('button', { name: 'Chat with an agent' }));
    await user.click(panel.getByRole('button', { name: 'Start chat' }));
    await log().findByText('Your chat has been escalated to an agent.');
    await user.type(input(), 'hello?{Enter}');
    expect(
      await log().findByText('Failed to send your message to the agent: Chat ended.'),
    ).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'End agent chat' }));
    expect(await log().findByText('Could not end chat right now. HTTP 500')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'End agent chat' })).toBeInTheDocument();
  });

  it('confirms a proposed change only when the user presses Confirm', async () => {
    const user = userEvent.setup();
    const proposal = {
      id: 'Pq7rS8tU9vW0xY1zA2bC',
      action: 'revoke_voucher',
      summary: 'Revoke voucher 4821',
      expires_at: '2026-11-29T03:10:00Z',
    };
    const api = mockApi({
      'POST /assistant/chat': () => ({
        status: 200,
        body: chatReply({ reply: 'I can revoke it.', proposals: [proposal], answered_by: 'llm' }),
      }),
      [`POST /assistant/proposals/${proposal.id}/confirm`]: () => ({
        status: 200,
        body: { ok: true, reply: 'Voucher 4821 revoked.' },
      }),
    });
    renderPanel();
    await open(user);
    await user.type(input(), 'revoke voucher 4821{Enter}');
    await log().findByText('I can revoke it.');
    expect(api.callsTo(`POST /assistant/proposals/${proposal.id}/confirm`)).toHaveLength(0);
    await user.click(log().getByRole('button', { name: 'Confirm: Revoke voucher 4821' }));
    expect(await log().findByText('Voucher 4821 revoked.')).toBeInTheDocument();
    expect(log().queryByRole('button', { name: /Confirm/ })).not.toBeInTheDocument();
  });

  it('keeps the conversation across a remount (a reload) for its owner only', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /assistant/chat': () => ({ status: 200, body: chatReply({ reply: 'Hello Aline.' }) }) });
    const first = renderPanel();
    await open(user);
    await user.type(input(), 'hi{Enter}');
    await log().findByText('Hello Aline.');
    first.unmount();

    // A reload: the conversation comes back from storage when the panel opens.
    renderPage(<AssistantLauncher userId={11} />);
    await open(user);
    expect(await log().findByText('Hello Aline.')).toBeInTheDocument();
    expect(within(screen.getByRole('log')).getByText('hi')).toBeInTheDocument();
  });

  it('never shows one person’s conversation to the next on the same browser', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /assistant/chat': () => ({
        status: 200,
        body: chatReply({ reply: 'Your revenue is 5,000 RWF.' }),
      }),
    });
    const first = renderPanel();
    await open(user);
    await user.type(input(), 'revenue?{Enter}');
    await log().findByText('Your revenue is 5,000 RWF.');
    first.unmount();

    // Signed out (the session keys go, not necessarily the conversation): the sign-in page's visitor.
    renderPage(<AssistantLauncher userId={null} />);
    await open(user);
    expect(screen.getByRole('log')).toBeInTheDocument();
    expect(screen.queryByText('Your revenue is 5,000 RWF.')).not.toBeInTheDocument();
  });
});
