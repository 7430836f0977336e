import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSupportConversationSchema } from '@ared/contract/assistant';
import { assistantConversations } from '../src/db/schema';
import { createTestClock } from '../src/lib/clock';
import { type TestContext, createTestContext } from './helpers/app';
import { assistantCall, signedInAgent } from './helpers/assistant-world';
import { bearer } from './helpers/session';
import { twoPartners } from './helpers/world';

/**
 * The support inbox (issue 31 §5): support agents only; the queue oldest first; take over, reply (the user
 * reads 'Agent (name):' lines through the poll), the first-response clock, end.
 */
const clock = createTestClock('2026-11-29T08:00:00Z');
let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let call: ReturnType<typeof assistantCall>;
let grace: Awaited<ReturnType<typeof signedInAgent>>;
let alan: Awaited<ReturnType<typeof signedInAgent>>;

beforeAll(async () => {
  ctx = await createTestContext({}, { clock });
  world = await twoPartners(ctx);
  call = assistantCall(ctx);
  grace = await signedInAgent(ctx, 'Grace');
  alan = await signedInAgent(ctx, 'Alan');
});
afterAll(() => ctx.close());

const inbox = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

/** A chat escalated by the partner's admin (or a visitor), `minutes` after the clock's start. */
async function escalated(minutes: number, token?: string) {
  clock.set(new Date(Date.parse('2026-11-29T08:00:00Z') + minutes * 60_000));
  const { session } = (
    await call('POST', '/assistant/chat', { message: `question at ${minutes}` }, token)
  ).json();
  const thread = (
    await call('POST', '/assistant/escalate', { session, chat_history: '', name: 'Ada' }, token)
  ).json();
  const [row] = await ctx.db
    .select()
    .from(assistantConversations)
    .where(eq(assistantConversations.session, session));
  return { id: row!.id, session, thread };
}

describe('who may use the support inbox', () => {
  it('refuses partners’ admins and staff (403) and anonymous callers (401); agents are in', async () => {
    const { id } = await escalated(0, world.mine.tokens.access);
    const urls: ['GET' | 'POST', string, object?][] = [
      ['GET', '/v1/support-inbox/'],
      ['GET', `/v1/support-inbox/${id}/`],
      ['POST', `/v1/support-inbox/${id}/take-over/`],
      ['POST', `/v1/support-inbox/${id}/reply/`, { text: 'hi' }],
      ['POST', `/v1/support-inbox/${id}/end/`],
    ];
    for (const [method, url, payload] of urls) {
      const admin = await inbox(method, url, world.mine.tokens.access, payload);
      expect(admin.statusCode, `${method} ${url}`).toBe(403);
      expect(admin.json().detail).toBe('Only a support agent can use the support inbox.');
      const anonymous = await ctx.app.inject({ method, url, ...(payload && { payload }) });
      expect(anonymous.statusCode).toBe(401);
    }
    const [row] = await ctx.db.select().from(assistantConversations).where(eq(assistantConversations.id, id));
    expect(row).toMatchObject({ status: 'waiting', agentId: null });
    expect((await inbox('GET', `/v1/support-inbox/${id}/`, grace.tokens.access)).statusCode).toBe(200);
  });

  it("gives a support agent none of a partner's dashboard calls", async () => {
    const res = await inbox('GET', '/v1/tickets/', grace.tokens.access);
    expect(res.statusCode).toBe(403);
    const me = await inbox('GET', '/v1/auth/users/me/', grace.tokens.access);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().email).toBe(grace.email);
  });

  it('answers a support agent on the assistant as a visitor: no partner data', async () => {
    const res = await call('POST', '/assistant/chat', { message: 'hi' }, grace.tokens.access);
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(assistantConversations)
      .where(eq(assistantConversations.session, res.json().session));
    expect(row).toMatchObject({ userId: null, partnerId: null });
  });
});

describe('the queue and a conversation', () => {
  it('lists waiting chats oldest escalation first, with contact, partner and last message', async () => {
    await ctx.db.delete(assistantConversations);
    const late = await escalated(30, world.theirs.tokens.access);
    const early = await escalated(10, world.mine.tokens.access);
    const visitor = await escalated(20);
    const res = await inbox('GET', '/v1/support-inbox/?status=waiting', grace.tokens.access);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.count).toBe(3);
    expect(page.results.map((c: { id: number }) => c.id)).toEqual([early.id, visitor.id, late.id]);
    expect(page.results[0]).toMatchObject({
      status: 'waiting',
      partner: { id: world.mine.partner.id, name: 'mine Net' },
      agent: null,
      first_response_at: null,
      escalated_at: '2026-11-29T08:10:00.000Z',
      last_message: expect.any(String),
      ticket_id: expect.any(Number),
    });
    expect(page.results[1]).toMatchObject({ partner: null, ticket_id: null, contact: { name: 'Ada' } });
  });

  it('shows one chat with its transcript and the context captured at escalation; a bot-only chat is not found', async () => {
    const { id } = await escalated(40, world.mine.tokens.access);
    const res = await inbox('GET', `/v1/support-inbox/${id}/`, grace.tokens.access);
    const body = ZSupportConversationSchema.parse(res.json());
    expect(body.transcript.map((l) => [l.sender, l.text])).toEqual([
      ['user', 'question at 40'],
      ['bot', expect.any(String)],
    ]);
    expect(body.context.partner?.id).toBe(world.mine.partner.id);
    expect(body.context.boxes_offline.length).toBe(world.mine.routers.length);
    const bot = (await call('POST', '/assistant/chat', { message: 'only the bot' })).json();
    const [row] = await ctx.db
      .select()
      .from(assistantConversations)
      .where(eq(assistantConversations.session, bot.session));
    expect((await inbox('GET', `/v1/support-inbox/${row!.id}/`, grace.tokens.access)).statusCode).toBe(404);
    expect((await inbox('GET', '/v1/support-inbox/999999/', grace.tokens.access)).statusCode).toBe(404);
  });
});

describe('answering', () => {
  it('take over, reply, and the user reads it as the agent through the poll; the clock stops at the first reply', async () => {
    const { id, session, thread } = await escalated(50, world.mine.tokens.access);
    const taken = await inbox('POST', `/v1/support-inbox/${id}/take-over/`, grace.tokens.access);
    expect(taken.json()).toMatchObject({ status: 'active', agent: { id: grace.id, name: 'Grace' } });
    // The bot stays silent under the agent.
    const chat = await call(
      'POST',
      '/assistant/chat',
      { message: 'still there?', session },
      world.mine.tokens.access,
    );
    expect(chat.json()).toMatchObject({ answered_by: 'agent_owns', reply: '' });
    clock.set('2026-11-29T09:05:00Z');
    const reply = await inbox('POST', `/v1/support-inbox/${id}/reply/`, grace.tokens.access, {
      text: 'Box 3 is back now.',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().first_response_at).toBe('2026-11-29T09:05:00.000Z');
    clock.set('2026-11-29T09:07:00Z');
    const second = await inbox('POST', `/v1/support-inbox/${id}/reply/`, grace.tokens.access, {
      text: 'Anything else?',
    });
    expect(second.json().first_response_at).toBe('2026-11-29T09:05:00.000Z');
    const poll = await call(
      'GET',
      `/assistant/check-human-reply?thread_ts=${thread.root_ts}&channel_id=support`,
      undefined,
      world.mine.tokens.access,
    );
    expect(poll.json()).toMatchObject({ escalated: true, root_ts: thread.root_ts, channel_id: 'support' });
    expect(poll.json().messages).toEqual([
      expect.objectContaining({
        text: 'Box 3 is back now.',
        agent_display: 'Grace',
        channel: 'support',
        root_ts: thread.root_ts,
        user: String(grace.id),
      }),
      expect.objectContaining({ text: 'Anything else?', agent_display: 'Grace' }),
    ]);
    const transcript = (await inbox('GET', `/v1/support-inbox/${id}/`, grace.tokens.access)).json()
      .transcript;
    // The user's lines under the name given in the contact form.
    expect(transcript.map((l: { sender: string; name: string }) => `${l.sender}:${l.name}`)).toEqual([
      'user:Ada',
      'bot:Bot',
      'user:Ada',
      'agent:Grace',
      'agent:Grace',
    ]);
  });

  it('a reply takes a waiting chat; another agent must take it over before answering (409)', async () => {
    const { id } = await escalated(60);
    const first = await inbox('POST', `/v1/support-inbox/${id}/reply/`, grace.tokens.access, {
      text: 'Hello',
    });
    expect(first.json()).toMatchObject({ status: 'active', agent: { id: grace.id } });
    const other = await inbox('POST', `/v1/support-inbox/${id}/reply/`, alan.tokens.access, {
      text: 'Me too',
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().detail).toBe('Another agent answers this chat. Take it over first.');
    const mine = await inbox('GET', '/v1/support-inbox/?status=mine', alan.tokens.access);
    expect(mine.json().results.map((c: { id: number }) => c.id)).not.toContain(id);
    await inbox('POST', `/v1/support-inbox/${id}/take-over/`, alan.tokens.access);
    const after = await inbox('POST', `/v1/support-inbox/${id}/reply/`, alan.tokens.access, {
      text: 'Alan here',
    });
    expect(after.json()).toMatchObject({ agent: { id: alan.id, name: 'Alan' } });
    const mineNow = await inbox('GET', '/v1/support-inbox/?status=mine', alan.tokens.access);
    expect(mineNow.json().results.map((c: { id: number }) => c.id)).toContain(id);
  });

  it('ends: the poll says not escalated, the user can no longer post, the agent can no longer reply', async () => {
    const { id, thread } = await escalated(70);
    const end = await inbox('POST', `/v1/support-inbox/${id}/end/`, grace.tokens.access);
    expect(end.json()).toMatchObject({ status: 'ended', ended_at: expect.any(String) });
    const poll = await call(
      'GET',
      `/assistant/check-human-reply?thread_ts=${thread.root_ts}&channel_id=support`,
    );
    expect(poll.json().escalated).toBe(false);
    const post = await call('POST', '/assistant/post-human-reply', {
      text: 'hello?',
      thread_ts: thread.root_ts,
      channel_id: 'support',
    });
    expect(post.json()).toEqual({ ok: false, error: 'This chat has ended.' });
    const reply = await inbox('POST', `/v1/support-inbox/${id}/reply/`, grace.tokens.access, { text: 'x' });
    expect(reply.statusCode).toBe(409);
    const ended = await inbox('GET', '/v1/support-inbox/?status=ended', grace.tokens.access);
    expect(ended.json().results.map((c: { id: number }) => c.id)).toContain(id);
  });

  it("a new escalation of an ended chat starts a new thread without the earlier agent's lines", async () => {
    const { id, session } = await escalated(80);
    await inbox('POST', `/v1/support-inbox/${id}/reply/`, grace.tokens.access, { text: 'First time' });
    await inbox('POST', `/v1/support-inbox/${id}/end/`, grace.tokens.access);
    clock.set('2026-11-29T10:00:00Z');
    const again = (await call('POST', '/assistant/escalate', { session, chat_history: '' })).json();
    const poll = await call(
      'GET',
      `/assistant/check-human-reply?thread_ts=${again.root_ts}&channel_id=support`,
    );
    expect(poll.json()).toMatchObject({ messages: [], escalated: true });
    const row = (await inbox('GET', `/v1/support-inbox/${id}/`, grace.tokens.access)).json();
    expect(row).toMatchObject({ status: 'waiting', agent: null, first_response_at: null });
  });

  it('refuses a blank reply (400) and a bad status (400)', async () => {
    const { id } = await escalated(90);
    expect(
      (await inbox('POST', `/v1/support-inbox/${id}/reply/`, grace.tokens.access, { text: '  ' })).statusCode,
    ).toBe(400);
    expect((await inbox('GET', '/v1/support-inbox/?status=open', grace.tokens.access)).statusCode).toBe(400);
  });
});
