import type { MailMessage } from '../../lib/mailer';

/** The new SME admin's account: where to sign in and a link to choose the first password. */
export function smeWelcomeMail(p: {
  to: string;
  adminName: string;
  smeName: string;
  partnerName: string;
  link: string;
  validDays: number;
}): MailMessage {
  return {
    to: p.to,
    subject: `Your ${p.smeName} account with ${p.partnerName}`,
    text: [
      `Hello ${p.adminName},`,
      '',
      `${p.partnerName} has registered ${p.smeName} and created your administrator account.`,
      `Your sign-in email is ${p.to}.`,
      '',
      `Open this link within ${p.validDays} days to choose your password:`,
      p.link,
      '',
      'If you did not expect this message, you can ignore it.',
    ].join('\n'),
    logHint: p.link,
  };
}
