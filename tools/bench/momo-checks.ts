// What `bench:momo` reads in the database: when each payment's voucher became visible, and whether the
// settled payments and their vouchers add up (one voucher per successful payment, none without one).
import { performance } from 'node:perf_hooks';
import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';
import {
  mobileMoneyPaymentEvents,
  mobileMoneyPayments,
  portalGrants,
  smsMessages,
  vouchers,
} from '../../apps/server/src/db/schema';

/**
 * Watches `portal_grants` (the purchase's voucher, inserted in the settlement's transaction) from a
 * connection of its own, every `everyMs`: the first time each payment's row is seen, on this process's
 * clock. A row is visible only once that transaction committed, so this is the moment the voucher exists.
 */
export function voucherWatch(databaseUrl: string, everyMs: number) {
  const seen = new Map<string, number>();
  const opened = openDatabase({ databaseUrl, migrate: false });
  let stopped = false;
  const poll = (async () => {
    const { db, close } = await opened;
    try {
      while (!stopped) {
        const rows = await db
          .select({ paymentId: portalGrants.paymentId })
          .from(portalGrants)
          .where(and(eq(portalGrants.kind, 'purchase'), isNotNull(portalGrants.paymentId)));
        const now = performance.now();
        for (const { paymentId } of rows) if (!seen.has(paymentId!)) seen.set(paymentId!, now);
        await new Promise((resolve) => setTimeout(resolve, everyMs));
      }
    } finally {
      await close();
    }
  })();
  return {
    /** Resolves once every one of `ids` has its voucher, or after `timeoutMs`: the times seen so far. */
    async until(ids: string[], timeoutMs: number): Promise<Map<string, number>> {
      const deadline = performance.now() + timeoutMs;
      while (performance.now() < deadline && !ids.every((id) => seen.has(id)))
        await new Promise((resolve) => setTimeout(resolve, everyMs));
      stopped = true;
      await poll;
      return seen;
    },
  };
}

/** The payments `ids` and their vouchers, counted as the budget states them; and each payment's code. */
export async function settlementChecks(databaseUrl: string, ids: string[]) {
  const { db, close } = await openDatabase({ databaseUrl, migrate: false });
  try {
    const payments = await db
      .select({ id: mobileMoneyPayments.id, status: mobileMoneyPayments.status })
      .from(mobileMoneyPayments)
      .where(inArray(mobileMoneyPayments.id, ids));
    const grants = await db
      .select({ paymentId: portalGrants.paymentId, kind: portalGrants.kind, code: vouchers.code })
      .from(portalGrants)
      .innerJoin(vouchers, eq(vouchers.id, portalGrants.voucherId))
      .where(inArray(portalGrants.paymentId, ids));
    const perPayment = new Map<string, number>();
    for (const g of grants) perPayment.set(g.paymentId!, (perPayment.get(g.paymentId!) ?? 0) + 1);
    const successful = new Set(payments.filter((p) => p.status === 'successful').map((p) => p.id));
    // Every voucher of the partner's whole database, not only these payments': a voucher made without a
    // grant naming a successful payment (of any run) counts as unpaid.
    const [unpaid] = await db
      .select({ n: count() })
      .from(vouchers)
      .leftJoin(portalGrants, eq(portalGrants.voucherId, vouchers.id))
      .leftJoin(mobileMoneyPayments, sql`${mobileMoneyPayments.id}::text = ${portalGrants.paymentId}`)
      .where(sql`${mobileMoneyPayments.status} is distinct from 'successful'`);
    const [sms] = await db
      .select({ n: count() })
      .from(smsMessages)
      .where(
        inArray(
          smsMessages.voucherId,
          db
            .select({ id: portalGrants.voucherId })
            .from(portalGrants)
            .where(inArray(portalGrants.paymentId, ids)),
        ),
      );
    return {
      successful: successful.size,
      purchaseVouchers: grants.filter((g) => g.kind === 'purchase').length,
      doubled: [...perPayment.values()].filter((n) => n > 1).length,
      unpaid: unpaid?.n ?? 0,
      sms: sms?.n ?? 0,
      codes: new Map(grants.map((g) => [g.paymentId!, g.code])),
    };
  } finally {
    await close();
  }
}

/** How many of the payments `ids` each source settled (their 'transition' events: callback, refresh, …). */
export async function settlementSources(databaseUrl: string, ids: string[]): Promise<Record<string, number>> {
  const { db, close } = await openDatabase({ databaseUrl, migrate: false });
  try {
    const rows = await db
      .select({ source: sql<string>`${mobileMoneyPaymentEvents.detail}->>'source'`, n: count() })
      .from(mobileMoneyPaymentEvents)
      .where(
        and(
          eq(mobileMoneyPaymentEvents.kind, 'transition'),
          inArray(mobileMoneyPaymentEvents.paymentId, ids),
        ),
      )
      .groupBy(sql`1`);
    return Object.fromEntries(rows.map((r) => [r.source, r.n]));
  } finally {
    await close();
  }
}

/** Epoch ms of a payment's steps on the server: its first callback, its settlement's start, its voucher's insert. */
export type SettlementSteps = { callbackAt: number; transactionAt: number; voucherAt: number };

/**
 * Where each payment's settlement spent its time, from what the rows record: the 'callback' event's time
 * (the server's clock when the callback came in), the grant's `created` (PostgreSQL's now(): the settling
 * transaction's start) and the voucher's `created_at` (the server's clock at its insert). Payments
 * without a callback are left out.
 */
export async function settlementSteps(
  databaseUrl: string,
  ids: string[],
): Promise<Map<string, SettlementSteps>> {
  const { db, close } = await openDatabase({ databaseUrl, migrate: false });
  try {
    const callbacks = await db
      .select({
        paymentId: mobileMoneyPaymentEvents.paymentId,
        at: sql<Date>`min(${mobileMoneyPaymentEvents.at})`,
      })
      .from(mobileMoneyPaymentEvents)
      .where(
        and(eq(mobileMoneyPaymentEvents.kind, 'callback'), inArray(mobileMoneyPaymentEvents.paymentId, ids)),
      )
      .groupBy(mobileMoneyPaymentEvents.paymentId);
    const grants = await db
      .select({
        paymentId: portalGrants.paymentId,
        created: portalGrants.created,
        voucherAt: vouchers.createdAt,
      })
      .from(portalGrants)
      .innerJoin(vouchers, eq(vouchers.id, portalGrants.voucherId))
      .where(inArray(portalGrants.paymentId, ids));
    const callbackAt = new Map(callbacks.map((c) => [c.paymentId, new Date(c.at).getTime()]));
    const steps = new Map<string, SettlementSteps>();
    for (const g of grants) {
      const at = callbackAt.get(g.paymentId!);
      if (at !== undefined)
        steps.set(g.paymentId!, {
          callbackAt: at,
          transactionAt: g.created.getTime(),
          voucherAt: g.voucherAt.getTime(),
        });
    }
    return steps;
  } finally {
    await close();
  }
}
