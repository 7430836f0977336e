import type { MailMessage } from '../../lib/mailer';
import type { ContextSnapshot } from './context-snapshot';
import type { Line } from './conversation';

/** The transcript lines a mail shows: the end of the chat, where the question is. */
const LINES_MAILED = 30;

/**
 * The support team's notice of an escalated chat (issue 31 §5): who is waiting, the partner's situation,
 * the end of the transcript, and where to answer (the support inbox; the chat is live, so not by mail).
 */
export function escalationMail({
  supportEmail,
  publicUrl,
  conversationId,
  contact,
  context,
  ticketId,
  transcript,
}: {
  supportEmail: string;
  publicUrl: string;
  conversationId: number;
  contact: { name: string; email: string; company: string };
  context: ContextSnapshot;
  ticketId: number | null;
  transcript: readonly Pick<Line, 'sender' | 'text' | 'agentName'>[];
}): MailMessage {
  const who = [
    contact.name || 'A visitor',
    contact.email && `<${contact.email}>`,
    contact.company && `(${contact.company})`,
  ]
    .filter(Boolean)
    .join(' ');
  const partner = context.partner
    ? `${context.partner.name} (plan ${context.partner.plan ?? 'none'})`
    : 'none (signed out)';
  const shown = transcript.slice(-LINES_MAILED);
  return {
    to: supportEmail,
    subject: `[Chat #${conversationId}] ${who} is waiting for an agent`,
    text: [
      `${who} asked to chat with an agent.`,
      '',
      `Partner: ${partner}`,
      ...(context.partner
        ? [
            `Boxes offline: ${context.boxes_offline.length}`,
            `Open alerts: ${context.open_alerts}`,
            `Open tickets: ${context.open_tickets.length}`,
          ]
        : []),
      ...(ticketId === null ? [] : [`Ticket: #${ticketId}`]),
      '',
      ...(transcript.length > shown.length ? ['…'] : []),
      ...shown.map(
        (line) =>
          `${line.sender === 'agent' ? `Agent (${line.agentName ?? ''})` : line.sender}: ${line.text}`,
      ),
      '',
      `Answer in the support inbox: ${publicUrl}/support-inbox?conversation=${conversationId}`,
    ].join('\n'),
    logHint: `chat ${conversationId}`,
  };
}
