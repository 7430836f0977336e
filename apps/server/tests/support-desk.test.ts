import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSupportDeskPageSchema, ZSupportDeskTicketDetailSchema } from '@ared/contract/tickets';
import { assistantConversations, ticketMessages, tickets } from '../src/db/schema';
import { createTestClock } from '../src/lib/clock';
import { type TestContext, createTestContext } from './helpers/app';
import { assistantCall, signedInAgent } from './helpers/assistant-world';
import { bearer } from './helpers/session';
import { twoPartners } from './helpers/world';

/**
 * Issue 31: everyday support tickets answered from the support inbox (every partner's tickets, for the
 * platform's support agents only), and an escalated chat's lines kept in the ticket the escalation opened.
 */
const clock = createTestClock('2026-11-29T08:00:00Z');
let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let grace: Awaited<ReturnType<typeof signedInAgent>>;

beforeAll(async () => {
  ctx = await createTestContext({ SUPPORT_EMAIL: 'helpdesk@example.com' }, { clock });
  world = await twoPartners(ctx);
  grace = await signedInAgent(ctx, 'Grace');
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
const asAgent = (method: Method, url: string, payload?: object) =>
  call(method, url, grace.tokens.access, payload);

/** A ticket opened by a partner's admin `minutes` after eight. */
async function opened(who: 'mine' | 'theirs', subject: string, minutes: number) {
  clock.set(new Date(Date.parse('2026-11-29T08:00:00Z') + minutes * 60_000));
  const res = await call('POST', '/v1/tickets/', world[who].tokens.access, {
    subject,
    department: 'Router',
    priority: 'High',
    message: `${subject}: since noon`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const ticketRow = async (id: number) => (await ctx.db.select().from(tickets).where(eq(tickets.id, id)))[0]!;
const messagesOfTicket = (id: number) =>
  ctx.db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, id)).orderBy(ticketMessages.id);

async function outbox() {
  const files = readdirSync(ctx.config.mailDir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return Promise.all(files.map((f) => simpleParser(readFileSync(join(ctx.config.mailDir, f)))));
}

describe('who may use the support desk', () => {
  it('refuses partners’ admins and staff (403) and anonymous callers (401), and changes nothing', async () => {
    const id = await opened('mine', 'Who may answer', 0);
    const urls: [Method, string, object?][] = [
      ['GET', '/v1/support-inbox/tickets/'],
      ['GET', `/v1/support-inbox/tickets/${id}/`],
      ['POST', `/v1/support-inbox/tickets/${id}/reply/`, { body: 'hi', status: 'close' }],
      ['POST', `/v1/support-inbox/tickets/${id}/status/`, { is_open: false }],
    ];
    for (const [method, url, payload] of urls) {
      const admin = await call(method, url, world.mine.tokens.access, payload);
      expect(admin.statusCode, `${method} ${url}`).toBe(403);
      expect(admin.json().detail).toBe('Only a support agent can use the support inbox.');
      const anonymous = await ctx.app.inject({ method, url, ...(payload && { payload }) });
      expect(anonymous.statusCode).toBe(401);
    }
    expect(await ticketRow(id)).toMatchObject({ isOpen: true, lastAuthor: 'partner' });
    expect(await messagesOfTicket(id)).toHaveLength(1);
  });
});

describe('the tabs', () => {
  it('lists every partner’s tickets: awaiting an answer longest waiting first, open, closed', async () => {
    const older = await opened('theirs', 'Older question', 10);
    const newer = await opened('mine', 'Newer question', 20);
    const res = await asAgent('GET', '/v1/support-inbox/tickets/?status=awaiting&page_size=100');
    expect(res.statusCode, res.body).toBe(200);
    const page = ZSupportDeskPageSchema.parse(res.json());
    const ids = page.results.map((t) => t.id);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    const row = page.results.find((t) => t.id === older)!;
    expect(row.partner).toEqual({ id: world.theirs.partner.id, name: 'theirs Net' });
    expect(row.user?.email).toBe(world.theirs.admin.email);

    // Answered: no longer awaiting, still open; closed: only under closed.
    await asAgent('POST', `/v1/support-inbox/tickets/${older}/reply/`, { body: 'Restart it' });
    await asAgent('POST', `/v1/support-inbox/tickets/${newer}/status/`, { is_open: false });
    const tab = async (status: string) =>
      ZSupportDeskPageSchema.parse(
        (await asAgent('GET', `/v1/support-inbox/tickets/?status=${status}&page_size=100`)).json(),
      ).results.map((t) => t.id);
    expect(await tab('awaiting')).not.toContain(older);
    expect(await tab('awaiting')).not.toContain(newer);
    expect(await tab('open')).toContain(older);
    expect(await tab('open')).not.toContain(newer);
    expect(await tab('closed')).toEqual(expect.arrayContaining([newer]));
    expect(await tab('closed')).not.toContain(older);
  });

  it('answers 400 with field errors to a bad tab or page, 404 to a ticket that does not exist', async () => {
    const bad = await asAgent('GET', '/v1/support-inbox/tickets/?status=everything');
    expect(bad.statusCode).toBe(400);
    expect((await asAgent('GET', '/v1/support-inbox/tickets/?page=0')).statusCode).toBe(400);
    expect((await asAgent('GET', '/v1/support-inbox/tickets/999999/')).statusCode).toBe(404);
    expect((await asAgent('POST', '/v1/support-inbox/tickets/999999/reply/', { body: 'x' })).statusCode).toBe(
      404,
    );
    expect(
      (await asAgent('POST', '/v1/support-inbox/tickets/999999/status/', { is_open: true })).statusCode,
    ).toBe(404);
  });
});

describe('answering a ticket', () => {
  it('adds support’s answer to the conversation, mails the user, and the partner reads it', async () => {
    const id = await opened('mine', 'Box 3 is down', 30);
    const res = await asAgent('POST', `/v1/support-inbox/tickets/${id}/reply/`, {
      body: 'We restarted it from here.',
      status: 'close',
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = ZSupportDeskTicketDetailSchema.parse(res.json());
    expect(detail.is_open).toBe(false);
    expect(detail.last_author).toBe('support');
    expect(detail.messages.map((m) => [m.author, m.body])).toEqual([
      ['partner', 'Box 3 is down: since noon'],
      ['support', 'We restarted it from here.'],
    ]);
    const mail = (await outbox()).find(
      (m) => m.subject?.includes(`[Ticket #${id}]`) && m.text?.includes('We restarted it from here.'),
    );
    expect(mail, 'the answer is mailed to the user who opened the ticket').toBeDefined();
    expect(JSON.stringify(mail!.to)).toContain(world.mine.admin.email);
    // The partner's own conversation shows it, as an answer by mail would.
    const theirView = await call('GET', `/v1/tickets/${id}/messages/`, world.mine.tokens.access);
    expect(theirView.json().results.at(-1)).toMatchObject({ author: 'support', author_name: 'Support' });
  });

  it('refuses an empty or oversized answer with a field error, and changes nothing', async () => {
    const id = await opened('mine', 'Empty answer', 40);
    for (const payload of [
      { body: '   ' },
      { body: 'x'.repeat(5001) },
      { body: 'ok', status: 'later' },
      {},
    ]) {
      const res = await asAgent('POST', `/v1/support-inbox/tickets/${id}/reply/`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await messagesOfTicket(id)).toHaveLength(1);
    expect(await ticketRow(id)).toMatchObject({ isOpen: true, lastAuthor: 'partner' });
  });

  it('takes eight answers sent at once one after another: eight messages, the ticket’s last activity the last', async () => {
    const id = await opened('theirs', 'Many answers', 50);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        asAgent('POST', `/v1/support-inbox/tickets/${id}/reply/`, { body: `answer ${i}` }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const messages = await messagesOfTicket(id);
    expect(messages).toHaveLength(9);
    const row = await ticketRow(id);
    expect(row.lastAuthor).toBe('support');
    expect(row.lastActivity.getTime()).toBe(Math.max(...messages.map((m) => m.created.getTime())));
  });

  it('reopens a closed ticket by the status call, without a message or a mail', async () => {
    const id = await opened('mine', 'Closed by mistake', 60);
    await asAgent('POST', `/v1/support-inbox/tickets/${id}/status/`, { is_open: false });
    const mailsBefore = (await outbox()).length;
    const res = await asAgent('POST', `/v1/support-inbox/tickets/${id}/status/`, { is_open: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().is_open).toBe(true);
    expect(await messagesOfTicket(id)).toHaveLength(1);
    expect((await outbox()).length).toBe(mailsBefore);
    expect(
      (await asAgent('POST', `/v1/support-inbox/tickets/${id}/status/`, { is_open: 'no' })).statusCode,
    ).toBe(400);
  });
});

describe('an escalated chat kept in its ticket', () => {
  it('copies the agent’s answers and the user’s messages into the ticket the escalation opened', async () => {
    const chat = assistantCall(ctx);
    clock.set(new Date('2026-11-29T10:00:00Z'));
    const token = world.mine.tokens.access;
    const { session } = (await chat('POST', '/assistant/chat', { message: 'my box is slow' }, token)).json();
    const thread = (
      await chat('POST', '/assistant/escalate', { session, chat_history: '', name: 'Ada' }, token)
    ).json();
    const [conversation] = await ctx.db
      .select()
      .from(assistantConversations)
      .where(eq(assistantConversations.session, session));
    const ticketId = conversation!.ticketId!;
    expect(ticketId).toBeGreaterThan(0);

    const reply = await asAgent('POST', `/v1/support-inbox/${conversation!.id}/reply/`, {
      text: 'Which box is it?',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const posted = await chat(
      'POST',
      '/assistant/post-human-reply',
      { text: 'The one at the café', thread_ts: thread.root_ts, channel_id: thread.channel_id },
      token,
    );
    expect(posted.json()).toMatchObject({ ok: true });

    const lines = (await messagesOfTicket(ticketId)).map((m) => [m.author, m.body, m.userId]);
    expect(lines.slice(-2)).toEqual([
      ['support', 'Which box is it?', null],
      ['partner', 'The one at the café', world.mine.admin.id],
    ]);
    // The partner reads the answer under Support Tickets; the other partner cannot reach the ticket.
    const mine = await call('GET', `/v1/tickets/${ticketId}/messages/`, token);
    expect(mine.json().results.map((m: { body: string }) => m.body)).toContain('Which box is it?');
    expect(
      (await call('GET', `/v1/tickets/${ticketId}/messages/`, world.theirs.tokens.access)).statusCode,
    ).toBe(404);
    // No mail for chat lines: the people are talking in the chat.
    expect((await outbox()).filter((m) => m.text?.includes('Which box is it?'))).toHaveLength(0);
  });
});
