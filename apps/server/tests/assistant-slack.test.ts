import { Writable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  assistantConversations,
  assistantSlackThreads,
  rateLimitCounters,
  ticketMessages,
} from '../src/db/schema';
import { loadConfig } from '../src/config/env';
import { createTestClock } from '../src/lib/clock';
import type { Job } from '../src/jobs/scheduler';
import { READS_PER_RUN } from '../src/modules/assistant/slack/sync';
import { type TestContext, createTestContext } from './helpers/app';
import { assistantCall, signedInAgent } from './helpers/assistant-world';
import { bearer } from './helpers/session';
import { BOT_ID, type FakeSlack, SLACK_CHANNEL, SLACK_TOKEN, startFakeSlack } from './helpers/slack-server';
import { twoPartners } from './helpers/world';

/**
 * The optional Slack bridge of escalations (issue 31 §5, decision 076), against a local server that answers
 * as Slack's Web API documents: an escalation is one thread, the user's and the inbox agents' lines go into
 * it, people's thread replies reach the user's panel once, the chat's end closes it; Slack failing never
 * fails the user's chat or the inbox, is logged once per kind and shown to the agents.
 */
const START = Date.parse('2026-11-29T08:00:00Z');
const clock = createTestClock(new Date(START));
let slack: FakeSlack;
let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let call: ReturnType<typeof assistantCall>;
let alan: Awaited<ReturnType<typeof signedInAgent>>;
let job: Job;
let lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});
const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(async () => {
  slack = await startFakeSlack({ U0GRACE001: { display_name: 'Grace', real_name: 'Grace Mukamana' } });
  ctx = await createTestContext(
    {
      SLACK_BOT_TOKEN: SLACK_TOKEN,
      SLACK_CHANNEL,
      SLACK_API_URL: slack.url,
      LOG_LEVEL: 'info',
    },
    { clock, logStream },
  );
  world = await twoPartners(ctx);
  call = assistantCall(ctx);
  alan = await signedInAgent(ctx, 'Alan');
  const jobs = ctx.app.modules.find((m) => m.name === 'assistant')!.jobs!({
    deps: ctx.app.deps,
    log: ctx.app.log,
  });
  expect(jobs.map((j) => j.name)).toEqual(['assistant-slack-bridge']);
  job = jobs[0]!;
});
afterAll(async () => {
  await ctx.close();
  await slack.close();
});
// Each case starts with no thread open, so the calls counted are the case's own.
beforeEach(async () => {
  slack.setMode('up');
  await ctx.db
    .update(assistantConversations)
    .set({ status: 'ended', endedAt: clock.now() })
    .where(inArray(assistantConversations.status, ['waiting', 'active']));
  later(3600);
  await sync();
});

/** One run of the bridge's job, as the scheduler runs it. */
const sync = () => job.run();
const later = (seconds: number) => clock.set(new Date(clock.now().getTime() + seconds * 1000));

/** A chat of the partner's admin, escalated; its conversation row and the thread pair the panel holds. */
async function escalatedChat(question: string) {
  // Each case's escalations counted from none: a user may escalate 10 times an hour, and this file does more.
  await ctx.db.delete(rateLimitCounters);
  const token = world.mine.tokens.access;
  const { session } = (await call('POST', '/assistant/chat', { message: question }, token)).json();
  const res = await call('POST', '/assistant/escalate', { session, chat_history: '', name: 'Ada' }, token);
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await ctx.db
    .select()
    .from(assistantConversations)
    .where(eq(assistantConversations.session, session));
  return { id: row!.id, session, thread: res.json() as { root_ts: string; channel_id: string }, token };
}

const threadRow = async (conversationId: number) =>
  (
    await ctx.db
      .select()
      .from(assistantSlackThreads)
      .where(eq(assistantSlackThreads.conversationId, conversationId))
  )[0]!;

const poll = (chat: Awaited<ReturnType<typeof escalatedChat>>) =>
  call(
    'GET',
    `/assistant/check-human-reply?thread_ts=${chat.thread.root_ts}&channel_id=${chat.thread.channel_id}`,
    undefined,
    chat.token,
  );

const inbox = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(alan.tokens.access), ...(payload && { payload }) });

describe('an escalation becomes one Slack thread', () => {
  it('posts the conversation once, with the token and the documented body, even for eight escalations at once', async () => {
    const token = world.mine.tokens.access;
    const { session } = (
      await call('POST', '/assistant/chat', { message: 'is box <7> & co offline?' }, token)
    ).json();
    const before = slack.calls.length;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call('POST', '/assistant/escalate', { session, chat_history: '', name: 'Ada' }, token),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.json().root_ts)).size).toBe(1);
    // The escalation answers without waiting for Slack: the job posts it.
    expect(slack.calls.length).toBe(before);
    await sync();
    await sync();
    const posts = slack.calls.slice(before).filter((c) => c.method === 'chat.postMessage');
    expect(posts).toHaveLength(1);
    const [post] = posts;
    expect(post!.headers.authorization).toBe(`Bearer ${SLACK_TOKEN}`);
    expect(post!.headers['content-type']).toMatch(/^application\/json/);
    expect(post!.args.channel).toBe(SLACK_CHANNEL);
    expect(post!.args.thread_ts).toBeUndefined();
    // The user's words escaped for Slack's mrkdwn, so `<7>` is not read as a link.
    expect(post!.args.text).toContain('is box &lt;7&gt; &amp; co offline?');
    expect(post!.args.text).toContain('Ada');
    expect(post!.args.text).toContain('http://dashboard.test/support-inbox?conversation=');
    const [row] = await ctx.db
      .select()
      .from(assistantConversations)
      .where(eq(assistantConversations.session, session));
    const thread = await threadRow(row!.id);
    expect(thread).toMatchObject({ channelId: SLACK_CHANNEL, rootTs: row!.rootTs, failure: null });
    expect(slack.roots().map((m) => m.ts)).toContain(thread.threadTs);
    // The inbox shows where the thread is.
    const seen = (await inbox('GET', `/v1/support-inbox/${row!.id}/`)).json();
    expect(seen.chat_workspace).toEqual({
      channel_id: SLACK_CHANNEL,
      thread_ts: thread.threadTs,
      state: 'posted',
      failure: null,
      failing_since: null,
    });
  });

  it("puts the user's later messages into the thread, once each", async () => {
    const chat = await escalatedChat('my voucher does not work');
    await sync();
    const { threadTs } = await threadRow(chat.id);
    const res = await call(
      'POST',
      '/assistant/post-human-reply',
      { thread_ts: chat.thread.root_ts, channel_id: chat.thread.channel_id, text: 'code ABC-123' },
      chat.token,
    );
    expect(res.json()).toEqual({ ok: true, error: null });
    await sync();
    await sync();
    expect(slack.thread(threadTs!).map((m) => m.text)).toEqual(['Ada: code ABC-123']);
  });
});

describe("a person's reply in the thread", () => {
  it("reaches the user's panel once as 'Agent (name)', and the bot stays silent", async () => {
    const chat = await escalatedChat('router down');
    await sync();
    const { threadTs } = await threadRow(chat.id);
    slack.reply(threadTs!, 'U0GRACE001', 'Hello &amp; welcome, see <https://ared.test/help|the guide>');
    // Another app's message and a join notice in the thread are not the agent's words.
    slack.reply(threadTs!, 'U0OTHERBOT', 'deploy finished', { bot_id: 'B0OTHER' });
    slack.reply(threadTs!, 'U0GRACE001', 'joined', { subtype: 'channel_join' });
    await sync();
    await sync();
    const replies = (await poll(chat)).json();
    expect(replies.escalated).toBe(true);
    expect(replies.messages).toHaveLength(1);
    expect(replies.messages[0]).toMatchObject({
      text: 'Hello & welcome, see the guide (https://ared.test/help)',
      agent_display: 'Grace',
      agent_real: 'Grace',
    });
    // As an in-product agent's reply: the chat is answered, the first-response clock stopped.
    const [row] = await ctx.db
      .select()
      .from(assistantConversations)
      .where(eq(assistantConversations.id, chat.id));
    expect(row).toMatchObject({ status: 'active', agentId: null });
    expect(row!.firstResponseAt).not.toBeNull();
    const asked = await call(
      'POST',
      '/assistant/chat',
      { session: chat.session, message: 'and now?' },
      chat.token,
    );
    expect(asked.json()).toMatchObject({ answered_by: 'agent_owns', reply: '' });
    // users.info was asked once for Grace: later replies use the name kept.
    slack.reply(threadTs!, 'U0GRACE001', 'Try rebooting it');
    await sync();
    expect((await poll(chat)).json().messages.map((m: { text: string }) => m.text)).toEqual([
      'Hello & welcome, see the guide (https://ared.test/help)',
      'Try rebooting it',
    ]);
    expect(slack.calls.filter((c) => c.method === 'users.info')).toHaveLength(1);
    // The escalation's ticket keeps each answer once, as it keeps an in-product agent's.
    const kept = await ctx.db
      .select()
      .from(ticketMessages)
      .where(eq(ticketMessages.ticketId, row!.ticketId!));
    expect(kept.filter((m) => m.author === 'support').map((m) => m.body)).toEqual([
      'Hello & welcome, see the guide (https://ared.test/help)',
      'Try rebooting it',
    ]);
    // Our own bot's messages in the thread (the user's line) are never read back as an agent's.
    expect(
      slack
        .thread(threadTs!)
        .filter((m) => m.bot_id === BOT_ID)
        .map((m) => m.text),
    ).toEqual(['Ada: and now?']);
    expect((await poll(chat)).json().messages).toHaveLength(2);
  });

  it('reads a long thread page by page from the last reply read', async () => {
    const chat = await escalatedChat('many answers');
    await sync();
    const { threadTs } = await threadRow(chat.id);
    for (let i = 1; i <= 130; i += 1)
      slack.reply(threadTs!, 'U0GRACE001', `answer ${i}`, {
        user_profile: { display_name: 'Grace', real_name: 'Grace M' },
      });
    const before = slack.calls.length;
    await sync();
    const reads = slack.calls
      .slice(before)
      .filter((c) => c.method === 'conversations.replies' && c.args.ts === threadTs);
    expect(reads).toHaveLength(2);
    expect(reads[1]!.args.cursor).toBeTruthy();
    expect(reads[0]!.args.oldest).toBe(threadTs);
    await sync();
    const shown = (await poll(chat)).json().messages;
    expect(shown).toHaveLength(130);
    expect(shown.at(-1).text).toBe('answer 130');
    const { readThrough } = await threadRow(chat.id);
    const next = slack.calls
      .filter((c) => c.method === 'conversations.replies' && c.args.ts === threadTs)
      .at(-1)!;
    expect(next.args.oldest).toBe(readThrough);
  });
});

describe("Slack's rate limits", () => {
  it(`reads at most ${READS_PER_RUN} threads a run, the longest unread first`, async () => {
    const chats = [];
    for (let i = 0; i < READS_PER_RUN + 2; i += 1) chats.push(await escalatedChat(`chat ${i}`));
    const readsOf = async () => {
      const before = slack.calls.length;
      await sync();
      return slack.calls
        .slice(before)
        .filter((c) => c.method === 'conversations.replies')
        .map((c) => c.args.ts);
    };
    // Every escalation is posted; the first ones' replies are read.
    const first = await readsOf();
    const threads = await Promise.all(chats.map(async (chat) => (await threadRow(chat.id)).threadTs!));
    expect(slack.roots().filter((m) => threads.includes(m.ts))).toHaveLength(chats.length);
    expect(first).toEqual(threads.slice(0, READS_PER_RUN));
    // Next run: the two never read, then the longest unread of the others.
    expect(await readsOf()).toEqual([...threads.slice(READS_PER_RUN), ...threads.slice(0, 2)]);
  });
});

describe('the support inbox beside the thread', () => {
  it("posts an inbox agent's reply to the thread, and takes a chat answered in Slack", async () => {
    const chat = await escalatedChat('billing question');
    await sync();
    const { threadTs } = await threadRow(chat.id);
    slack.reply(threadTs!, 'U0GRACE001', 'Looking into it');
    await sync();
    // Answered in Slack only: an inbox agent may still answer it (and so takes it).
    const reply = await inbox('POST', `/v1/support-inbox/${chat.id}/reply/`, {
      text: 'Your invoice is paid',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().agent).toMatchObject({ id: alan.id, name: 'Alan' });
    await sync();
    await sync();
    expect(
      slack
        .thread(threadTs!)
        .filter((m) => m.bot_id === BOT_ID)
        .map((m) => m.text),
    ).toEqual(['Agent (Alan) in the support inbox: Your invoice is paid']);
    const texts = (await poll(chat))
      .json()
      .messages.map((m: { text: string; agent_display: string }) => [m.agent_display, m.text]);
    expect(texts).toEqual([
      ['Grace', 'Looking into it'],
      ['Alan', 'Your invoice is paid'],
    ]);
  });

  it('closes the thread with a note when the chat ends, from either side, and reads no more', async () => {
    const byUser = await escalatedChat('ending by user');
    const byAgent = await escalatedChat('ending by agent');
    await sync();
    const userThread = (await threadRow(byUser.id)).threadTs!;
    const agentThread = (await threadRow(byAgent.id)).threadTs!;
    await call(
      'POST',
      '/assistant/end-escalation',
      { root_ts: byUser.thread.root_ts, channel_id: byUser.thread.channel_id },
      byUser.token,
    );
    await inbox('POST', `/v1/support-inbox/${byAgent.id}/end/`);
    await sync();
    const closing = 'This chat has ended. Replies in this thread no longer reach the user.';
    expect(slack.thread(userThread).map((m) => m.text)).toEqual([closing]);
    expect(slack.thread(agentThread).map((m) => m.text)).toEqual([closing]);
    slack.reply(userThread, 'U0GRACE001', 'too late');
    const before = slack.calls.length;
    await sync();
    expect(
      slack.calls.slice(before).filter((c) => c.args.ts === userThread || c.args.thread_ts === userThread),
    ).toEqual([]);
    expect((await poll(byUser)).json()).toMatchObject({ escalated: false, messages: [] });
    expect((await threadRow(byUser.id)).closedAt).not.toBeNull();
    expect((await inbox('GET', `/v1/support-inbox/${byUser.id}/`)).json().chat_workspace.state).toBe(
      'closed',
    );
  });
});

describe('a chat escalated again', () => {
  it('closes the old thread and opens a new one, each with its own lines', async () => {
    const chat = await escalatedChat('first time');
    await sync();
    const old = (await threadRow(chat.id)).threadTs!;
    await call(
      'POST',
      '/assistant/end-escalation',
      { root_ts: chat.thread.root_ts, channel_id: chat.thread.channel_id },
      chat.token,
    );
    const again = await call(
      'POST',
      '/assistant/escalate',
      { session: chat.session, chat_history: '', name: 'Ada' },
      chat.token,
    );
    expect(again.json().root_ts).not.toBe(chat.thread.root_ts);
    await call(
      'POST',
      '/assistant/post-human-reply',
      { thread_ts: again.json().root_ts, channel_id: 'support', text: 'still broken' },
      chat.token,
    );
    await sync();
    await sync();
    const rows = await ctx.db
      .select()
      .from(assistantSlackThreads)
      .where(eq(assistantSlackThreads.conversationId, chat.id))
      .orderBy(assistantSlackThreads.id);
    expect(rows.map((r) => [r.rootTs, r.closedAt !== null])).toEqual([
      [chat.thread.root_ts, true],
      [again.json().root_ts, false],
    ]);
    expect(slack.thread(old).map((m) => m.text)).toEqual([
      'This chat has ended. Replies in this thread no longer reach the user.',
    ]);
    const fresh = rows[1]!.threadTs!;
    // The new thread starts with the whole transcript, the lines since the first escalation included.
    const root = slack.roots().find((m) => m.ts === fresh)!.text;
    expect(root).toContain('first time');
    expect(root).toContain('still broken');
    await call(
      'POST',
      '/assistant/post-human-reply',
      { thread_ts: again.json().root_ts, channel_id: 'support', text: 'any news?' },
      chat.token,
    );
    await sync();
    expect(slack.thread(fresh).map((m) => m.text)).toEqual(['Ada: any news?']);
    expect(slack.thread(old)).toHaveLength(1);
  });
});

describe('when Slack fails', () => {
  it('still escalates and the inbox works; logged once; retried with back-off until Slack answers', async () => {
    lines = [];
    slack.setMode('down');
    const chat = await escalatedChat('slack is down');
    expect(chat.thread.channel_id).toBe('support');
    await sync();
    let thread = await threadRow(chat.id);
    expect(thread).toMatchObject({ threadTs: null, failure: 'unreachable', attempts: 1 });
    const seen = (await inbox('GET', `/v1/support-inbox/${chat.id}/`)).json();
    expect(seen.chat_workspace).toMatchObject({ state: 'failing', failure: 'unreachable' });
    const reply = await inbox('POST', `/v1/support-inbox/${chat.id}/reply/`, {
      text: 'Answered here meanwhile',
    });
    expect(reply.statusCode).toBe(200);
    expect((await poll(chat)).json().messages.map((m: { text: string }) => m.text)).toEqual([
      'Answered here meanwhile',
    ]);
    // Backed off: nothing is asked again before 5 s, then again after 5 s (and 10 s after that).
    const before = slack.calls.length;
    await sync();
    expect(slack.calls.length).toBe(before);
    later(6);
    await sync();
    expect(slack.calls.length).toBe(before + 1);
    thread = await threadRow(chat.id);
    expect(thread.attempts).toBe(2);
    expect(thread.nextAttemptAt!.getTime() - clock.now().getTime()).toBe(10_000);
    const warnings = logged().filter((l) => l.msg === 'Slack bridge: call failed, retrying with back-off');
    expect(warnings).toEqual([
      expect.objectContaining({ slack: 'chat.postMessage', error: 'unreachable', level: 40 }),
    ]);
    // Slack answers again: the thread is posted with both lines, the failure cleared.
    slack.setMode('up');
    later(11);
    await sync();
    thread = await threadRow(chat.id);
    expect(thread).toMatchObject({ failure: null, attempts: 0, nextAttemptAt: null });
    const root = slack.roots().find((m) => m.ts === thread.threadTs)!;
    expect(root.text).toContain('slack is down');
    expect(root.text).toContain('Agent (Alan): Answered here meanwhile');
    expect(logged().filter((l) => l.msg === 'Slack bridge: calls succeed again')).toHaveLength(1);
  });

  it('shows invalid_auth and channel_not_found to the agents, one log line per kind', async () => {
    lines = [];
    const chat = await escalatedChat('bad settings');
    slack.setMode({ error: 'invalid_auth' });
    await sync();
    later(6);
    await sync();
    expect((await threadRow(chat.id)).failure).toBe('invalid_auth');
    slack.setMode({ error: 'channel_not_found' });
    later(11);
    await sync();
    expect((await inbox('GET', `/v1/support-inbox/${chat.id}/`)).json().chat_workspace).toMatchObject({
      state: 'failing',
      failure: 'channel_not_found',
    });
    const kinds = logged()
      .filter((l) => l.msg === 'Slack bridge: call failed, retrying with back-off')
      .map((l) => l.error);
    expect(kinds).toEqual(['invalid_auth', 'channel_not_found']);
    slack.setMode('up');
    later(21);
    await sync();
    expect((await threadRow(chat.id)).threadTs).not.toBeNull();
  });

  it("waits out a rate limit's Retry-After before calling again", async () => {
    const chat = await escalatedChat('rate limited');
    slack.setMode({ rateLimitSeconds: 30 });
    await sync();
    expect((await threadRow(chat.id)).failure).toBe('ratelimited');
    slack.setMode('up');
    const before = slack.calls.length;
    later(20);
    await sync();
    expect(slack.calls.length).toBe(before);
    later(11);
    await sync();
    expect((await threadRow(chat.id)).threadTs).not.toBeNull();
  });

  it('never writes the token to the log', () => {
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(SLACK_TOKEN);
  });
});

describe('without the Slack settings', () => {
  it('makes no call at all: no job, escalations wait in the inbox only', async () => {
    const quiet = await startFakeSlack();
    const plain = await createTestContext({ SLACK_API_URL: quiet.url });
    try {
      const jobs = plain.app.modules.find((m) => m.name === 'assistant')!.jobs!({
        deps: plain.app.deps,
        log: plain.app.log,
      });
      expect(jobs).toEqual([]);
      const res = await assistantCall(plain)('POST', '/assistant/escalate', {
        chat_history: 'user: help',
        name: 'Vi',
      });
      expect(res.json()).toMatchObject({ ok: true, channel_id: 'support' });
      expect(quiet.calls).toEqual([]);
    } finally {
      await plain.close();
      await quiet.close();
    }
  });

  it('refuses half the settings and a channel name instead of its id', () => {
    const env = { DATA_DIR: '/tmp/ared-slack-config-test', JWT_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig({ ...env, SLACK_BOT_TOKEN: 'xoxb-1' })).toThrow(
      /SLACK_CHANNEL: required when any SLACK_ setting is given/,
    );
    expect(() => loadConfig({ ...env, SLACK_CHANNEL: 'C0123' })).toThrow(/SLACK_BOT_TOKEN: required/);
    expect(() => loadConfig({ ...env, SLACK_BOT_TOKEN: 'xoxb-1', SLACK_CHANNEL: '#support' })).toThrow(
      /SLACK_CHANNEL: must be a channel id/,
    );
    expect(
      loadConfig({
        ...env,
        SLACK_BOT_TOKEN: 'xoxb-1',
        SLACK_CHANNEL: 'C0123',
        SLACK_API_URL: 'http://127.0.0.1:9/api/',
      }).slack,
    ).toEqual({
      token: 'xoxb-1',
      channelId: 'C0123',
      apiUrl: 'http://127.0.0.1:9/api',
      pollIntervalMs: 5000,
    });
  });
});
