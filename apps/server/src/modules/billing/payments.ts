import { type SQL, and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TPayment, TPaymentMethod } from '@ared/contract/billing';
import type { Db } from '../../db/client';
import { billings, payments } from './schema';
import { smes } from '../smes/schema';
import { users } from '../users/schema';
import { queryRows } from '../../db/raw';
import { HttpError, badRequest, fieldError, forbidden, notFound } from '../../lib/http-errors';
import { liftNonPaymentSuspension } from '../smes';
import { isLate, isLatestUnpaid } from './open-billing-rule';
import type { ListSource } from '../../lib/list/paged-list';
import { orderByOf, orderingField } from '../../lib/ordering';
import { refreshPartnerLateFlags } from './reminders';

export const BILLING_NOT_FOUND = 'Billing not found.';
export const ONLY_LATEST = 'You can only mark the latest billing as paid for each SME';
export const ALREADY_PAID = 'This billing has already been paid.';

type PaymentInput = { billing_id: number; amount: number; method: TPaymentMethod; payment_reference: string };

/**
 * Mark As Paid: records who marked it, when, how and with what reference, and settles the billing. Only the
 * SME's latest unpaid billing of its kind may be paid (403), a paid one is refused (400), and the amount
 * must be the billing's final amount. The SME's status follows at once: a suspension for non-payment is
 * lifted when no other billing is more than five days late, and the partner's late flag is refreshed.
 */
export async function markBillingPaid(
  db: Db,
  {
    partnerId,
    userId,
    today,
    now,
  }: {
    partnerId: number;
    /** Who marked it; null when the SME paid by itself (its mobile-money link, decision 078). */
    userId: number | null;
    today: string;
    now: Date;
  },
  input: PaymentInput,
): Promise<TPayment> {
  return db.transaction(async (tx) => {
    // The row lock makes a second, simultaneous payment wait and then see the billing paid.
    const [billing] = await queryRows<{
      id: number;
      sme_id: number;
      kind: string;
      is_paid: boolean;
      final_amount: string;
    }>(
      tx,
      sql`select id, sme_id, kind, is_paid, final_amount from billings
          where id = ${input.billing_id} and partner_id = ${partnerId} for update`,
    );
    if (!billing) throw notFound(BILLING_NOT_FOUND);
    if (billing.is_paid) throw badRequest(ALREADY_PAID);
    const [latest] = await queryRows<{ is_latest: boolean }>(
      tx,
      sql`select ${isLatestUnpaid('b')} as is_latest from billings b where b.id = ${billing.id}`,
    );
    if (!latest?.is_latest) throw forbidden(ONLY_LATEST);
    const finalAmount = Number(billing.final_amount);
    if (Math.abs(input.amount - finalAmount) > 0.005)
      throw fieldError('amount', `The amount must be the billing's final amount (${finalAmount} RWF).`);
    const [payment] = await tx
      .insert(payments)
      .values({
        partnerId,
        billingId: billing.id,
        amount: finalAmount,
        method: input.method,
        reference: input.payment_reference,
        markedById: userId,
        paidAt: now,
      })
      .returning();
    if (!payment) throw new HttpError(409, ALREADY_PAID);
    await tx.update(billings).set({ isPaid: true, paidAt: now }).where(eq(billings.id, billing.id));
    await liftNonPaymentSuspensionWhenSettled(tx, billing.sme_id, today);
    await refreshPartnerLateFlags(tx, today, partnerId);
    const [row] = await paymentRows(tx, and(eq(payments.partnerId, partnerId), eq(payments.id, payment.id))!);
    if (!row) throw new Error('payment vanished');
    return toPayment(row);
  });
}

/** Reactivates an SME the engine suspended, once none of its billings is more than five days late. */
async function liftNonPaymentSuspensionWhenSettled(db: Db, smeId: number, today: string): Promise<void> {
  const [late] = await queryRows<{ id: number }>(
    db,
    sql`select b.id from billings b where b.sme_id = ${smeId} and ${isLate('b', today)} limit 1`,
  );
  if (!late) await liftNonPaymentSuspension(db, smeId);
}

const paymentRows = (db: Db, where: SQL) =>
  db
    .select({
      payment: payments,
      smeId: billings.smeId,
      smeName: smes.name,
      byFirst: users.firstName,
      byLast: users.lastName,
    })
    .from(payments)
    .innerJoin(billings, eq(billings.id, payments.billingId))
    .innerJoin(smes, eq(smes.id, billings.smeId))
    .leftJoin(users, eq(users.id, payments.markedById))
    .where(where)
    .$dynamic();

/** GET partner/billing/payment/?ordering=. */
const PAYMENT_ORDER_COLUMNS = {
  paid_at: payments.paidAt,
  amount: payments.amount,
  method: payments.method,
  sme: sql`lower(${smes.name})`,
};

type PaymentRow = Awaited<ReturnType<ReturnType<typeof paymentRows>['execute']>>[number];

function toPayment(row: PaymentRow): TPayment {
  const p = row.payment;
  return {
    id: p.id,
    billing: p.billingId,
    sme: { id: row.smeId, name: row.smeName },
    amount: p.amount,
    method: p.method,
    payment_reference: p.reference,
    marked_by:
      p.markedById !== null
        ? { id: p.markedById, name: `${row.byFirst ?? ''} ${row.byLast ?? ''}`.trim() }
        : null,
    paid_at: p.paidAt.toISOString(),
  };
}

/**
 * The partner's payments as a paged list, latest first. The page's ids are read first, from payments alone
 * (with the SME only when ordering by it), so the rows an offset skips are never joined.
 */
export function paymentListSource(
  db: Db,
  partnerId: number,
  ordering: string | undefined,
): ListSource<TPayment> {
  const own = eq(payments.partnerId, partnerId);
  const order = orderByOf(ordering, PAYMENT_ORDER_COLUMNS, payments.id, [
    desc(payments.paidAt),
    desc(payments.id),
  ]);
  return {
    count: async () => {
      const [total] = await db.select({ n: count() }).from(payments).where(own);
      return total?.n ?? 0;
    },
    rows: async ({ limit, skip }) => {
      const ids = db.select({ id: payments.id }).from(payments).$dynamic();
      const pageIds = (
        orderingField(ordering) === 'sme'
          ? ids
              .innerJoin(billings, eq(billings.id, payments.billingId))
              .innerJoin(smes, eq(smes.id, billings.smeId))
          : ids
      )
        .where(own)
        .orderBy(...order)
        .limit(limit)
        .offset(skip);
      const rows = await paymentRows(db, and(own, inArray(payments.id, pageIds))!).orderBy(...order);
      return { rows: rows.map(toPayment) };
    },
  };
}
