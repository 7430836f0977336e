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
} satisfies Record<string, RateRule>;

/**
 * Counts one hit against the rule for this key and refuses with 429 once the window's limit is passed.
 * Fixed windows in the database: every API replica sees the same counts.
 */
export async function hitRateLimit(db: Db, rule: RateRule, key: string, now = new Date()): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = windowOf(rule, now);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: `${rule.name}:${key.toLowerCase()}`, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { hits: sql`${rateLimitCounters.hits} + 1` },
    })
    .returning({ hits: rateLimitCounters.hits });
  if ((row?.hits ?? 0) > rule.limit) {
    const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
    const minutes = Math.ceil(retryAfter / 60);
    throw tooManyRequests(
      `Too many requests. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      retryAfter,
    );
  }
}

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
