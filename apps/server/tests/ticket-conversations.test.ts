import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketMessages, tickets } from '../src/db/schema';
import { type TestContext, createTestContext } from './helpers/app';
import { requester, signInWithOtp } from './helpers/session';
import { twoPartners } from './helpers/world';

/** Issue 29 §3, decision 056: a ticket is a conversation, threaded by mail with support. */

const SECRET = 'inbound-secret-for-the-tests-0123456789';
let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
const logLines: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext(
    { SUPPORT_EMAIL: 'helpdesk@example.com', INBOUND_MAIL_SECRET: SECRET, LOG_LEVEL: 'info' },
    { logStream: { write: (line: string) => void logLines.push(line) } },
  );
  world = await twoPartners(ctx);
});
afterAll(() => ctx.close());

const as = (...args: Parameters<ReturnType<typeof requester>>) =>
  requester(ctx, () => world.mine.tokens.access)(...args);
const asTheirs = (...args: Parameters<ReturnType<typeof requester>>) =>
  requester(ctx, () => world.theirs.tokens.access)(...args);

const open = async (subject: string, message = 'Since noon') => {
  const res = await as('POST', '/v1/tickets/', { subject, department: 'Router', priority: 'High', message });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
};

/** Every mail of the outbox, parsed as a mail client would (headers, threading, text). */
async function outbox() {
  const files = readdirSync(ctx.config.mailDir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return Promise.all(files.map((f) => simpleParser(readFileSync(join(ctx.config.mailDir, f)))));
}
const mailsAbout = async (ticketId: number) =>
  (await outbox()).filter((m) => m.subject?.includes(`[Ticket #${ticketId}]`));

const tokenOf = async (ticketId: number) =>
  (await ctx.db.select().from(tickets).where(eq(tickets.id, ticketId)))[0]!.replyToken;
const messageCount = async () => (await ctx.db.select().from(ticketMessages)).length;

const inbound = (raw: unknown, secret: string | null = SECRET) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/tickets/inbound-mail/',
    headers: secret === null ? {} : { authorization: `Bearer ${secret}` },
    payload: { raw },
  });

/** Support's reply as a mail client writes it: its text, then the quoted history. */
const supportMail = (to: string, text: string, extra = '') =>
  [
    'From: Support Agent <agent@example.com>',
    `To: ${to}`,
    'Subject: Re: [Ticket #999] anything',
    'Message-ID: <reply-1@example.com>',
    extra,
    'Content-Type: text/plain; charset=utf-8',
    '',
    text,
    '',
    'On Sat, 28 Nov 2026 at 16:00, ARED Partner Dashboard <no-reply@ared.local>',
    'wrote:',
    '> A new support ticket from mine Net.',
    '> Since noon',
  ]
    .filter((l) => l !== '')
    .join('\r\n')
    .replace(
      'Content-Type: text/plain; charset=utf-8\r\n',
      'Content-Type: text/plain; charset=utf-8\r\n\r\n',
    );

describe('a new ticket', () => {
  it('starts its conversation with its description, and its support mail is the thread root with a token Reply-To', async () => {
    const { id } = await open('Box 3 offline');
    const res = await as('GET', `/v1/tickets/${id}/messages/`);
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      expect.objectContaining({ author: 'partner', body: 'Since noon', author_name: expect.any(String) }),
    ]);
    const [mail] = await mailsAbout(id);
    expect(mail!.messageId).toBe(`<ticket-${id}@ared.local>`);
    const token = await tokenOf(id);
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(mail!.replyTo!.value[0]!.address).toBe(`helpdesk+t-${token}@example.com`);
    expect(mail!.subject).not.toContain(token);
  });

  it('without a message starts with its subject, and each ticket has its own token', async () => {
    const a = await open('Only a subject', '');
    const b = await open('Another');
    expect((await as('GET', `/v1/tickets/${a.id}/messages/`)).json().results[0].body).toBe('Only a subject');
    expect(await tokenOf(a.id)).not.toBe(await tokenOf(b.id));
  });
});

describe('GET /v1/tickets/{id}/ and /messages/', () => {
  it("answers 404 for another partner's ticket and for none", async () => {
    const theirs = (
      await asTheirs('POST', '/v1/tickets/', { subject: 'Theirs', department: 'Other', priority: 'Low' })
    ).json();
    for (const url of [
      `/v1/tickets/${theirs.id}/`,
      `/v1/tickets/${theirs.id}/messages/`,
      '/v1/tickets/999999/',
    ])
      expect((await as('GET', url)).statusCode, url).toBe(404);
    expect((await as('GET', '/v1/tickets/abc/messages/')).statusCode).toBe(404);
    expect((await asTheirs('GET', `/v1/tickets/${theirs.id}/`)).json()).toMatchObject({
      subject: 'Theirs',
      is_open: true,
      last_author: 'partner',
    });
  });
});

describe('POST /v1/tickets/{id}/messages/ (a partner reply)', () => {
  it('adds the reply (admins and staff), mails support in the thread with the token Reply-To', async () => {
    const { id } = await open('Slow speeds');
    const reply = await as('POST', `/v1/tickets/${id}/messages/`, { body: '  Still slow today  ' });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ author: 'partner', body: 'Still slow today' });
    const staff = await signInWithOtp(ctx, world.mine.staff.email);
    expect(
      (await as('POST', `/v1/tickets/${id}/messages/`, { body: 'Staff here' }, staff.access)).statusCode,
    ).toBe(201);
    const bodies = (await as('GET', `/v1/tickets/${id}/messages/`))
      .json()
      .results.map((m: { body: string }) => m.body);
    expect(bodies).toEqual(['Since noon', 'Still slow today', 'Staff here']);

    const mails = await mailsAbout(id);
    expect(mails).toHaveLength(3);
    const root = `<ticket-${id}@ared.local>`;
    const token = await tokenOf(id);
    for (const mail of mails.slice(1)) {
      expect(mail.to).toMatchObject({ value: [{ address: 'helpdesk@example.com' }] });
      expect(mail.subject).toBe(`Re: [Ticket #${id}] Slow speeds`);
      expect(mail.inReplyTo).toBe(root);
      expect(mail.references).toBe(root);
      expect(mail.messageId).toMatch(new RegExp(`^<ticket-${id}-m\\d+-support@ared\\.local>$`));
      expect(mail.replyTo!.value[0]!.address).toBe(`helpdesk+t-${token}@example.com`);
    }
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(3);
    expect(mails[1]!.text).toContain('Still slow today');
    const ticket = (await as('GET', `/v1/tickets/${id}/`)).json();
    expect(ticket.last_author).toBe('partner');
    expect(Date.parse(ticket.last_activity)).toBeGreaterThan(Date.parse(ticket.created));
  });

  it('reopens a closed ticket', async () => {
    const { id } = await open('Solved once');
    await ctx.db.update(tickets).set({ isOpen: false }).where(eq(tickets.id, id));
    expect((await as('POST', `/v1/tickets/${id}/messages/`, { body: 'It is back' })).statusCode).toBe(201);
    expect((await as('GET', `/v1/tickets/${id}/`)).json().is_open).toBe(true);
  });

  it("refuses another partner's ticket with 404 and bad bodies with field errors, changing nothing", async () => {
    const { id } = await open('Validation');
    const before = await messageCount();
    const outboxBefore = (await outbox()).length;
    expect((await asTheirs('POST', `/v1/tickets/${id}/messages/`, { body: 'not mine' })).statusCode).toBe(
      404,
    );
    const empty = await as('POST', `/v1/tickets/${id}/messages/`, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ body: ['Message is required'] });
    expect((await as('POST', `/v1/tickets/${id}/messages/`, {})).json()).toEqual({
      body: ['Message is required'],
    });
    const long = await as('POST', `/v1/tickets/${id}/messages/`, { body: 'x'.repeat(5001) });
    expect(long.json()).toEqual({ body: ['Ensure this field has no more than 5000 characters.'] });
    const nul = await as('POST', `/v1/tickets/${id}/messages/`, { body: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().body).toEqual(['Null characters are not allowed.']);
    expect((await as('POST', '/v1/tickets/999999/messages/', { body: 'none' })).statusCode).toBe(404);
    expect(await messageCount()).toBe(before);
    expect((await outbox()).length).toBe(outboxBefore);
  });

  it('keeps HTML as the text it is (the web shows it as text)', async () => {
    const { id } = await open('Markup');
    const body = '<img src=x onerror=alert(1)> & <b>bold</b>';
    expect((await as('POST', `/v1/tickets/${id}/messages/`, { body })).json().body).toBe(body);
    expect((await as('GET', `/v1/tickets/${id}/messages/`)).json().results[1].body).toBe(body);
  });
});

describe('POST /v1/tickets/inbound-mail/ (support replies by mail)', () => {
  it('adds support’s reply to the ticket its token names (not its subject), without the quoted history, and mails the author in the thread', async () => {
    const { id } = await open('Router reboots');
    const token = await tokenOf(id);
    const raw = supportMail(
      `"Support" <helpdesk+t-${token}@example.com>`,
      'We replaced the power supply.\n-- \nAgent',
    );
    const res = await inbound(raw);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ ticket: id, message: expect.any(Number) });
    const messages = (await as('GET', `/v1/tickets/${id}/messages/`)).json().results;
    expect(messages.at(-1)).toMatchObject({
      author: 'support',
      author_name: 'Support',
      body: 'We replaced the power supply.',
    });
    const ticket = (await as('GET', `/v1/tickets/${id}/`)).json();
    expect(ticket).toMatchObject({ is_open: true, last_author: 'support' });

    const toAuthor = (await mailsAbout(id)).find((m) => m.text?.includes('replaced the power supply'));
    expect(toAuthor!.to).toMatchObject({ value: [{ address: world.mine.admin.email }] });
    expect(toAuthor!.inReplyTo).toBe(`<ticket-${id}@ared.local>`);
    expect(toAuthor!.references).toBe(`<ticket-${id}@ared.local>`);
    expect(toAuthor!.replyTo).toBeUndefined();
    expect(toAuthor!.text).not.toContain(token);
  });

  it('closes the ticket on a "#close" line; finds the token in Delivered-To when To is the bare address', async () => {
    const { id } = await open('Please close');
    const token = await tokenOf(id);
    const raw = supportMail(
      'helpdesk@example.com',
      'Fixed on our side.\n#close',
      `Delivered-To: helpdesk+t-${token}@example.com`,
    );
    expect((await inbound(raw)).statusCode).toBe(201);
    const ticket = (await as('GET', `/v1/tickets/${id}/`)).json();
    expect(ticket.is_open).toBe(false);
    expect((await as('GET', `/v1/tickets/${id}/messages/`)).json().results.at(-1).body).toBe(
      'Fixed on our side.',
    );
  });

  it('reads a multipart HTML mail with a real MIME parser (quoted-printable, HTML turned into text)', async () => {
    const { id } = await open('Html reply');
    const token = await tokenOf(id);
    const raw = [
      `To: helpdesk+t-${token}@example.com`,
      'From: agent@example.com',
      'Subject: =?UTF-8?Q?R=C3=A9ponse?=',
      'MIME-Version: 1.0',
      'Content-Type: multipart/alternative; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      '<p>Caf=C3=A9 router is <b>fine</b> now.</p>',
      '--b1--',
      '',
    ].join('\r\n');
    expect((await inbound(raw)).statusCode).toBe(201);
    expect((await as('GET', `/v1/tickets/${id}/messages/`)).json().results.at(-1).body).toContain(
      'Café router is fine now.',
    );
  });

  it('refuses bad, unauthenticated and unknown-token posts with a 4xx, changes nothing and logs no line at info', async () => {
    const { id } = await open('Bad posts');
    const token = await tokenOf(id);
    const good = supportMail(`helpdesk+t-${token}@example.com`, 'hello');
    const before = await messageCount();
    const mailsBefore = (await outbox()).length;
    const linesBefore = logLines.length;
    expect((await inbound(good, null)).statusCode).toBe(401);
    expect((await inbound(good, 'wrong-secret-wrong-secret-wrong-secret')).statusCode).toBe(401);
    const unknown = await inbound(supportMail(`helpdesk+t-${'0'.repeat(32)}@example.com`, 'hello'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'No ticket has this reply address.' });
    // The subject names the ticket, the recipients do not: no match.
    const bySubject = await inbound(
      supportMail('helpdesk@example.com', 'hello').replace('[Ticket #999]', `[Ticket #${id}]`),
    );
    expect(bySubject.statusCode).toBe(422);
    expect((await inbound('just some words')).statusCode).toBe(400);
    expect((await inbound(supportMail(`helpdesk+t-${token}@example.com`, '> only quoted'))).json()).toEqual({
      detail: 'The reply has no text.',
    });
    expect((await inbound('')).statusCode).toBe(400);
    expect((await inbound(42)).statusCode).toBe(400);
    expect((await inbound('x\u0000y')).statusCode).toBe(400);
    expect(await messageCount()).toBe(before);
    expect((await outbox()).length).toBe(mailsBefore);
    expect((await as('GET', `/v1/tickets/${id}/`)).json().last_author).toBe('partner');
    // Not one line at info for all those refusals (nor any other line: the reads above are debug).
    expect(logLines.slice(linesBefore)).toEqual([]);
  });

  it("a dashboard user's token is not the inbound secret", async () => {
    expect((await inbound('x', world.mine.tokens.access)).statusCode).toBe(401);
  });
});
