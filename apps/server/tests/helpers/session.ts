import { expect } from 'vitest';
import type { TestContext } from './app';
import { PASSWORD } from './factories';

export type Tokens = { access: string; refresh: string };

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** First factor only: the tokens reach GET me, the OTP calls and the first password change. */
export async function signIn(ctx: TestContext, email: string, password = PASSWORD): Promise<Tokens> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/v1/auth/jwt/create/',
    payload: { phone: email, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The code of the newest OTP mail sent to this address. */
export function latestOtp(ctx: TestContext, email: string): string {
  const mail = ctx
    .mails()
    .filter((m) => m.to.includes(email) && /sign-in code/.test(m.subject))
    .at(-1);
  const code = mail?.subject.match(/(\d{6})/)?.[1];
  if (!code) throw new Error(`no OTP mail for ${email}`);
  return code;
}

/** The whole sign-in: password, OTP mailed and read from the outbox, verified. */
export async function signInWithOtp(ctx: TestContext, email: string, password = PASSWORD): Promise<Tokens> {
  const first = await signIn(ctx, email, password);
  const sent = await ctx.app.inject({ method: 'POST', url: '/v1/2fa/', headers: bearer(first.access) });
  expect(sent.statusCode, sent.body).toBe(200);
  const verified = await ctx.app.inject({
    method: 'POST',
    url: '/v1/2fa/verify/',
    headers: bearer(first.access),
    payload: { token: latestOtp(ctx, email) },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  const { access, refresh } = verified.json();
  return { access, refresh };
}

/** Calls the API as a user: `as('PATCH', url, body)`, or with another user's token as the last argument. */
export const requester =
  (ctx: TestContext, defaultToken: () => string) =>
  (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = defaultToken()) =>
    ctx.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload !== undefined && { payload: payload as object }),
    });
