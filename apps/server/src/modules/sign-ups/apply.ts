import type { ZSignUpRequestSchema } from '@ared/contract/sign-ups';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { AppDeps } from '../../types';
import type { Db } from '../../db/client';
import { fieldError, HttpError } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import { type RateRule, hitRateLimit } from '../../lib/rate-limit';
import { urlToken } from '../../lib/secrets';
import { findUserByEmail } from '../users';
import { signUpApplications } from './schema';
import { findSignUpChoice, signUpPartners } from './options';
import {
  alreadyPendingMail,
  alreadyRegisteredMail,
  applicationReceivedMail,
  reviewRequestMail,
} from './mails';
import { reviewLink, reviewTokenHash } from './review-token';

/** The advisory lock class of an address's applications (with the address's hash as the key). */
const ADDRESS_LOCK_CLASS = 5_710_057;

/** How long a review link works; an application not decided by then stays pending (decision 057). */
export const REVIEW_LINK_DAYS = 7;

/**
 * Each application costs a hash, a row and mails to people: a few an hour from one address, fewer for one
 * email (decision 013's per-address and per-account pair).
 */
export const SIGN_UP_RULES = {
  perAddress: { name: 'sign-up:address', limit: 10, windowSeconds: 60 * 60 },
  perEmail: { name: 'sign-up:email', limit: 3, windowSeconds: 60 * 60 },
  reviewPerAddress: { name: 'sign-up-review:address', limit: 60, windowSeconds: 15 * 60 },
} satisfies Record<string, RateRule>;

export const SIGN_UP_CLOSED = 'Sign-up is closed: no administrator is set up to review applications.';
const PLAN_NOT_OFFERED = 'Select a subscription of the chosen partner.';
const PARTNER_NOT_OFFERED = 'Select a valid partner.';

type Body = ReturnType<(typeof ZSignUpRequestSchema)['parse']>;
type Deps = Pick<AppDeps, 'database' | 'mailer' | 'config' | 'clock'>;

/**
 * Stores an application and mails the applicant and the platform administrators. The answer is the same
 * whether the address is free, has an account, or has an application pending: the mail to the address says
 * which (no account enumeration).
 */
export async function applyForSignUp(deps: Deps, body: Body, address: string): Promise<void> {
  const db = deps.database.db;
  const reviewers = deps.config.platformAdminEmails;
  if (reviewers.length === 0) throw new HttpError(409, SIGN_UP_CLOSED);
  await hitRateLimit(db, SIGN_UP_RULES.perAddress, address);
  await hitRateLimit(db, SIGN_UP_RULES.perEmail, body.email);
  const choice = await findSignUpChoice(db, body.partner, body.subscription_plan);
  if (!choice) {
    const offered = await signUpPartners(db);
    throw offered.some((partner) => partner.id === body.partner)
      ? fieldError('subscription_plan', PLAN_NOT_OFFERED)
      : fieldError('partner', PARTNER_NOT_OFFERED);
  }
  const email = body.email.toLowerCase();
  // Hashed on every path, so the time taken does not tell a free address from a taken one.
  const passwordHash = await hashPassword(body.password);
  if (await findUserByEmail(db, email)) {
    const base = deps.config.publicUrl;
    await deps.mailer.send(
      alreadyRegisteredMail({ to: email, signInUrl: `${base}/`, forgotUrl: `${base}/forgot-password` }),
    );
    return;
  }
  const token = urlToken();
  const reviewExpiresAt = new Date(deps.clock.now().getTime() + REVIEW_LINK_DAYS * 86_400_000);
  const row = await db.transaction(async (tx) => {
    // One pending application per address across all partners: the applications are sharded by partner on
    // Citus (decision 083), so no index can hold it; two applications for one address take turns here.
    await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK_CLASS}::int, hashtext(${email}))`);
    await expireUndecided(tx, email, deps.clock.now());
    const [pending] = await tx
      .select({ id: signUpApplications.id })
      .from(signUpApplications)
      .where(
        and(sql`lower(${signUpApplications.email}) = ${email}`, eq(signUpApplications.status, 'pending')),
      )
      .limit(1);
    if (pending) return undefined;
    const [inserted] = await tx
      .insert(signUpApplications)
      .values({
        partnerId: body.partner,
        subscriptionPlanId: body.subscription_plan,
        firstName: body.first_name,
        lastName: body.last_name,
        email,
        phone: body.phone,
        passwordHash,
        reviewTokenHash: reviewTokenHash(deps.config.jwtSecret, token),
        reviewExpiresAt,
      })
      // The partial unique index is the backstop within the partner (the token's hash is fresh and random).
      .onConflictDoNothing()
      .returning({ id: signUpApplications.id });
    return inserted;
  });
  if (!row) {
    await deps.mailer.send(alreadyPendingMail({ to: email, firstName: body.first_name }));
    return;
  }
  await deps.mailer.send(
    applicationReceivedMail({
      to: email,
      firstName: body.first_name,
      partnerName: choice.partnerName,
      planName: choice.planName,
    }),
  );
  const link = reviewLink(deps.config.publicUrl, token);
  for (const to of reviewers)
    await deps.mailer.send(
      reviewRequestMail({
        to,
        applicantName: `${body.first_name} ${body.last_name}`,
        applicantEmail: email,
        partnerName: choice.partnerName,
        planName: choice.planName,
        link,
        validDays: REVIEW_LINK_DAYS,
      }),
    );
}

/** An application whose link ran out undecided no longer blocks a new one of the same address. */
async function expireUndecided(db: Db, email: string, now: Date): Promise<void> {
  await db
    .update(signUpApplications)
    .set({ status: 'expired', passwordHash: null })
    .where(
      and(
        sql`lower(${signUpApplications.email}) = ${email}`,
        eq(signUpApplications.status, 'pending'),
        lte(signUpApplications.reviewExpiresAt, now),
      ),
    );
}
