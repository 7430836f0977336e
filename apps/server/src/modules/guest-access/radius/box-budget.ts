/**
 * Verified packets a box may have handled (decision 045): a token bucket per box, `perSecond` sustained and
 * `burst` at once, shared by its Access- and Accounting-Requests. A box past it gets no answer, as a busy
 * server gives none, and sends again later (RFC 2865 §2.4, 2866 §2.1): its flood takes at most its share of
 * the server, never another box's.
 */
export function createBoxBudget({ perSecond, burst }: { perSecond: number; burst: number }) {
  const buckets = new Map<number, { tokens: number; at: number }>();
  const perMs = perSecond / 1000;
  const refill = (routerId: number, now: number) => {
    let bucket = buckets.get(routerId);
    if (!bucket) {
      bucket = { tokens: burst, at: now };
      buckets.set(routerId, bucket);
    }
    bucket.tokens = Math.min(burst, bucket.tokens + (now - bucket.at) * perMs);
    bucket.at = now;
    return bucket;
  };
  return {
    /**
     * Whether the box has a packet left, without spending it: checked before a packet's signature, so a
     * flood past the budget costs no digest (and a forged packet, never verified, spends nothing).
     */
    has: (routerId: number, now: number): boolean => refill(routerId, now).tokens >= 1,
    /** Whether one more packet of `routerId` may be handled at `now` (ms); spends a token when it may. */
    take(routerId: number, now: number): boolean {
      const bucket = refill(routerId, now);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
  };
}
export type BoxBudget = ReturnType<typeof createBoxBudget>;
