import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { tooManyRequests } from './http-errors';

export type RateRule = { name: string; limit: number; windowSeconds: number };

/**
 * The limits of sign-in, OTP and password-reset requests, per account and per client address. Sign-in
 * counts failed passwords only, and mostly per account *and* address, so that an attacker guessing from one
 * address cannot lock out the real user signing in from another (decision 013).
 */
export const RATE_RULES = {
  loginFailuresPerAddress: { name: 'login-failures:address', limit: 50, windowSeconds: 15 * 60 },
  loginFailuresPerAccountAndAddress: {
    name: 'login-failures:account-address',
    limit: 10,
    windowSeconds: 15 * 60,
  },
  // Bounds guessing spread over many addresses; one address can add at most 10 failures to it.
  loginFailuresPerAccount: { name: 'login-failures:account', limit: 100, windowSeconds: 15 * 60 },
  otpSendPerAccount: { name: 'otp-send:account', limit: 5, windowSeconds: 15 * 60 },
  otpSendPerAddress: { name: 'otp-send:address', limit: 30, windowSeconds: 15 * 60 },
  otpVerifyPerAccount: { name: 'otp-verify:account', limit: 15, windowSeconds: 15 * 60 },
  resetPerAccount: { name: 'reset:account', limit: 5, windowSeconds: 60 * 60 },
  resetPerAddress: { name: 'reset:address', limit: 20, windowSeconds: 60 * 60 },
  // An SMS costs the partner money: a double click or a re-sent request sends one SMS, and a voucher is
  // sent a few times at most (a mistyped number, a guest who lost it).
  voucherSmsPerVoucherAndPhone: { name: 'voucher-sms:voucher-phone', limit: 1, windowSeconds: 60 },
  voucherSmsPerVoucher: { name: 'voucher-sms:voucher', limit: 5, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

/**
 * Counts one hit against the rule for this key and refuses with 429 once the limit is passed. Counts live
 * in the database (every API replica sees the same ones) in fixed windows, but the limit is checked over a
 * sliding window: the previous window's hits count in proportion to how much of it still overlaps the last
 * `windowSeconds`. A fixed window alone lets a burst straddling the boundary through at twice the limit.
 */
export async function hitRateLimit(db: Db, rule: RateRule, key: string, now = new Date()): Promise<void> {
  const windowStart = windowOf(rule, now);
  const counterKey = `${rule.name}:${key.toLowerCase()}`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: counterKey, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { hits: sql`${rateLimitCounters.hits} + 1` },
    })
    .returning({ hits: rateLimitCounters.hits });
  const current = row?.hits ?? 0;
  // The previous window matters only when the current one alone is within the limit.
  const previous = current > rule.limit ? 0 : await hitsIn(db, counterKey, previousWindow(rule, windowStart));
  const retryAfter = secondsUntilWithinLimit(rule, now, current, previous);
  if (retryAfter > 0) {
    const minutes = Math.ceil(retryAfter / 60);
    throw tooManyRequests(
      `Too many requests. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      retryAfter,
    );
  }
}

/**
 * 0 when `current` hits in this window plus the overlapping share of `previous` are within the limit;
 * otherwise the seconds until they will be, if nothing else is counted meanwhile.
 */
export function secondsUntilWithinLimit(
  rule: RateRule,
  now: Date,
  current: number,
  previous: number,
): number {
  const windowMs = rule.windowSeconds * 1000;
  const elapsed = now.getTime() - windowOf(rule, now).getTime();
  const weighted = (hits: number, elapsedInWindow: number) => hits * (1 - elapsedInWindow / windowMs);
  if (current + weighted(previous, elapsed) <= rule.limit) return 0;
  let waitMs: number;
  if (current > rule.limit) {
    // Only in the next window, once this one's share has shrunk to the limit.
    waitMs = windowMs - elapsed + windowMs * (1 - rule.limit / current);
  } else {
    // Later in this window, once the previous window's share has shrunk to what is left.
    waitMs = windowMs * (1 - (rule.limit - current) / previous) - elapsed;
  }
  return Math.max(1, Math.ceil(waitMs / 1000));
}

const hitsIn = async (db: Db, counterKey: string, windowStart: Date): Promise<number> => {
  const [row] = await db
    .select({ hits: rateLimitCounters.hits })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, counterKey), eq(rateLimitCounters.windowStart, windowStart)));
  return row?.hits ?? 0;
};

const previousWindow = (rule: RateRule, windowStart: Date): Date =>
  new Date(windowStart.getTime() - rule.windowSeconds * 1000);

const windowOf = (rule: RateRule, now: Date): Date => {
  const windowMs = rule.windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
};

/**
 * Takes back a hit counted at `now` (the same moment given to `hitRateLimit`, so the same window): how a
 * limit counts only failures while still counting every attempt in flight, so parallel guesses cannot all
 * pass the check before the first failure is written.
 */
export async function refundRateLimit(db: Db, rule: RateRule, key: string, now: Date): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
    .where(
      and(
        eq(rateLimitCounters.key, `${rule.name}:${key.toLowerCase()}`),
        eq(rateLimitCounters.windowStart, windowOf(rule, now)),
      ),
    );
}

/** Old windows are useless; the sweep keeps the table small. */
export async function sweepRateLimits(db: Db, now = new Date()): Promise<void> {
  // Column-typed comparison: the Date is serialised by the column, on either driver.
  await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, new Date(now.getTime() - 24 * 3600 * 1000)));
}
