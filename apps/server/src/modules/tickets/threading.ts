/**
 * How a ticket's mails stay one thread in a mail client (decision 056): the new-ticket mail is the root
 * (`<ticket-N@domain>`), every later mail names it in In-Reply-To and References; the support copy's
 * Reply-To carries the ticket's secret token, which is how support's reply by mail finds its ticket.
 */

/** The domain of an address, bare or named ('ARED <no-reply@ared.local>' → 'ared.local'). */
export function domainOf(address: string): string {
  return /@([^\s<>@]+)>?\s*$/.exec(address.trim())?.[1] ?? 'ared.local';
}

/** The Message-ID of a ticket's first mail, which every later mail of the ticket answers. */
export const threadRootId = (ticketId: number, mailFrom: string) =>
  `<ticket-${ticketId}@${domainOf(mailFrom)}>`;

/** The Message-ID of the mail of one message, to support or to the partner's user (two different mails). */
export const messageMailId = (
  ticketId: number,
  messageId: number,
  audience: 'support' | 'partner',
  mailFrom: string,
) => `<ticket-${ticketId}-m${messageId}-${audience}@${domainOf(mailFrom)}>`;

/** The threading headers of a mail that follows the ticket's first. */
export const followUp = (ticketId: number, mailFrom: string) => {
  const root = threadRootId(ticketId, mailFrom);
  return { inReplyTo: root, references: [root] };
};

/** support@ared.local + token → support+t-<token>@ared.local (plus addressing: the same mailbox). */
export function replyAddress(supportEmail: string, token: string): string {
  const at = supportEmail.lastIndexOf('@');
  const local = supportEmail.slice(0, at).split('+')[0];
  return `${local}+t-${token}${supportEmail.slice(at)}`;
}

/** A reply token as the database stores it: 32 lowercase hex characters. */
const TOKEN_IN_ADDRESS = /\+t-([0-9a-f]{32})@/i;

/** The ticket token of the first address that carries one, or null. */
export function tokenOf(addresses: readonly string[]): string | null {
  for (const address of addresses) {
    const token = TOKEN_IN_ADDRESS.exec(address)?.[1];
    if (token) return token.toLowerCase();
  }
  return null;
}
