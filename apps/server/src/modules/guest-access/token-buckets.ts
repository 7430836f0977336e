/**
 * Token buckets by key: `perSecond` sustained and `burst` at once. The RADIUS packet budget of a box
 * (decision 045) and the guessing budget of a box or a portal (decision 044) are both these.
 */
export function createTokenBuckets<K>({ perSecond, burst }: { perSecond: number; burst: number }) {
  const buckets = new Map<K, { tokens: number; at: number }>();
  const perMs = perSecond / 1000;
  const refill = (key: K, now: number) => {
    let bucket = buckets.get(key);
    if (!bucket) {
      bucket = { tokens: burst, at: now };
      buckets.set(key, bucket);
    }
    bucket.tokens = Math.min(burst, bucket.tokens + (now - bucket.at) * perMs);
    bucket.at = now;
    return bucket;
  };
  return {
    /** Whether `key` has a token left at `now` (ms), without spending it. */
    has: (key: K, now: number): boolean => refill(key, now).tokens >= 1,
    /** Spends a token of `key` at `now` (ms); false, and nothing spent, when it has none. */
    take(key: K, now: number): boolean {
      const bucket = refill(key, now);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
  };
}
export type TokenBuckets<K> = ReturnType<typeof createTokenBuckets<K>>;

/**
 * Verified packets a box may have handled (decision 045), shared by its Access- and Accounting-Requests. A box
 * past it gets no answer, as a busy server gives none, and sends again later (RFC 2865 §2.4, 2866 §2.1): its
 * flood takes at most its share of the server, never another box's. `has` is looked at before a packet's
 * signature, so a flood past the budget costs no digest, and a forged packet, never verified, spends nothing.
 */
export const createBoxBudget = (limits: { perSecond: number; burst: number }) =>
  createTokenBuckets<number>(limits);
export type BoxBudget = TokenBuckets<number>;
