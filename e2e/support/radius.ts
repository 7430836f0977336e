import { spawn } from 'node:child_process';
import { inject } from 'vitest';

/**
 * A box speaking RADIUS to the server, with Debian's radclient (freeradius-utils): one packet in its text
 * format (`Attribute = value` lines) to the server's auth or accounting port. The server requires a
 * Message-Authenticator on Access-Requests (decision 023): pass `{ raw: '0x00' }` and radclient signs it. Resolves with radclient's
 * output, which names the answer (Access-Accept, Accounting-Response).
 */
export function radclient(
  kind: 'auth' | 'acct',
  secret: string,
  attributes: Record<string, string | { raw: string }>,
) {
  const port = kind === 'auth' ? inject('radiusAuthPort') : inject('radiusAcctPort');
  // Text values are quoted; `{ raw }` goes as written (enumerations such as Start, 0x00 for radclient to fill).
  const lines = Object.entries(attributes).map(
    ([name, value]) => `${name} = ${typeof value === 'string' ? `"${value}"` : value.raw}`,
  );
  return new Promise<string>((resolve, reject) => {
    const child = spawn('radclient', ['-x', '-r', '2', '-t', '2', `127.0.0.1:${port}`, kind, secret]);
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', () => resolve(output));
    child.stdin.end(`${lines.join('\n')}\n`);
  });
}
