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

/** A new dashboard user's invitation: a link to choose a password (the reset page), valid `validDays`. */
export function invitationMail({
  to,
  firstName,
  partnerName,
  link,
  validDays,
}: {
  to: string;
  firstName: string;
  partnerName: string;
  link: string;
  validDays: number;
}): MailMessage {
  return {
    to,
    subject: `You are invited to the ${partnerName} ARED dashboard`,
    text: [
      `Hello ${firstName},`,
      '',
      `${partnerName} gave you an account on the ARED partner dashboard.`,
      `Open this link within ${validDays} days to choose your password:`,
      link,
      '',
      'Then sign in with this email address; the first sign-in asks you to change the password once more.',
    ].join('\n'),
    logHint: link,
  };
}
