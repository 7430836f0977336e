import { and, asc, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { defineJob } from '../../jobs/scheduler';
import type { AppDeps } from '../../types';
import { askProvider } from './payments';
import { mobileMoneyPayments } from './schema';

/** A callback normally comes within seconds; a payment pending longer than this is asked about. */
const PENDING_BEFORE_ASKING_MS = 60_000;
/** Payments asked about per run, oldest first; the rest wait for the next run. */
const BATCH = 200;
/**
 * Payments asked about at once: each waits on the provider's status call and then on its purpose's
 * follow-up (a purchase's SMS), so one at a time made a run of 200 take minutes (docs/benchmarks.md).
 */
const AT_ONCE = 8;

export type ReconcileSummary = { asked: number; settled: number; failedToAsk: number };

/**
 * Asks the provider about every payment pending over a minute (its callback was lost, or never sent):
 * a final answer settles it, and one the provider never confirms expires after MOMO_EXPIRE_MINUTES
 * (payments.ts, askProvider). Settlement is a conditional update, so a callback arriving meanwhile or
 * another replica's run settles each payment once.
 */
export async function reconcilePayments(deps: AppDeps, log: FastifyBaseLogger): Promise<ReconcileSummary> {
  const before = new Date(deps.clock.now().getTime() - PENDING_BEFORE_ASKING_MS);
  const pending = await deps.database.db
    .select()
    .from(mobileMoneyPayments)
    .where(and(eq(mobileMoneyPayments.status, 'pending'), lt(mobileMoneyPayments.createdAt, before)))
    .orderBy(asc(mobileMoneyPayments.createdAt))
    .limit(BATCH);
  const summary: ReconcileSummary = { asked: 0, settled: 0, failedToAsk: 0 };
  const ask = async (row: (typeof pending)[number]) => {
    try {
      const payment = await askProvider(deps, row, 'reconciliation');
      summary.asked += 1;
      if (payment.status !== 'pending') summary.settled += 1;
    } catch (error) {
      summary.failedToAsk += 1;
      // One line per failing payment and run: a handler bug must be seen, and the batch is bounded.
      log.warn({ err: error, paymentId: row.id }, 'mobile-money reconciliation could not settle a payment');
    }
  };
  // A few lanes over the batch, oldest first in each.
  let next = 0;
  const lane = async () => {
    while (next < pending.length) await ask(pending[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, pending.length) }, lane));
  if (summary.settled > 0) log.info(summary, 'mobile-money payments reconciled');
  return summary;
}

export const reconcileJob = (deps: AppDeps, log: FastifyBaseLogger) =>
  defineJob({
    name: 'mobile-money-reconciliation',
    intervalMs: deps.config.mobileMoney.reconcileEverySeconds * 1000,
    run: async () => {
      await reconcilePayments(deps, log);
    },
  });
