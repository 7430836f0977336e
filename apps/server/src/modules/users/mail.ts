import type { MailMessage } from '../../lib/mailer';

/**
 * Sent to the address being replaced: if someone else changed it (a stolen session and password), the
 * owner hears of it at the address they still read.
 */
export function emailChangedMail({
  to,
  firstName,
  newEmail,
}: {
  to: string;
  firstName: string;
  newEmail: string;
}): MailMessage {
  return {
    to,
    subject: 'The email address of your ARED dashboard account was changed',
    text: [
      `Hello ${firstName},`,
      '',
      `The sign-in email address of your ARED partner dashboard account was changed to ${newEmail}.`,
      'From now on, sign in and receive your codes and messages at that address.',
      '',
      'If it was not you, contact your partner administrator or ARED support at once.',
    ].join('\n'),
  };
}
