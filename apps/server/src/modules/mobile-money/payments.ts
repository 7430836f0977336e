import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { fieldError } from '../../lib/http-errors';
import type { AppDeps } from '../../types';
import { collectionStatus, requestCollection } from './adapters';
import { credentialsOf } from './credentials';
import { recordEvent } from './events';
import { partnerPaymentProvider } from './partner-provider';
import { ProviderCallFailed } from './providers/provider';
import { type PaymentRow, toPayment } from './rows';
import { mobileMoneyPayments } from './schema';
import { type SettlementSource, settlePayment } from './settlement';
import { type MobileMoneyProvider, MobileMoneyUnavailable, type Payment, type PaymentPurpose } from './types';

/** E.164 without '+': a country code and a subscriber number, digits only. */
const PHONE = /^[1-9]\d{7,14}$/;

/**
 * A provider that does not know a payment this long after we asked never got the request (it was lost on
 * the way): the payment failed. Sooner, the request may still be on its way (another submission of the
 * same purchase can read the payment before its request is sent).
 */
const UNKNOWN_GRACE_MS = 60_000;
/** A guest's page polls; the provider is asked at most this often per payment on its behalf. */
const REFRESH_EVERY_MS = 3_000;

export type PaymentRequest = {
  partnerId: number;
  provider?: MobileMoneyProvider;
  phone: string;
  amountMinor: number;
  currency: string;
  purpose: PaymentPurpose;
  idempotencyKey: string;
};

const callbackUrl = (deps: AppDeps, provider: MobileMoneyProvider) =>
  `${deps.config.publicUrl}/v1/mobile-money/callbacks/${provider === 'mtn_momo' ? 'mtn-momo' : 'airtel-money'}/`;

const payerMessage = (purpose: PaymentPurpose) =>
  purpose.kind === 'portal_purchase' ? 'Wi-Fi time' : 'Wi-Fi service bill';

async function paymentByKey(deps: AppDeps, partnerId: number, idempotencyKey: string) {
  const [row] = await deps.database.db
    .select()
    .from(mobileMoneyPayments)
    .where(
      and(
        eq(mobileMoneyPayments.partnerId, partnerId),
        eq(mobileMoneyPayments.idempotencyKey, idempotencyKey),
      ),
    );
  return row;
}

function checkRequest(input: PaymentRequest): void {
  if (!PHONE.test(input.phone))
    throw fieldError(
      'phone',
      'Enter the phone number with its country code, digits only, e.g. 250788123456.',
    );
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0)
    throw fieldError('amount', 'Ensure this value is greater than 0.');
  if (!/^[A-Z]{3}$/.test(input.currency)) throw fieldError('currency', 'Enter a three-letter currency code.');
  if (input.idempotencyKey.length === 0 || input.idempotencyKey.length > 200)
    throw fieldError('idempotency_key', 'Ensure this field has between 1 and 200 characters.');
}

/**
 * Starts a collection (see index.ts). The row is inserted first with ON CONFLICT DO NOTHING on
 * (partner, idempotency key): of concurrent submissions exactly one inserts it and asks the provider; the
 * others read that row and return it, pending.
 */
export async function requestPayment(deps: AppDeps, input: PaymentRequest): Promise<Payment> {
  checkRequest(input);
  const existing = await paymentByKey(deps, input.partnerId, input.idempotencyKey);
  if (existing) return toPayment(existing);

  const { db } = deps.database;
  const provider = input.provider ?? (await partnerPaymentProvider(deps, input.partnerId, input.phone));
  const credentials = provider && (await credentialsOf(db, deps.config.jwtSecret, input.partnerId, provider));
  if (!provider || !credentials)
    throw new MobileMoneyUnavailable('no_credentials', 'This partner has no mobile-money credentials.');

  const now = deps.clock.now();
  const [inserted] = await db
    .insert(mobileMoneyPayments)
    .values({
      id: randomUUID(),
      partnerId: input.partnerId,
      provider,
      environment: credentials.environment,
      phone: input.phone,
      amountMinor: input.amountMinor,
      currency: input.currency,
      purpose: input.purpose,
      purposeKind: input.purpose.kind,
      idempotencyKey: input.idempotencyKey,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [mobileMoneyPayments.partnerId, mobileMoneyPayments.idempotencyKey] })
    .returning();
  if (!inserted) {
    const winner = await paymentByKey(deps, input.partnerId, input.idempotencyKey);
    if (!winner) throw new Error('payment vanished between its insert and its read');
    return toPayment(winner);
  }

  try {
    const outcome = await requestCollection(deps.config.mobileMoney, credentials, {
      referenceId: inserted.id,
      phone: input.phone,
      amountMinor: input.amountMinor,
      currency: input.currency,
      callbackUrl: callbackUrl(deps, provider),
      payerMessage: payerMessage(input.purpose),
    });
    if (outcome.accepted) {
      await recordEvent(db, inserted, 'requested', { accepted: true }, deps.clock.now());
      return toPayment(inserted);
    }
    await recordEvent(db, inserted, 'requested', { accepted: false, reason: outcome.reason }, now);
    const settled = await settlePayment(
      db,
      inserted.id,
      { status: 'failed', failure: outcome.failure },
      'request',
      deps.clock.now(),
    );
    return settled ?? toPayment(inserted);
  } catch (error) {
    if (!(error instanceof ProviderCallFailed)) throw error;
    await recordEvent(db, inserted, 'request_failed', { kind: error.kind, step: error.step }, now);
    // Refused credentials, or no token: nothing was asked of the payer, so the payment failed for sure.
    if (error.kind === 'credentials' || error.step === 'token') {
      await settlePayment(
        db,
        inserted.id,
        { status: 'failed', failure: 'provider_unavailable' },
        'request',
        deps.clock.now(),
      );
      throw new MobileMoneyUnavailable(
        error.kind === 'credentials' ? 'credentials_refused' : 'provider_unreachable',
        error.kind === 'credentials'
          ? 'The provider refused this partner’s credentials.'
          : 'The provider cannot be reached.',
      );
    }
    // The request itself went unanswered: it may have reached the provider. The payment stays pending and
    // the provider's status endpoint decides (refresh or reconciliation).
    return toPayment(inserted);
  }
}

/** A payment of this partner, or null (another partner's id = null). Reads the row only. */
export async function paymentOf(
  deps: AppDeps,
  partnerId: number,
  paymentId: string,
): Promise<Payment | null> {
  const row = await paymentRow(deps, partnerId, paymentId);
  return row ? toPayment(row) : null;
}

async function paymentRow(deps: AppDeps, partnerId: number | null, paymentId: string) {
  if (!UUID.test(paymentId)) return undefined;
  const [row] = await deps.database.db
    .select()
    .from(mobileMoneyPayments)
    .where(
      partnerId === null
        ? eq(mobileMoneyPayments.id, paymentId)
        : and(eq(mobileMoneyPayments.id, paymentId), eq(mobileMoneyPayments.partnerId, partnerId)),
    );
  return row;
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Any partner's payment by id: for the provider's callbacks, which name only the payment. */
export const paymentById = (deps: AppDeps, paymentId: string) => paymentRow(deps, null, paymentId);

/** Asks the provider now and settles the payment if the answer is final (see index.ts). */
export async function refreshPayment(
  deps: AppDeps,
  partnerId: number,
  paymentId: string,
): Promise<Payment | null> {
  const row = await paymentRow(deps, partnerId, paymentId);
  if (!row) return null;
  if (row.status !== 'pending') return toPayment(row);
  const checkedAt = row.checkedAt?.getTime() ?? 0;
  if (deps.clock.now().getTime() - checkedAt < REFRESH_EVERY_MS) return toPayment(row);
  return askProvider(deps, row, 'refresh');
}

/**
 * The provider's word on a pending payment, acted on: a final answer settles it; a payment it never
 * confirmed within MOMO_EXPIRE_MINUTES expires. Returns the payment as it now is.
 */
export async function askProvider(
  deps: AppDeps,
  row: PaymentRow,
  source: SettlementSource,
): Promise<Payment> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const age = now.getTime() - row.createdAt.getTime();
  const expired = age > deps.config.mobileMoney.expireMinutes * 60_000;
  const credentials = await credentialsOf(
    db,
    deps.config.jwtSecret,
    row.partnerId,
    row.provider as MobileMoneyProvider,
  );
  await db.update(mobileMoneyPayments).set({ checkedAt: now }).where(eq(mobileMoneyPayments.id, row.id));

  let settled: Payment | null = null;
  if (!credentials) {
    await recordEvent(db, row, 'status_read_failed', { kind: 'no_credentials', source }, now);
    if (expired)
      settled = await settlePayment(db, row.id, { status: 'expired', failure: 'timeout' }, source, now);
  } else {
    try {
      const answer = await collectionStatus(deps.config.mobileMoney, credentials, row.id);
      await recordEvent(
        db,
        row,
        'status_read',
        { state: answer.state, reason: answer.state === 'failed' ? answer.reason : null, source },
        now,
      );
      if (answer.state === 'successful')
        settled = await settlePayment(
          db,
          row.id,
          { status: 'successful', providerReference: answer.providerReference },
          source,
          now,
        );
      else if (answer.state === 'failed')
        settled = await settlePayment(db, row.id, { status: 'failed', failure: answer.failure }, source, now);
      else if (answer.state === 'unknown' && age > UNKNOWN_GRACE_MS)
        settled = await settlePayment(
          db,
          row.id,
          { status: 'failed', failure: 'provider_unavailable' },
          source,
          now,
        );
      else if (expired)
        settled = await settlePayment(db, row.id, { status: 'expired', failure: 'timeout' }, source, now);
    } catch (error) {
      if (!(error instanceof ProviderCallFailed)) throw error;
      await recordEvent(db, row, 'status_read_failed', { kind: error.kind, source }, now);
      if (expired)
        settled = await settlePayment(db, row.id, { status: 'expired', failure: 'timeout' }, source, now);
    }
  }
  if (settled) return settled;
  // Settled by someone else meanwhile, or still pending: the row as it is now.
  const [current] = await db.select().from(mobileMoneyPayments).where(eq(mobileMoneyPayments.id, row.id));
  return toPayment(current ?? row);
}
