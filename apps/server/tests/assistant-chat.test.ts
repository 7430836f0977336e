import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSISTANT_TEXTS } from '@ared/contract/assistant';
import { assistantConversations, assistantMessages, tickets } from '../src/db/schema';
import { type TestContext, createTestContext } from './helpers/app';
import { assistantCall } from './helpers/assistant-world';
import { bearer, signIn } from './helpers/session';
import { twoPartners } from './helpers/world';

/**
 * The panel's calls under /assistant (issue 31 §2, §5): who the caller is, the conversation kept and bound
 * to its owner, the bot's silence under an agent, escalation and its end, the poll.
 */
let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let call: ReturnType<typeof assistantCall>;

beforeAll(async () => {
  ctx = await createTestContext({ SUPPORT_EMAIL: 'helpdesk@example.com' });
  world = await twoPartners(ctx);
  call = assistantCall(ctx);
});
afterAll(() => ctx.close());

const mine = () => world.mine.tokens.access;
const theirs = () => world.theirs.tokens.access;

async function conversationOf(session: string) {
  const [row] = await ctx.db
    .select()
    .from(assistantConversations)
    .where(eq(assistantConversations.session, session));
  return row!;
}

async function linesOf(conversationId: number) {
  return ctx.db
    .select()
    .from(assistantMessages)
    .where(eq(assistantMessages.conversationId, conversationId))
    .orderBy(assistantMessages.id);
}

describe('POST /assistant/chat', () => {
  it('answers an anonymous visitor offline, gives a handle and keeps both lines in a conversation of no one', async () => {
    const res = await call('POST', '/assistant/chat', { message: 'How do I create vouchers?' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ answered_by: 'offline', error: null, proposals: [], debug_endpoints: [] });
    expect(body.session).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const conversation = await conversationOf(body.session);
    expect(conversation).toMatchObject({ userId: null, partnerId: null, status: 'bot' });
    const lines = await linesOf(conversation.id);
    expect(lines.map((l) => [l.sender, l.text])).toEqual([
      ['user', 'How do I create vouchers?'],
      ['bot', body.reply],
    ]);
  });

  it("binds a signed-in user's conversation to the user and the token's partner, whatever partner_id says", async () => {
    const res = await call(
      'POST',
      '/assistant/chat',
      { message: 'which boxes are offline?', partner_id: world.theirs.partner.id },
      mine(),
    );
    expect(res.statusCode, res.body).toBe(200);
    const conversation = await conversationOf(res.json().session);
    expect(conversation).toMatchObject({ userId: world.mine.admin.id, partnerId: world.mine.partner.id });
  });

  it('goes on with the same conversation by its handle', async () => {
    const first = (await call('POST', '/assistant/chat', { message: 'hello' }, mine())).json();
    const second = await call(
      'POST',
      '/assistant/chat',
      { message: 'again', session: first.session },
      mine(),
    );
    expect(second.json().session).toBe(first.session);
    const lines = await linesOf((await conversationOf(first.session)).id);
    expect(lines.filter((l) => l.sender === 'user').map((l) => l.text)).toEqual(['hello', 'again']);
  });

  it("answers 404 for another user's handle, signed in or not, and adds nothing to it", async () => {
    const own = (await call('POST', '/assistant/chat', { message: 'mine only' }, mine())).json();
    const conversation = await conversationOf(own.session);
    for (const token of [theirs(), undefined]) {
      const res = await call('POST', '/assistant/chat', { message: 'peek', session: own.session }, token);
      expect(res.statusCode, res.body).toBe(404);
    }
    expect(await linesOf(conversation.id)).toHaveLength(2);
  });

  it('makes an anonymous conversation the user’s once the visitor signs in and goes on with it', async () => {
    const anonymous = (await call('POST', '/assistant/chat', { message: 'before signing in' })).json();
    const res = await call(
      'POST',
      '/assistant/chat',
      { message: 'after', session: anonymous.session },
      mine(),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await conversationOf(anonymous.session)).toMatchObject({
      userId: world.mine.admin.id,
      partnerId: world.mine.partner.id,
    });
    // And now it is the user's alone.
    const again = await call('POST', '/assistant/chat', { message: 'me too', session: anonymous.session });
    expect(again.statusCode).toBe(404);
  });

  it('starts afresh on a handle it does not know', async () => {
    const res = await call('POST', '/assistant/chat', { message: 'hi', session: 'x'.repeat(32) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().session).not.toBe('x'.repeat(32));
  });

  it('answers 401 for a bad token and treats a token before the one-time password as a visitor', async () => {
    const bad = await call('POST', '/assistant/chat', { message: 'hi' }, 'not-a-token');
    expect(bad.statusCode).toBe(401);
    const preOtp = await signIn(ctx, world.mine.staff.email);
    const res = await call('POST', '/assistant/chat', { message: 'hi' }, preOtp.access);
    expect(res.statusCode, res.body).toBe(200);
    expect(await conversationOf(res.json().session)).toMatchObject({ userId: null, partnerId: null });
  });

  it('refuses a blank question with a field error and a bad handle or range with 400, keeping nothing', async () => {
    const before = (await ctx.db.select().from(assistantConversations)).length;
    const blank = await call('POST', '/assistant/chat', { message: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: ['This field may not be blank.'] });
    expect((await call('POST', '/assistant/chat', { message: 'x', session: 'short' })).statusCode).toBe(400);
    expect((await call('POST', '/assistant/chat', { message: 'x', time_range: 'year' })).statusCode).toBe(
      400,
    );
    expect((await ctx.db.select().from(assistantConversations)).length).toBe(before);
  });

  it('answers a quick reply without words', async () => {
    const res = await call(
      'POST',
      '/assistant/chat',
      { message: '', intents: ['summary'], time_range: '7days' },
      mine(),
    );
    expect(res.statusCode, res.body).toBe(200);
    const lines = await linesOf((await conversationOf(res.json().session)).id);
    expect(lines[0]).toMatchObject({ sender: 'user', text: 'summary 7days' });
  });

  it('limits what one address may ask anonymously (429), not signed-in users', async () => {
    const address = '198.51.100.99';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1)
      statuses.push(
        (await call('POST', '/assistant/chat', { message: `q${i}` }, undefined, address)).statusCode,
      );
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another address, and a signed-in user from this one, are still answered.
    expect(
      (await call('POST', '/assistant/chat', { message: 'q' }, undefined, '198.51.100.98')).statusCode,
    ).toBe(200);
    expect((await call('POST', '/assistant/chat', { message: 'q' }, mine(), address)).statusCode).toBe(200);
  });
});

describe('escalation', () => {
  it('hands an anonymous chat to the support inbox: a thread id, the support mail, no ticket, no partner', async () => {
    const { session } = (await call('POST', '/assistant/chat', { message: 'I cannot sign in' })).json();
    const res = await call('POST', '/assistant/escalate', {
      session,
      chat_history: 'user: I cannot sign in\nbot: …',
      name: 'Ada Visitor',
      email: 'ada@example.com',
      company: 'Cafe Ada',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ ok: true, channel_id: 'support', error: null });
    expect(body.root_ts).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(body.root_ts).not.toBe(session);
    const conversation = await conversationOf(session);
    expect(conversation).toMatchObject({
      status: 'waiting',
      rootTs: body.root_ts,
      contactName: 'Ada Visitor',
      contactEmail: 'ada@example.com',
      contactCompany: 'Cafe Ada',
      ticketId: null,
    });
    expect(conversation.context).toMatchObject({ partner: null, boxes_offline: [], open_alerts: 0 });
    const mail = ctx.mails().find((m) => m.subject.includes(`[Chat #${conversation.id}]`));
    expect(mail?.to).toContain('helpdesk@example.com');
    expect(mail?.body).toContain('user: I cannot sign in');
    expect(mail?.body).toContain(`/support-inbox?conversation=${conversation.id}`);
  });

  it("captures the partner's situation, opens a ticket for the partner (no second mail) and fills the contact from the user", async () => {
    const open = await ctx.app.inject({
      method: 'POST',
      url: '/v1/tickets/',
      headers: bearer(mine()),
      payload: { subject: 'Box 2 reboots', department: 'Router', priority: 'Low', message: '' },
    });
    const { session } = (
      await call('POST', '/assistant/chat', { message: 'my boxes are down' }, mine())
    ).json();
    const mailsBefore = ctx.mails().length;
    const res = await call('POST', '/assistant/escalate', { session, chat_history: '' }, mine());
    expect(res.statusCode, res.body).toBe(200);
    const conversation = await conversationOf(session);
    expect(conversation.contactEmail).toBe(world.mine.admin.email);
    const [ticket] = await ctx.db.select().from(tickets).where(eq(tickets.id, conversation.ticketId!));
    expect(ticket).toMatchObject({
      partnerId: world.mine.partner.id,
      subject: ASSISTANT_TEXTS.escalatedUserText,
    });
    expect(ctx.mails().length).toBe(mailsBefore + 1);
    // The offline boxes are the Routers list's (Status: offline): the same rule, the same boxes.
    const offline = await ctx.app.inject({
      method: 'GET',
      url: '/v1/routers/?is_online=false&page_size=50',
      headers: bearer(mine()),
    });
    const serials = offline
      .json()
      .results.map((r: { serial_number: string }) => r.serial_number)
      .sort();
    const context = conversation.context!;
    expect(context.partner).toEqual({ id: world.mine.partner.id, name: 'mine Net', plan: 'Premium' });
    expect(context.boxes_offline.map((b) => b.serial).sort()).toEqual(serials);
    expect(serials.length).toBeGreaterThan(0);
    // The tickets open when the user asked for help; the one the escalation opens is its own link.
    expect(context.open_tickets).toContainEqual({ id: open.json().id, subject: 'Box 2 reboots' });
    expect(context.open_tickets.map((t) => t.id)).not.toContain(ticket!.id);
  });

  it('gives the same thread for a second escalation of a waiting chat', async () => {
    const { session } = (await call('POST', '/assistant/chat', { message: 'help' }, mine())).json();
    const first = (await call('POST', '/assistant/escalate', { session, chat_history: '' }, mine())).json();
    const second = (await call('POST', '/assistant/escalate', { session, chat_history: '' }, mine())).json();
    expect(second.root_ts).toBe(first.root_ts);
  });

  it('escalates without a handle (the spec’s call), keeping the chat history it brings', async () => {
    const res = await call('POST', '/assistant/escalate', {
      chat_history: 'user: where is my invoice?\nbot: On the Billing page.',
      email: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [conversation] = await ctx.db
      .select()
      .from(assistantConversations)
      .where(eq(assistantConversations.rootTs, res.json().root_ts));
    const lines = await linesOf(conversation!.id);
    expect(lines.map((l) => [l.sender, l.text])).toEqual([
      ['user', 'where is my invoice?'],
      ['bot', 'On the Billing page.'],
    ]);
  });

  it('refuses a contact email that is not an address with the panel’s text, escalating nothing', async () => {
    const { session } = (await call('POST', '/assistant/chat', { message: 'hi' })).json();
    const res = await call('POST', '/assistant/escalate', {
      session,
      chat_history: '',
      email: 'ada@example',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: [ASSISTANT_TEXTS.invalidEmail] });
    expect((await conversationOf(session)).status).toBe('bot');
  });

  it("keeps the bot silent while the chat waits for people, the user's words kept for the agent", async () => {
    const { session } = (await call('POST', '/assistant/chat', { message: 'hi' }, mine())).json();
    await call('POST', '/assistant/escalate', { session, chat_history: '' }, mine());
    const res = await call('POST', '/assistant/chat', { message: 'are you there?', session }, mine());
    expect(res.json()).toMatchObject({ reply: '', results: [], answered_by: 'agent_owns' });
    const lines = await linesOf((await conversationOf(session)).id);
    expect(lines.at(-1)).toMatchObject({ sender: 'user', text: 'are you there?' });
    expect(lines.filter((l) => l.sender === 'bot')).toHaveLength(1);
  });

  it('posts to the agent, polls, ends; then the bot answers again and posting says the chat ended', async () => {
    const { session } = (await call('POST', '/assistant/chat', { message: 'hi' })).json();
    const { root_ts, channel_id } = (
      await call('POST', '/assistant/escalate', { session, chat_history: '', name: 'Ada' })
    ).json();
    const post = await call('POST', '/assistant/post-human-reply', {
      text: 'My box 3 is red',
      thread_ts: root_ts,
      channel_id,
    });
    expect(post.json()).toEqual({ ok: true, error: null });
    const poll = await call(
      'GET',
      `/assistant/check-human-reply?thread_ts=${root_ts}&channel_id=${channel_id}`,
    );
    expect(poll.json()).toEqual({ messages: [], root_ts, channel_id: 'support', escalated: true });
    const end = await call('POST', '/assistant/end-escalation', { root_ts, channel_id, name: 'Ada' });
    expect(end.json()).toEqual({ ok: true, diagnostics: null });
    expect((await conversationOf(session)).status).toBe('ended');
    const after = await call(
      'GET',
      `/assistant/check-human-reply?thread_ts=${root_ts}&channel_id=${channel_id}`,
    );
    expect(after.json()).toMatchObject({ escalated: false });
    const late = await call('POST', '/assistant/post-human-reply', {
      text: 'hello?',
      thread_ts: root_ts,
      channel_id,
    });
    expect(late.json()).toEqual({ ok: false, error: 'This chat has ended.' });
    const chat = await call('POST', '/assistant/chat', { message: 'thanks', session });
    expect(chat.json().answered_by).toBe('offline');
    // Ending twice is fine.
    expect((await call('POST', '/assistant/end-escalation', { root_ts, channel_id })).json().ok).toBe(true);
  });

  it("answers 404 for another partner's thread, a wrong channel, and a visitor naming a user's thread", async () => {
    const { session } = (await call('POST', '/assistant/chat', { message: 'hi' }, mine())).json();
    const { root_ts } = (
      await call('POST', '/assistant/escalate', { session, chat_history: '' }, mine())
    ).json();
    const q = (channel: string) => `/assistant/check-human-reply?thread_ts=${root_ts}&channel_id=${channel}`;
    expect((await call('GET', q('support'), undefined, theirs())).statusCode).toBe(404);
    expect((await call('GET', q('support'))).statusCode).toBe(404);
    expect((await call('GET', q('general'), undefined, mine())).statusCode).toBe(404);
    expect((await call('GET', q('support'), undefined, mine())).statusCode).toBe(200);
    const post = await call(
      'POST',
      '/assistant/post-human-reply',
      { text: 'x', thread_ts: root_ts, channel_id: 'support' },
      theirs(),
    );
    expect(post.statusCode).toBe(404);
    const end = await call('POST', '/assistant/end-escalation', { root_ts, channel_id: 'support' }, theirs());
    expect(end.statusCode).toBe(404);
    expect((await conversationOf(session)).status).toBe('waiting');
  });

  it('polls with no thread: nothing, not escalated', async () => {
    const res = await call('GET', '/assistant/check-human-reply');
    expect(res.json()).toEqual({ messages: [], root_ts: null, channel_id: null, escalated: false });
  });
});
