import { and, eq, gt } from 'drizzle-orm';
import type { TSignUpApplication } from '@ared/contract/sign-ups';
import type { AppDeps } from '../../types';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-errors';
import { billingToday } from '../../lib/today';
import { partners } from '../partners/schema';
import { subscriptionPlans } from '../subscriptions/schema';
import { registerSme } from '../smes';
import { activePartnerPeopleOf } from '../users';
import { signUpApplications } from './schema';
import { reviewTokenHash } from './review-token';
import { findSignUpChoice } from './options';
import { approvedMail, declinedMail, newSmeFromSignUpMail } from './mails';

export const REVIEW_LINK_INVALID = 'This review link is not valid.';
export const REVIEW_LINK_EXPIRED = 'This review link has expired.';
export const EMAIL_NOW_TAKEN =
  'An account with this email address was created since the application: decline it instead.';
export const NO_LONGER_OFFERED =
  'The partner no longer takes sign-ups on this subscription: decline the application instead.';
const alreadyDecided = (status: string) => `This application was already ${status}.`;

type Deps = Pick<AppDeps, 'database' | 'mailer' | 'config' | 'clock'>;
type Application = typeof signUpApplications.$inferSelect;

const byToken = (deps: Deps, token: string) =>
  eq(signUpApplications.reviewTokenHash, reviewTokenHash(deps.config.jwtSecret, token));

async function namesOf(db: Db, application: Application) {
  const [row] = await db
    .select({ partnerName: partners.name, planName: subscriptionPlans.name })
    .from(subscriptionPlans)
    .innerJoin(partners, eq(partners.id, subscriptionPlans.partnerId))
    .where(eq(subscriptionPlans.id, application.subscriptionPlanId));
  return row ?? { partnerName: '', planName: '' };
}

/** The application a review link names, as its reviewer sees it; an expired pending one answers 410. */
export async function readApplication(deps: Deps, token: string): Promise<TSignUpApplication> {
  const db = deps.database.db;
  const [application] = await db.select().from(signUpApplications).where(byToken(deps, token));
  if (!application) throw notFound(REVIEW_LINK_INVALID);
  const expired = application.status === 'pending' && application.reviewExpiresAt <= deps.clock.now();
  if (expired || application.status === 'expired') throw new HttpError(410, REVIEW_LINK_EXPIRED);
  const names = await namesOf(db, application);
  return {
    id: application.id,
    first_name: application.firstName,
    last_name: application.lastName,
    email: application.email,
    phone: application.phone,
    partner_name: names.partnerName,
    subscription_plan_name: names.planName,
    status: application.status,
    created: application.created.toISOString(),
    review_expires_at: application.reviewExpiresAt.toISOString(),
  };
}

/** Why a decision found no pending, unexpired application for the token: 404, 410 or 409. */
async function notDecidable(deps: Deps, token: string): Promise<HttpError> {
  const [application] = await deps.database.db
    .select({ status: signUpApplications.status })
    .from(signUpApplications)
    .where(byToken(deps, token));
  if (!application) return notFound(REVIEW_LINK_INVALID);
  if (application.status === 'pending' || application.status === 'expired')
    return new HttpError(410, REVIEW_LINK_EXPIRED);
  return new HttpError(409, alreadyDecided(application.status));
}

/**
 * Takes the application from pending to `status` and answers it, or nothing when it is no longer pending or
 * its link expired. On PostgreSQL the row lock makes a second decision at the same moment wait, then find
 * the status changed: eight clicks at once decide once.
 */
async function decide(db: Db, deps: Deps, token: string, status: 'approved' | 'declined') {
  const now = deps.clock.now();
  const [application] = await db
    .update(signUpApplications)
    .set({ status, decidedAt: now })
    .where(
      and(
        byToken(deps, token),
        eq(signUpApplications.status, 'pending'),
        gt(signUpApplications.reviewExpiresAt, now),
      ),
    )
    .returning();
  return application;
}

/**
 * Approves: the SME under the chosen partner on the chosen plan, and its admin with the password the
 * applicant chose, through the SMEs module's own registration (the partner's Add SME); then the mails.
 */
export async function approveApplication(deps: Deps, token: string): Promise<void> {
  const db = deps.database.db;
  const approved = await db.transaction(async (tx) => {
    const application = await decide(tx, deps, token, 'approved');
    if (!application) return undefined;
    // The partner may have stopped taking sign-ups since (deactivated, a Kiosk plan, the plan removed).
    if (!(await findSignUpChoice(tx, application.partnerId, application.subscriptionPlanId)))
      throw new HttpError(409, NO_LONGER_OFFERED);
    const name = `${application.firstName} ${application.lastName}`;
    const { smeId } = await registerSme(
      tx,
      application.partnerId,
      {
        name,
        // The spec's form does not ask these: empty until the partner edits the SME (decision 057).
        tin_number: '',
        location: '',
        type: 'Others',
        admin_name: name,
        admin_phone: application.phone,
        admin_email: application.email,
        subscription_plan: application.subscriptionPlanId,
        auto_suspend: true,
      },
      {
        today: billingToday(deps),
        trialDays: deps.config.billing.trialDays,
        adminPasswordHash: application.passwordHash,
      },
    ).catch((error: unknown) => {
      // The address got an account between the application and now (the SME and the decision roll back).
      if (error instanceof HttpError && error.fieldErrors?.admin_email)
        throw new HttpError(409, EMAIL_NOW_TAKEN);
      throw error;
    });
    // The hash now lives in the account only.
    await tx
      .update(signUpApplications)
      .set({ smeId, passwordHash: null })
      .where(eq(signUpApplications.id, application.id));
    return { ...application, name };
  });
  if (!approved) throw await notDecidable(deps, token);
  const names = await namesOf(db, approved);
  await deps.mailer.send(
    approvedMail({
      to: approved.email,
      firstName: approved.firstName,
      partnerName: names.partnerName,
      planName: names.planName,
      trialDays: deps.config.billing.trialDays,
    }),
  );
  const admins = (await activePartnerPeopleOf(db, [approved.partnerId]))
    .filter((person) => person.isAdmin)
    .map((person) => person.email);
  for (const to of admins)
    await deps.mailer.send(
      newSmeFromSignUpMail({
        to,
        smeName: approved.name,
        adminEmail: approved.email,
        planName: names.planName,
      }),
    );
}

/** Declines: no account; the chosen password's hash is dropped, and the applicant is told. */
export async function declineApplication(deps: Deps, token: string): Promise<void> {
  const db = deps.database.db;
  const declined = await decide(db, deps, token, 'declined');
  if (!declined) throw await notDecidable(deps, token);
  await db
    .update(signUpApplications)
    .set({ passwordHash: null })
    .where(eq(signUpApplications.id, declined.id));
  const names = await namesOf(db, declined);
  await deps.mailer.send(
    declinedMail({ to: declined.email, firstName: declined.firstName, partnerName: names.partnerName }),
  );
}
