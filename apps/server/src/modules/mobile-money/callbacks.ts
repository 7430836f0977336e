import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../types';
import { recordEvent } from './events';
import { askProvider, paymentById } from './payments';
import type { MobileMoneyProvider } from './types';

/**
 * A provider's callback naming `paymentId`. Nothing in it is believed: a payment of that provider still
 * pending is asked about at the provider, which settles it or not (settlement runs once, so a duplicate
 * or late callback changes nothing). Unknown ids and other providers' payments are ignored.
 */
export async function takeCallback(
  deps: AppDeps,
  log: FastifyBaseLogger,
  provider: MobileMoneyProvider,
  paymentId: string,
): Promise<void> {
  const row = await paymentById(deps, paymentId);
  if (!row || row.provider !== provider) return;
  await recordEvent(
    deps.database.db,
    row,
    'callback',
    { pending: row.status === 'pending' },
    deps.clock.now(),
  );
  if (row.status !== 'pending') return;
  try {
    await askProvider(deps, row, 'callback');
  } catch (error) {
    // A failure here (the purpose's handler, the database) leaves the payment pending for the job; the
    // provider still gets its 2xx, so it does not retry into the same failure.
    log.warn(
      { err: error, paymentId: row.id },
      'mobile-money callback not settled; reconciliation will retry',
    );
  }
}
