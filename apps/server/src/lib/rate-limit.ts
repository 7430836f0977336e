import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { tooManyRequests } from './http-errors';

export type RateRule = { name: string; limit: number; windowSeconds: number };

/** The limits of sign-in, OTP and password-reset requests, per account and per client address. */
export const RATE_RULES = {
  loginPerAccount: { name: 'login:account', limit: 10, windowSeconds: 15 * 60 },
  loginPerAddress: { name: 'login:address', limit: 50, windowSeconds: 15 * 60 },
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
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
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

/** Old windows are useless; the sweep keeps the table small. */
export async function sweepRateLimits(db: Db, now = new Date()): Promise<void> {
  // Column-typed comparison: the Date is serialised by the column, on either driver.
  await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, new Date(now.getTime() - 24 * 3600 * 1000)));
}
