import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { scratchDir } from '../../tests/helpers/scratch-dir';
import { otpMail } from '../modules/otp/mail';
import { createMailer } from './mailer';

describe('createMailer without SMTP_URL', () => {
  it('writes each message as an .eml file in the mail folder', async () => {
    const mailDir = join(scratchDir('ared-mail-'), 'mail');
    const mailer = createMailer({
      mailDir,
      from: 'Dashboard <no-reply@ared.local>',
      log: pino({ level: 'silent' }),
    });
    await mailer.send({ to: 'a@example.com', subject: 'First', text: 'one' });
    await mailer.send({ to: 'b@example.com', subject: 'Second', text: 'two' });
    const files = readdirSync(mailDir).sort();
    expect(files).toHaveLength(2);
    const raw = readFileSync(join(mailDir, files[1]!), 'utf8');
    expect(raw).toMatch(/^To: b@example.com$/m);
    expect(raw).toMatch(/^Subject: Second$/m);
    expect(raw).toMatch(/^From: Dashboard <no-reply@ared.local>$/m);
    // The outbox holds one-time passwords and reset links: only the server's user may read it.
    expect(statSync(mailDir).mode & 0o777).toBe(0o700);
    for (const file of files) expect(statSync(join(mailDir, file)).mode & 0o777).toBe(0o600);
  });
});

/** A mail server that takes every message (EHLO, MAIL, RCPT, DATA, QUIT) and keeps what it was sent. */
async function smtpSink() {
  const received: string[] = [];
  const server = createServer((socket) => {
    let data = false;
    let message = '';
    socket.write('220 sink\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString('utf8').split('\r\n')) {
        if (data) {
          if (line === '.') {
            data = false;
            received.push(message);
            socket.write('250 queued\r\n');
          } else message += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 sink\r\n');
        else if (/^DATA/i.test(line)) {
          data = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else if (line !== '') socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => server.close() };
}

describe('createMailer with SMTP_URL', () => {
  it('delivers the sign-in code by mail and writes it in no log line', async () => {
    const sink = await smtpSink();
    const lines: string[] = [];
    const log = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) });
    try {
      const mailer = createMailer({
        smtpUrl: sink.url,
        mailDir: scratchDir('ared-mail-'),
        from: 'a@b.rw',
        log,
      });
      await mailer.send(otpMail({ to: 'guest@example.com', firstName: 'Ada', code: '482913' }));
      expect(sink.received.join('')).toContain('482913');
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.join('')).toContain('guest@example.com');
      expect(lines.join('')).not.toContain('482913');
    } finally {
      sink.close();
    }
  });
});
