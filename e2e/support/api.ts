import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/** The signed-in page's access token, to call the API the way the web app does. */
export const accessTokenOf = (page: Page): Promise<string | null> =>
  page.evaluate(() => localStorage.getItem('ared/user/auth/token/access'));

export async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A box reporting in, as a real one would: its own device key, no user token. */
export async function sendHeartbeat(deviceKey: string, body: object): Promise<number> {
  const res = await fetch(`${inject('baseUrl')}/device/heartbeat`, {
    method: 'POST',
    headers: { authorization: `Device ${deviceKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.status;
}
