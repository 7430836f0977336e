import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { partners } from '../partners/schema';

/**
 * A mobile-money collection (issue 32 §1, decision 077). `id` is also the provider's reference (MTN's
 * X-Reference-Id, Airtel's transaction id), so a status read needs nothing else. One payment per
 * (partner, idempotency key): the unique index is what makes eight identical submissions one payment.
 * `status` leaves 'pending' once (a conditional update), and 'successful' only for 'reversed'.
 */
export const mobileMoneyPayments = pgTable(
  'mobile_money_payments',
  {
    id: uuid('id').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** 'sandbox' or 'live': the credentials' environment when the payment was asked for. */
    environment: text('environment').notNull(),
    phone: text('phone').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    purpose: jsonb('purpose').notNull(),
    /** The purpose's kind, a column of its own so revenue reports can filter without reading JSON. */
    purposeKind: text('purpose_kind').notNull(),
    status: text('status').notNull().default('pending'),
    failure: text('failure'),
    providerReference: text('provider_reference'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** When the provider was last asked (callback check, refresh or reconciliation). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [
    // The provider's reference is the uuid, so a callback finds its payment by id alone (asking every shard
    // on Citus); the key has the partner for Citus (decision 083), after the id so that lookup uses it.
    primaryKey({ columns: [t.id, t.partnerId] }),
    uniqueIndex('mobile_money_payments_idempotency_idx').on(t.partnerId, t.idempotencyKey),
    index('mobile_money_payments_partner_created_idx').on(t.partnerId, t.createdAt),
    // Revenue (analytics, decision 079): a partner's purchases settled in a range, and its reversed ones.
    index('mobile_money_payments_revenue_idx')
      .on(t.partnerId, t.purposeKind, t.settledAt)
      .where(sql`${t.status} in ('successful', 'reversed')`),
    index('mobile_money_payments_reversed_idx')
      .on(t.partnerId, t.purposeKind)
      .where(sql`${t.status} = 'reversed'`),
    // The reconciliation job's scan: only pending rows, oldest first.
    index('mobile_money_payments_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('mobile_money_payments_provider_check', sql`${t.provider} in ('mtn_momo', 'airtel_money')`),
    check('mobile_money_payments_environment_check', sql`${t.environment} in ('sandbox', 'live')`),
    check(
      'mobile_money_payments_status_check',
      sql`${t.status} in ('pending', 'successful', 'failed', 'expired', 'reversed')`,
    ),
    check(
      'mobile_money_payments_failure_check',
      sql`${t.failure} in ('declined', 'insufficient_funds', 'timeout', 'provider_unavailable', 'invalid_phone')`,
    ),
    check('mobile_money_payments_amount_check', sql`${t.amountMinor} > 0`),
  ],
);

/**
 * A payment's full history: every request to the provider and its answer, every callback received (trusted
 * or not), every status read and every transition. `detail` never holds a credential or token.
 */
export const mobileMoneyPaymentEvents = pgTable(
  'mobile_money_payment_events',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    /** The payment's partner: the history sits on its payment's shard on Citus (decision 083). */
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').notNull(),
    kind: text('kind').notNull(),
    detail: jsonb('detail').notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.partnerId] }),
    foreignKey({
      name: 'mobile_money_payment_events_payment_fk',
      columns: [t.paymentId, t.partnerId],
      foreignColumns: [mobileMoneyPayments.id, mobileMoneyPayments.partnerId],
    }).onDelete('cascade'),
    index('mobile_money_payment_events_payment_idx').on(t.paymentId, t.at),
    check(
      'mobile_money_payment_events_kind_check',
      sql`${t.kind} in ('requested', 'request_failed', 'callback', 'status_read', 'status_read_failed', 'transition')`,
    ),
  ],
);

/**
 * A partner's credentials at one provider (one row per provider). `sealed` is the provider's fields as
 * JSON sealed with AES-256-GCM under a key derived from the server's secret (lib/sealing.ts): a copy of the
 * database alone does not reveal them, and no route ever answers them back.
 */
export const mobileMoneyCredentials = pgTable(
  'mobile_money_credentials',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    environment: text('environment').notNull(),
    sealed: text('sealed').notNull(),
    /** The names of the fields that are set, so the dashboard can say which without opening `sealed`. */
    fieldsSet: text('fields_set').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.partnerId] }),
    uniqueIndex('mobile_money_credentials_partner_provider_idx').on(t.partnerId, t.provider),
    check('mobile_money_credentials_provider_check', sql`${t.provider} in ('mtn_momo', 'airtel_money')`),
    check('mobile_money_credentials_environment_check', sql`${t.environment} in ('sandbox', 'live')`),
  ],
);
