import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { expireVouchers } from './expiry';
import { defineJob } from '../../../jobs/scheduler';

/**
 * Every minute, stores `expired` on the vouchers whose time is up (decision 022). Under the scheduler's
 * advisory lock, so one replica runs it at a time; a run after another finds nothing left to do.
 */
export const voucherExpiryJob = (database: Database, clock: Clock, everyMs = 60_000) =>
  defineJob({
    name: 'voucher-expiry',
    intervalMs: everyMs,
    run: async () => {
      await expireVouchers(database.db, clock.now());
    },
  });
