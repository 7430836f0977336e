import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetTokens } from './schema';
import { fieldError } from '../../lib/http-errors';
import type { Mailer } from '../../lib/mailer';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { RATE_RULES, hitRateLimit } from '../../lib/rate-limit';
import { keyedHash, urlToken } from '../../lib/secrets';
import { revokeUserSessions } from '../auth';
import { findUserByEmail, findUserById, updateUser } from '../users';
import { passwordChangedMail, resetPasswordMail } from './mail';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const PASSWORD_CHANGED = 'Password changed successfully';
export const WRONG_CURRENT_PASSWORD = 'Invalid password.';
export const INVALID_RESET_TOKEN = 'Invalid token for given user.';
export const INVALID_UID = "Invalid user id or user doesn't exist.";
export const SAME_PASSWORD = 'The new password must be different from the current password.';

/** A "change" to the same password would let the forced first change be skipped: it is refused. */
async function assertNewPassword(passwordHash: string | null, newPassword: string): Promise<void> {
  if (await verifyPassword(passwordHash, newPassword)) throw fieldError('new_password', SAME_PASSWORD);
}

const encodeUid = (userId: number) => Buffer.from(String(userId)).toString('base64url');
function decodeUid(uid: string): number | null {
  const decoded = Buffer.from(uid, 'base64url').toString('utf8');
  return /^\d{1,9}$/.test(decoded) ? Number(decoded) : null;
}

/** Where a mail sends someone who did not make a change: the sign-in page's "forgot password". */
const forgotPasswordUrl = (publicUrl: string) => `${publicUrl.replace(/\/+$/, '')}/forgot-password`;

type MailDeps = { db: Db; mailer: Mailer; publicUrl: string };

/**
 * Changing a password: the current one must match; the session that asks keeps going, other sessions end,
 * and the user gets a mail saying so.
 */
export async function changePassword(
  { db, mailer, publicUrl }: MailDeps,
  {
    userId,
    familyId,
    currentPassword,
    newPassword,
  }: { userId: number; familyId: string | null; currentPassword: string; newPassword: string },
): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
    throw fieldError('current_password', WRONG_CURRENT_PASSWORD);
  }
  await assertNewPassword(user.passwordHash, newPassword);
  await updateUser(db, userId, {
    passwordHash: await hashPassword(newPassword),
    changedPasswordAfterInitialLogin: true,
  });
  await revokeUserSessions(db, userId, familyId);
  await mailer.send(
    passwordChangedMail({
      to: user.email,
      firstName: user.firstName,
      forgotPasswordUrl: forgotPasswordUrl(publicUrl),
    }),
  );
}

/**
 * Mails a reset link when the account exists. The answer is the same either way, so the form cannot be
 * used to find out which addresses have accounts. The link always points at PUBLIC_URL, never at a host
 * the request names.
 */
export async function requestPasswordReset(
  { db, mailer, secret, publicUrl }: { db: Db; mailer: Mailer; secret: string; publicUrl: string },
  { email, address }: { email: string; address: string },
): Promise<void> {
  await hitRateLimit(db, RATE_RULES.resetPerAddress, address);
  await hitRateLimit(db, RATE_RULES.resetPerAccount, email.trim());
  const user = await findUserByEmail(db, email);
  if (!user || !user.isActive) return;
  const link = await issuePasswordLink({ db, secret, publicUrl }, user.id, RESET_TOKEN_TTL_MS);
  await mailer.send(resetPasswordMail({ to: user.email, firstName: user.firstName, link }));
}

/**
 * A single-use link to choose a password (the reset page), valid for `ttlMs`. Earlier unused links of the
 * user stop working. Also used for a new SME admin's first password.
 */
export async function issuePasswordLink(
  { db, secret, publicUrl }: { db: Db; secret: string; publicUrl: string },
  userId: number,
  ttlMs: number,
): Promise<string> {
  const token = urlToken();
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      userId,
      tokenHash: keyedHash(secret, `reset:${token}`),
      expiresAt: new Date(Date.now() + ttlMs),
    });
  });
  return `${publicUrl}/password/reset?uid=${encodeUid(userId)}&token=${token}`;
}

/** Sets the new password from a reset link; the link works once, for an hour, and ends every session. */
export async function confirmPasswordReset(
  { db, secret, mailer, publicUrl }: MailDeps & { secret: string },
  { uid, token, newPassword }: { uid: string; token: string; newPassword: string },
): Promise<void> {
  const userId = decodeUid(uid);
  const user = userId === null ? undefined : await findUserById(db, userId);
  if (!user || !user.isActive) throw fieldError('uid', INVALID_UID);
  const usable = and(
    eq(passwordResetTokens.userId, user.id),
    eq(passwordResetTokens.tokenHash, keyedHash(secret, `reset:${token}`)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, new Date()),
  );
  const [link] = await db.select({ id: passwordResetTokens.id }).from(passwordResetTokens).where(usable);
  if (!link) throw fieldError('token', INVALID_RESET_TOKEN);
  // Compared only for a valid link (else the form would tell anyone whether a guess is the password), and
  // before the link is used up, so the user can pick another password with the same link.
  await assertNewPassword(user.passwordHash, newPassword);
  const used = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(usable)
    .returning({ id: passwordResetTokens.id });
  if (used.length === 0) throw fieldError('token', INVALID_RESET_TOKEN);
  await updateUser(db, user.id, {
    passwordHash: await hashPassword(newPassword),
    // A reset replaces a password the user had chosen; an invitation's link sets the first one, which the
    // first sign-in still asks to change (issue 13 §1, decision 033).
    changedPasswordAfterInitialLogin: user.passwordHash !== null || user.changedPasswordAfterInitialLogin,
  });
  await revokeUserSessions(db, user.id);
  // An invitation's link sets the first password: nothing was changed, so no mail.
  if (user.passwordHash !== null)
    await mailer.send(
      passwordChangedMail({
        to: user.email,
        firstName: user.firstName,
        forgotPasswordUrl: forgotPasswordUrl(publicUrl),
      }),
    );
}
