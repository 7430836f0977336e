import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH_PASSWORD } from '../bench-data';

/** Access tokens live 15 minutes; one older than this is renewed before the next line starts. */
const RENEW_AFTER_MS = 10 * 60_000;

type Pair = { access: string; refresh: string };

const post = async (base: string, path: string, body: unknown, token?: string) => {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body ?? {}),
  });
  const json = (await response.json().catch(() => ({}))) as Record<string, string>;
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
};

/**
 * One bench admin signed in to one server. The server mails at most 5 sign-in codes per account per
 * 15 minutes, so the password + emailed code happen once; after that the refresh token is rotated
 * (POST /v1/auth/jwt/refresh/, which keeps the second factor) whenever the access token gets old.
 */
export class BenchSession {
  private pair: Pair | null = null;
  private obtainedAt = 0;

  constructor(
    private readonly base: string,
    private readonly mailDir: string,
    readonly email: string,
  ) {}

  async token(): Promise<string> {
    if (this.pair && Date.now() - this.obtainedAt < RENEW_AFTER_MS) return this.pair.access;
    const next = this.pair
      ? await post(this.base, '/v1/auth/jwt/refresh/', { refresh: this.pair.refresh })
      : await this.signIn();
    if (!next.access || !next.refresh) throw new Error(`no tokens for ${this.email}`);
    this.pair = { access: next.access, refresh: next.refresh };
    this.obtainedAt = Date.now();
    return this.pair.access;
  }

  private async signIn() {
    const first = await post(this.base, '/v1/auth/jwt/create/', {
      phone: this.email,
      password: BENCH_PASSWORD,
    });
    await post(this.base, '/v1/2fa/', {}, first.access);
    const mail = readdirSync(this.mailDir)
      .sort()
      .map((file) => readFileSync(join(this.mailDir, file), 'utf8'))
      .filter((text) => text.includes(this.email) && text.includes('sign-in code'))
      .at(-1);
    const code = mail?.match(/sign-in code: (\d{6})/)?.[1];
    if (!code) throw new Error(`no sign-in code mailed to ${this.email} in ${this.mailDir}`);
    return post(this.base, '/v1/2fa/verify/', { token: code }, first.access);
  }
}
