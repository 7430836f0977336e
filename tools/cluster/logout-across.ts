import { join } from 'node:path';
import { signInSession } from '../bench/bench-server';
import type { Replica } from './replicas';

/**
 * A logout through one replica ends the session on another (issue 33 §2): the other replica has the session
 * in its cache (a request answered 200), the session is signed out through the first, and the other is
 * asked every 50 ms until it answers 401. Answers the seconds that took: the window, bounded by the session
 * cache's LIVENESS_CACHE_MS (5 s, auth/session-liveness.ts).
 */
export async function logoutWindowSeconds(through: Replica, other: Replica): Promise<number> {
  const { access, refresh } = await signInSession(through.url, join(through.dataDir, 'mail'));
  const ask = () =>
    fetch(`${other.url}/v1/routers/?page=1&page_size=10`, { headers: { authorization: `Bearer ${access}` } });
  const warm = await ask();
  if (warm.status !== 200) throw new Error(`the other replica refused the live session: ${warm.status}`);
  const out = await fetch(`${through.url}/v1/auth/jwt/logout/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh }),
  });
  if (out.status !== 204) throw new Error(`logout answered ${out.status}`);
  const started = performance.now();
  for (;;) {
    const status = (await ask()).status;
    if (status === 401) return (performance.now() - started) / 1000;
    if (performance.now() - started > 60_000)
      throw new Error('the other replica still serves the session after 60 s');
    await new Promise((r) => setTimeout(r, 50));
  }
}
