import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { SIGN_UP_STATUSES } from '@ared/contract/sign-ups';
import { partners } from '../partners/schema';
import { smes } from '../smes/schema';
import { subscriptionPlans } from '../subscriptions/schema';

/**
 * A public Sign Up (spec part 1 §3): an applicant asks to become an SME of a partner on one of its plans;
 * a platform administrator approves or declines it from the review link mailed to them (decision 057).
 */
export const signUpApplications = pgTable(
  'sign_up_applications',
  {
    id: serial('id').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    subscriptionPlanId: integer('subscription_plan_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** argon2id of the chosen password until the decision; cleared then (the account holds it if approved). */
    passwordHash: text('password_hash'),
    status: text('status', { enum: SIGN_UP_STATUSES }).notNull().default('pending'),
    /** Keyed hash of the review link's secret: a database leak does not give the link. */
    reviewTokenHash: text('review_token_hash').notNull(),
    reviewExpiresAt: timestamp('review_expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The SME the approval created. */
    smeId: integer('sme_id'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.partnerId] }),
    foreignKey({
      name: 'sign_up_applications_sme_id_fk',
      columns: [t.smeId, t.partnerId],
      foreignColumns: [smes.id, smes.partnerId],
    }).onDelete('set null'),
    foreignKey({
      name: 'sign_up_applications_subscription_plan_id_fk',
      columns: [t.subscriptionPlanId, t.partnerId],
      foreignColumns: [subscriptionPlans.id, subscriptionPlans.partnerId],
    }).onDelete('cascade'),
    // Unique with the partner for Citus (decision 083); hash first, so the review link's lookup uses it.
    uniqueIndex('sign_up_applications_review_token_hash_unique').on(t.reviewTokenHash, t.partnerId),
    // One pending application per address: a second one gets the same answer and a mail, no new row. Across
    // partners the check in apply.ts holds it, under a lock on the address; this index, with the partner for
    // Citus (decision 083), is the database's backstop within one partner.
    uniqueIndex('sign_up_applications_pending_email')
      .on(sql`lower(${t.email})`, t.partnerId)
      .where(sql`${t.status} = 'pending'`),
    index('sign_up_applications_partner_idx').on(t.partnerId, t.status),
  ],
);
