import { escalationMail } from '../escalation-mail';
import type { Conversation, Line } from '../conversation';
import { CHAT_ENDED } from '../thread';

/*
 * What the bridge writes into the workspace thread and what it reads back. Slack's `text` is "mrkdwn":
 * `&`, `<` and `>` are escaped (`&amp;`, `&lt;`, `&gt;`) and `<…>` is a link or a mention, so a user's words
 * are escaped on the way out (an address `<ada@x>` must not become a link) and a person's reply is turned
 * back into plain words for the panel.
 */

/** Slack renders about 4,000 characters of a message well (it cuts at 40,000); a line is kept below that. */
const MAX_LINE = 3000;

export const escapeMrkdwn = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const clip = (text: string): string => (text.length > MAX_LINE ? `${text.slice(0, MAX_LINE)}…` : text);

/**
 * A reply's text as the user reads it: links as `label (url)` or the url, `<!here>`-style and user mentions
 * as `@name`, the three entities decoded.
 */
export function plainFromMrkdwn(text: string): string {
  return text
    .replace(/<([^<>|]+)\|([^<>]*)>/g, (_, target: string, label: string) =>
      /^[@#!]/.test(target) ? `@${label}` : `${label} (${target})`,
    )
    .replace(/<!([a-z]+)>/g, '@$1')
    .replace(/<([@#])([A-Z0-9]+)>/g, '@$2')
    .replace(/<([^<>]+)>/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
}

/**
 * The thread's first message: the support mail's own text (who waits, the partner's situation, the end of
 * the transcript, the inbox link), then how to answer from here.
 */
export function rootText(conversation: Conversation, transcript: readonly Line[], publicUrl: string): string {
  const mail = escalationMail({
    supportEmail: '',
    publicUrl,
    conversationId: conversation.id,
    contact: {
      name: conversation.contactName,
      email: conversation.contactEmail,
      company: conversation.contactCompany,
    },
    context: conversation.context ?? {
      partner: null,
      boxes_offline: [],
      open_alerts: 0,
      open_tickets: [],
      captured_at: '',
    },
    ticketId: conversation.ticketId,
    transcript: transcript.map((line) => ({ ...line, text: clip(line.text) })),
  });
  return escapeMrkdwn(
    `${mail.subject}\n\n${mail.text}\nOr reply in this thread: the user reads your replies in the chat panel.`,
  );
}

/** A line of the chat after the escalation: the user's, or an in-product agent's (so both sides see all). */
export function lineText(line: Line, contactName: string): string {
  const who =
    line.sender === 'agent'
      ? `Agent (${line.agentName ?? ''}) in the support inbox`
      : contactName || 'Visitor';
  return escapeMrkdwn(`${who}: ${clip(line.text)}`);
}

/** The thread's last message when either side ends the chat. */
export const CLOSING_TEXT = `${CHAT_ENDED} Replies in this thread no longer reach the user.`;
