import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { scratchDir } from '../../tests/helpers/scratch-dir';
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
