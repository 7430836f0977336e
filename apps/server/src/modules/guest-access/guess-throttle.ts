import { createTokenBuckets } from './token-buckets';

/**
 * Refused voucher logins, counted in memory so a guesser is answered without a database lookup
 * (decision 044). Two kinds of key:
 *
 * - a device or an address (`strikes`): a few wrong codes within a minute start a cooldown. A guest typing
 *   a code wrong once or twice never reaches it.
 * - a box (`budget`): a token bucket of wrong codes, so one box at full speed, whatever devices it names,
 *   gets at most `perMinute` lookups that fail. That is what bounds the time to a first hit
 *   (decision 044's arithmetic); while it is empty the box's logins are refused without a lookup, and only
 *   that box's: every box has its own.
 *
 * Per replica: each replica keeps its own counts, so N replicas behind a load balancer give a box N times
 * the budget at most (RADIUS from one box normally reaches one server).
 */
export type ThrottleLimits = {
  /** Wrong codes from one device (or address) within a minute before its cooldown. */
  strikes: number;
  /** Milliseconds a device (or address) is refused without a lookup after its strikes. */
  cooldownMs: number;
  /** Wrong codes a minute one box may cause, sustained (its bucket holds as many). */
  boxPerMinute: number;
};

export const DEFAULT_THROTTLE: ThrottleLimits = { strikes: 5, cooldownMs: 5 * 60_000, boxPerMinute: 120 };

/** Keys tracked at most; past it the oldest strikes are forgotten (the boxes' budgets still hold). */
const MAX_KEYS = 200_000;
const WINDOW_MS = 60_000;

type Strikes = { count: number; since: number; blockedUntil: number };

export type GuessKeys = {
  /** The budget the attempt spends from: a box's (RADIUS and its HTTPS twin) or a box's portal. */
  budget: string;
  /** The devices and addresses the attempt came from. */
  strikes: string[];
};

export function createGuessThrottle(limits: ThrottleLimits = DEFAULT_THROTTLE) {
  const strikes = new Map<string, Strikes>();
  const budgets = createTokenBuckets<string>({
    perSecond: limits.boxPerMinute / 60,
    burst: limits.boxPerMinute,
  });

  return {
    /** Whether an attempt under these keys is refused without a lookup, and why. */
    blocked(keys: GuessKeys, now: number): 'device' | 'box' | null {
      for (const key of keys.strikes) {
        const s = strikes.get(key);
        if (s && s.blockedUntil > now) return 'device';
      }
      return budgets.has(keys.budget, now) ? null : 'box';
    },
    /** A refused code under these keys. */
    failed(keys: GuessKeys, now: number): void {
      budgets.take(keys.budget, now);
      for (const key of keys.strikes) {
        let s = strikes.get(key);
        if (!s || now - s.since >= WINDOW_MS) {
          if (!s && strikes.size >= MAX_KEYS) strikes.delete(strikes.keys().next().value!);
          s = { count: 0, since: now, blockedUntil: s?.blockedUntil ?? 0 };
          strikes.delete(key);
          strikes.set(key, s);
        }
        s.count += 1;
        if (s.count >= limits.strikes) s.blockedUntil = now + limits.cooldownMs;
      }
    },
  };
}
export type GuessThrottle = ReturnType<typeof createGuessThrottle>;
