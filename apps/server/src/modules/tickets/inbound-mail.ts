import { convert } from 'html-to-text';
import { simpleParser } from 'mailparser';
import { TICKET_MESSAGE_MAX } from '@ared/contract/tickets';
import { HttpError, badRequest } from '../../lib/http-errors';
import type { StatusChange } from './conversation';
import { tokenOf } from './threading';

/** Support's reply as the ticket takes it: the ticket's token, the new text, a status change. */
export type InboundReply = { token: string; body: string; status: StatusChange };

export const INBOUND_TEXTS = {
  unreadable: 'The message could not be read as a mail.',
  noToken: 'The message is not addressed to a ticket (support+t-<token>@…).',
  noText: 'The reply has no text.',
} as const;

/** The headers a relay may put the original recipient in (plus addressing survives in each of them). */
const RECIPIENT_HEADERS = ['to', 'cc', 'delivered-to', 'x-original-to', 'envelope-to'] as const;

/**
 * Reads support's reply from the raw RFC 5322 message with a real MIME parser (mailparser: encodings,
 * multipart, HTML-only mails turned into text), finds the ticket's token in its recipients, never in the
 * subject, and keeps only the new text.
 */
export async function readInboundReply(raw: string): Promise<InboundReply> {
  const mail = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true }).catch(() => null);
  if (!mail || mail.headers.size === 0) throw badRequest(INBOUND_TEXTS.unreadable);
  const token = tokenOf(recipientsOf(mail.headers));
  if (!token) throw new HttpError(422, INBOUND_TEXTS.noToken);
  // An HTML-only reply inside multipart/alternative has no text part; mailparser converts only a lone one.
  const text = mail.text || (typeof mail.html === 'string' ? convert(mail.html, { wordwrap: false }) : '');
  const { body, status } = replyOf(text);
  if (!body && !status) throw new HttpError(422, INBOUND_TEXTS.noText);
  return {
    token,
    body: body || (status === 'close' ? 'Closed the ticket.' : 'Reopened the ticket.'),
    status,
  };
}

function recipientsOf(headers: Map<string, unknown>): string[] {
  return RECIPIENT_HEADERS.flatMap((name) => {
    const value = headers.get(name);
    if (value === undefined) return [];
    const list = Array.isArray(value) ? value : [value];
    return list.flatMap((v) =>
      typeof v === 'string'
        ? [v]
        : ((v as { value?: { address?: string }[] }).value ?? []).map((a) => a.address ?? ''),
    );
  });
}

/** Where the quoted history starts: "On … wrote:" (maybe wrapped), Outlook's headers, "Original Message". */
const QUOTE_START =
  /^(On\s[^\n]*(\n[^\n]*)?\swrote:[ \t]*$|-{2,}\s*Original Message\s*-{2,}|_{10,}$|From:\s[^\n]+\n(Sent|Date):\s)/im;
const DIRECTIVE = /^#(close|closed|open|reopen)[ \t]*$/i;

/**
 * The new text of a reply: the quoted history and the signature (after "-- ") cut, quoted lines ("> …")
 * and `#close` / `#open` lines taken out, NUL and lone surrogates dropped, at most TICKET_MESSAGE_MAX.
 */
export function replyOf(text: string): { body: string; status: StatusChange } {
  let fresh = text.replace(/\r\n?/g, '\n');
  const quote = QUOTE_START.exec(fresh);
  if (quote) fresh = fresh.slice(0, quote.index);
  let status: StatusChange = null;
  const kept: string[] = [];
  for (const line of fresh.split('\n')) {
    if (line === '-- ') break;
    if (line.startsWith('>')) continue;
    const directive = DIRECTIVE.exec(line.trim())?.[1]?.toLowerCase();
    if (directive) {
      status = directive.startsWith('close') ? 'close' : 'open';
      continue;
    }
    kept.push(line);
  }
  const body = kept
    .join('\n')
    .replaceAll('\u0000', '')
    .trim()
    .slice(0, TICKET_MESSAGE_MAX)
    .replace(/\p{Cs}/gu, '\uFFFD')
    .trim();
  return { body, status };
}
