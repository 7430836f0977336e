import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpCodes } from './schema';
import { HttpError, badRequest, tooManyRequests } from '../../lib/http-errors';
import type { Mailer } from '../../lib/mailer';
import { RATE_RULES, hitRateLimit } from '../../lib/rate-limit';
import { keyedHash, sameHash, sixDigitCode } from '../../lib/secrets';
import type { TokenSigner } from '../../lib/tokens';
import { issueTokenPair, revokePreOtpSessions, type TokenPair } from '../auth';
import { findUserById } from '../users';
import { otpMail } from './mail';

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_SENT = 'OTP sent to your email.';
export const OTP_VERIFIED = 'OTP verified successfully.';
export const INVALID_OTP = 'Invalid OTP';
export const OTP_TRIES_EXHAUSTED = 'Too many wrong codes. Request a new OTP.';

type Ctx = { db: Db; mailer: Mailer; tokens: TokenSigner; secret: string };

const hashCode = (secret: string, userId: number, code: string) => keyedHash(secret, `otp:${userId}:${code}`);

/** Sends a fresh code; any earlier unused code of the user stops working. */
export async function sendOtp(
  { db, mailer, secret }: Ctx,
  { userId, address }: { userId: number; address: string },
) {
  await hitRateLimit(db, RATE_RULES.otpSendPerAddress, address);
  await hitRateLimit(db, RATE_RULES.otpSendPerAccount, String(userId));
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(401, 'User not found or inactive.');
  const code = sixDigitCode();
  await db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(otpCodes.userId, userId), isNull(otpCodes.consumedAt)));
    await tx.insert(otpCodes).values({
      userId,
      codeHash: hashCode(secret, userId, code),
      expiresAt: new Date(Date.now() + OTP_TTL_MS),
    });
  });
  await mailer.send(otpMail({ to: user.email, firstName: user.firstName, code }));
  return { detail: OTP_SENT };
}

/** Checks the latest code: single use, 10 minutes, at most five wrong tries, then a new code is needed. */
export async function verifyOtp(
  { db, tokens, secret }: Ctx,
  { userId, token }: { userId: number; token: string },
): Promise<TokenPair & { detail: string }> {
  await hitRateLimit(db, RATE_RULES.otpVerifyPerAccount, String(userId));
  const [latest] = await db
    .select()
    .from(otpCodes)
    .where(eq(otpCodes.userId, userId))
    .orderBy(desc(otpCodes.created), desc(otpCodes.id))
    .limit(1);
  if (!latest || latest.expiresAt.getTime() <= Date.now()) throw badRequest(INVALID_OTP);
  if (latest.failedAttempts >= OTP_MAX_WRONG_TRIES) throw tooManyRequests(OTP_TRIES_EXHAUSTED, 60);
  if (latest.consumedAt) throw badRequest(INVALID_OTP);
  if (!sameHash(latest.codeHash, hashCode(secret, userId, token))) {
    // Counted in the row, not from what was read: eight wrong tries at once count eight, and the fifth
    // kills the code whichever request it is.
    await db
      .update(otpCodes)
      .set({
        failedAttempts: sql`${otpCodes.failedAttempts} + 1`,
        consumedAt: sql`case when ${otpCodes.failedAttempts} + 1 >= ${OTP_MAX_WRONG_TRIES}
          then coalesce(${otpCodes.consumedAt}, now()) else ${otpCodes.consumedAt} end`,
      })
      .where(eq(otpCodes.id, latest.id));
    throw badRequest(INVALID_OTP);
  }
  // Conditional update, checked on the row as it is when this request holds it: of two requests with the
  // same code only one gets tokens, and none once five wrong tries were counted before it.
  const consumed = await db
    .update(otpCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(otpCodes.id, latest.id),
        isNull(otpCodes.consumedAt),
        lt(otpCodes.failedAttempts, OTP_MAX_WRONG_TRIES),
      ),
    )
    .returning({ id: otpCodes.id });
  if (consumed.length === 0) {
    const [now] = await db
      .select({ failedAttempts: otpCodes.failedAttempts })
      .from(otpCodes)
      .where(eq(otpCodes.id, latest.id));
    if ((now?.failedAttempts ?? 0) >= OTP_MAX_WRONG_TRIES) throw tooManyRequests(OTP_TRIES_EXHAUSTED, 60);
    throw badRequest(INVALID_OTP);
  }
  await revokePreOtpSessions(db, userId);
  const pair = await issueTokenPair(db, tokens, { userId, otpVerified: true });
  return { detail: OTP_VERIFIED, ...pair };
}
