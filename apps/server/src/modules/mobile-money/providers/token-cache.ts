import { createHash } from 'node:crypto';

/** A token is dropped this long before the provider says it expires, so a call never carries a stale one. */
const MARGIN_MS = 30_000;

type Entry = { token: string; expiresAt: number };

/**
 * Access tokens by provider host and credentials, kept until shortly before they expire: MTN's last an hour,
 * Airtel's a few minutes, and asking for one per payment would double every call. Keyed by a hash, so the
 * credentials themselves are not kept here; changed credentials get a token of their own.
 */
export function createTokenCache(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<string>>();
  const keyOf = (parts: readonly string[]) =>
    createHash('sha256').update(JSON.stringify(parts)).digest('hex');

  return {
    /** The cached token, or a new one from `fetchToken` (one fetch at a time per key). */
    async get(
      parts: readonly string[],
      fetchToken: () => Promise<{ token: string; expiresInSeconds: number }>,
    ): Promise<string> {
      const key = keyOf(parts);
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now()) return cached.token;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = fetchToken()
          .then(({ token, expiresInSeconds }) => {
            entries.set(key, { token, expiresAt: now() + expiresInSeconds * 1000 - MARGIN_MS });
            return token;
          })
          .finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
    /** Forgets the token (the provider answered 401 with it). */
    drop(parts: readonly string[]): void {
      entries.delete(keyOf(parts));
    },
  };
}
export type TokenCache = ReturnType<typeof createTokenCache>;
