import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { ensurePrivateDir, writePrivateFile } from './private-files';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What an operator needs from the log when mail goes to files: the code or the link. */
  logHint?: string;
  /** Threading (a ticket's conversation, decision 056): this message's id, the one it answers, the chain. */
  messageId?: string;
  inReplyTo?: string;
  references?: string[];
  replyTo?: string;
};

/** What nodemailer sends of a message (both transports): the threading headers only when given. */
const envelope = (from: string, m: MailMessage) => ({
  from,
  to: m.to,
  subject: m.subject,
  text: m.text,
  html: m.html,
  ...(m.messageId && { messageId: m.messageId }),
  ...(m.inReplyTo && { inReplyTo: m.inReplyTo }),
  ...(m.references && { references: m.references }),
  ...(m.replyTo && { replyTo: m.replyTo }),
});

export type Mailer = { send: (message: MailMessage) => Promise<void> };

export type MailerOptions = {
  smtpUrl?: string | undefined;
  mailDir: string;
  from: string;
  log: FastifyBaseLogger;
};

/**
 * SMTP when SMTP_URL is set (the log names the recipient, never the subject or the text); otherwise every message is written as an .eml file in DATA_DIR/mail and its
 * subject, recipient and code or link are logged, so a demo works with no mail server.
 */
export function createMailer({ smtpUrl, mailDir, from, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail(envelope(from, message));
        // Not the subject: a sign-in code's mail carries the code there. Only the outbox mode (a demo with
        // no mail server) logs what an operator needs to sign in.
        log.info({ to: message.to, messageId: info.messageId }, 'mail sent by SMTP');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(message) {
      const info = await transport.sendMail(envelope(from, message));
      await ensurePrivateDir(mailDir);
      sequence += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(mailDir, `${stamp}-${process.pid}-${sequence}.eml`);
      // The message holds a one-time password or a reset link: readable by the server's user only.
      await writePrivateFile(file, info.message as Buffer);
      log.info(
        { to: message.to, subject: message.subject, hint: message.logHint, file },
        'mail written to outbox',
      );
    },
  };
}
