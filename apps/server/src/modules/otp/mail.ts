import type { MailMessage } from '../../lib/mailer';

export function otpMail({
  to,
  firstName,
  code,
}: {
  to: string;
  firstName: string;
  code: string;
}): MailMessage {
  return {
    to,
    subject: `Your ARED sign-in code: ${code}`,
    text: [
      `Hello ${firstName},`,
      '',
      `Your one-time password is ${code}.`,
      'It expires in 10 minutes and can be used once.',
      '',
      'If you did not try to sign in, change your password.',
    ].join('\n'),
    logHint: `code ${code}`,
  };
}
