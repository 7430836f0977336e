import type { TTicket } from '@ared/contract/tickets';
import type { MailMessage } from '../../lib/mailer';
import { followUp, messageMailId, replyAddress, threadRootId } from './threading';

/** What each ticket mail needs to thread: the sender (its domain names the ids) and the support address. */
export type ThreadMailContext = { mailFrom: string; supportEmail: string; publicUrl: string };

const subjectOf = (ticket: Pick<TTicket, 'id' | 'subject'>) => `[Ticket #${ticket.id}] ${ticket.subject}`;

/**
 * The support team's copy of a new ticket: who asked (partner and user), what, and how urgent. It is the
 * thread's root; replying to it reaches the ticket (Reply-To carries its token).
 */
export function ticketMail({
  context,
  ticket,
  token,
  partnerName,
  user,
}: {
  context: ThreadMailContext;
  ticket: TTicket;
  token: string;
  partnerName: string;
  user: { name: string; email: string };
}): MailMessage {
  return {
    to: context.supportEmail,
    subject: `[Ticket #${ticket.id}] ${ticket.priority} priority: ${ticket.subject}`,
    messageId: threadRootId(ticket.id, context.mailFrom),
    replyTo: replyAddress(context.supportEmail, token),
    text: [
      `A new support ticket from ${partnerName}.`,
      '',
      `Ticket: #${ticket.id}`,
      `Partner: ${partnerName}`,
      `User: ${user.name} <${user.email}>`,
      `Department: ${ticket.department}`,
      `Priority: ${ticket.priority}`,
      `Subject: ${ticket.subject}`,
      '',
      ticket.message || '(no message)',
      '',
      'Reply to this mail to answer the partner; a line "#close" in your reply closes the ticket.',
    ].join('\n'),
    logHint: `ticket ${ticket.id}`,
  };
}

/** A partner's reply, to the support address, in the ticket's thread. */
export function partnerReplyMail({
  context,
  ticket,
  token,
  messageId,
  partnerName,
  user,
  body,
}: {
  context: ThreadMailContext;
  ticket: Pick<TTicket, 'id' | 'subject'>;
  token: string;
  messageId: number;
  partnerName: string;
  user: { name: string; email: string };
  body: string;
}): MailMessage {
  return {
    to: context.supportEmail,
    subject: `Re: ${subjectOf(ticket)}`,
    messageId: messageMailId(ticket.id, messageId, 'support', context.mailFrom),
    ...followUp(ticket.id, context.mailFrom),
    replyTo: replyAddress(context.supportEmail, token),
    text: [`${user.name} <${user.email}> (${partnerName}) replied on ticket #${ticket.id}:`, '', body].join(
      '\n',
    ),
    logHint: `ticket ${ticket.id}`,
  };
}

/**
 * Support's reply, to the user who opened the ticket. No Reply-To token: the partner answers in the
 * dashboard (a partner holding the token could post as support through the support mailbox).
 */
export function supportReplyMail({
  context,
  ticket,
  messageId,
  to,
  body,
  isOpen,
}: {
  context: ThreadMailContext;
  ticket: Pick<TTicket, 'id' | 'subject'>;
  messageId: number;
  to: string;
  body: string;
  isOpen: boolean;
}): MailMessage {
  return {
    to,
    subject: `Re: ${subjectOf(ticket)}`,
    messageId: messageMailId(ticket.id, messageId, 'partner', context.mailFrom),
    ...followUp(ticket.id, context.mailFrom),
    text: [
      `Support replied on your ticket #${ticket.id} (${isOpen ? 'Open' : 'Closed'}):`,
      '',
      body,
      '',
      `Reply in the dashboard: ${context.publicUrl}/support-tickets?ticket=${ticket.id}`,
    ].join('\n'),
    logHint: `ticket ${ticket.id}`,
  };
}
