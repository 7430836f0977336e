import type { TTicket } from '@ared/contract/tickets';
import type { MailMessage } from '../../lib/mailer';

/** The support team's copy of a new ticket: who asked (partner and user), what, and how urgent. */
export function ticketMail({
  to,
  ticket,
  partnerName,
  user,
}: {
  to: string;
  ticket: TTicket;
  partnerName: string;
  user: { name: string; email: string };
}): MailMessage {
  return {
    to,
    subject: `[Ticket #${ticket.id}] ${ticket.priority} priority: ${ticket.subject}`,
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
    ].join('\n'),
    logHint: `ticket ${ticket.id}`,
  };
}
