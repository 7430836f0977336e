// `npm run support:reply -- <ticket id> "<text>" [--close]`: answers a ticket as support would by mail, for
// the demo (decision 056). It finds the ticket's last support mail in DATA_DIR/mail (the outbox `npm start`
// writes without SMTP_URL), writes a reply to its Reply-To address (support+t-<token>@…) in the thread, with
// the quoted history a mail client adds, and POSTs the raw message to the server's inbound-mail endpoint
// with the shared secret (INBOUND_MAIL_SECRET, or the one generated into DATA_DIR): the same path, parser
// and checks as a real mail relay. Settings: DATA_DIR (./data), PUBLIC_URL (http://localhost:$PORT, 8080).
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const args = process.argv.slice(2);
const close = args.includes('--close');
const [ticketArg, ...words] = args.filter((a) => a !== '--close');
const text = words.join(' ').trim();
if (!/^\d+$/.test(ticketArg ?? '') || !text) {
  console.error('usage: npm run support:reply -- <ticket id> "<reply text>" [--close]');
  process.exit(2);
}

const dataDir = resolve(process.env.DATA_DIR ?? './data');
const base = (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 8080}`).replace(/\/$/, '');
const secret =
  process.env.INBOUND_MAIL_SECRET ?? readFileSync(join(dataDir, 'inbound-mail-secret'), 'utf8').trim();

/** A header of a raw message (unfolded), or ''. */
const header = (raw, name) =>
  new RegExp(`^${name}:[ \\t]*((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'im')
    .exec(raw)?.[1]
    ?.replace(/\r?\n[ \t]+/g, ' ')
    .trim() ?? '';

const mailDir = join(dataDir, 'mail');
const support = readdirSync(mailDir)
  .filter((f) => f.endsWith('.eml'))
  .sort()
  .reverse()
  .map((f) => readFileSync(join(mailDir, f), 'utf8'))
  .find(
    (raw) =>
      header(raw, 'Subject').includes(`[Ticket #${ticketArg}]`) && /\+t-/.test(header(raw, 'Reply-To')),
  );
if (!support) {
  // The demo's seeded tickets were never mailed: the command answers a ticket opened on this server.
  console.error(
    `No support mail of ticket #${ticketArg} in ${mailDir}: open a ticket in the dashboard first.`,
  );
  process.exit(1);
}

const replyTo = header(support, 'Reply-To');
const root = `<ticket-${ticketArg}@${/@([^>\s]+)>?$/.exec(header(support, 'Message-ID'))?.[1] ?? 'ared.local'}>`;
const quoted = support
  .split(/\r?\n\r?\n/)
  .slice(1)
  .join('\n')
  .split('\n')
  .map((line) => `> ${line}`)
  .join('\n');
const raw = [
  'From: ARED Support <support@ared.local>',
  `To: ${replyTo}`,
  `Subject: Re: ${header(support, 'Subject').replace(/^Re:\s*/i, '')}`,
  `Date: ${new Date().toUTCString()}`,
  `Message-ID: <support-reply-${Date.now()}@ared.local>`,
  `In-Reply-To: ${root}`,
  `References: ${root}`,
  'MIME-Version: 1.0',
  'Content-Type: text/plain; charset=utf-8',
  'Content-Transfer-Encoding: 8bit',
  '',
  text,
  ...(close ? ['#close'] : []),
  '',
  `On ${new Date().toUTCString()}, ARED Partner Dashboard wrote:`,
  quoted,
  '',
].join('\r\n');

const res = await fetch(`${base}/v1/tickets/inbound-mail/`, {
  method: 'POST',
  headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
  body: JSON.stringify({ raw }),
});
const answer = await res.text();
console.log(`${res.status} ${answer}`);
process.exit(res.ok ? 0 : 1);
