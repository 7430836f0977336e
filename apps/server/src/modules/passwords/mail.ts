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
