import type { MailMessage } from '../../lib/mailer';

export function resetPasswordMail({
  to,
  firstName,
  link,
}: {
  to: string;
  firstName: string;
  link: string;
}): MailMessage {
  return {
    to,
    subject: 'Reset your ARED dashboard password',
    text: [
      `Hello ${firstName},`,
      '',
      'Someone asked to reset the password of your ARED partner dashboard account.',
      `Open this link within one hour to choose a new password:`,
      link,
      '',
      'If it was not you, ignore this message; your password stays as it is.',
    ].join('\n'),
    logHint: link,
  };
}

/**
 * Sent after every change of a password the user had (the profile page, the forced first change, a reset
 * link), so a change the owner did not make is noticed. No secret in it: nothing for the log either.
 */
export function passwordChangedMail({
  to,
  firstName,
  forgotPasswordUrl,
}: {
  to: string;
  firstName: string;
  forgotPasswordUrl: string;
}): MailMessage {
  return {
    to,
    subject: 'Your ARED dashboard password was changed',
    text: [
      `Hello ${firstName},`,
      '',
      'The password of your ARED partner dashboard account was just changed, and your other sessions were',
      'signed out.',
      '',
      'If it was you, there is nothing else to do. If it was not, choose a new password now and tell your',
      'administrator:',
      forgotPasswordUrl,
    ].join('\n'),
  };
}
