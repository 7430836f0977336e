import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { runAnalyticsRollup } from './rollup';
import { defineJob } from '../../jobs/scheduler';

/**
 * Rolls the hours the raw tables marked dirty into the hourly and daily analytics tables (decision 038),
 * every `everySeconds` (ANALYTICS_ROLLUP_SECONDS; 0 turns the schedule off, tests run it by hand). Under the
 * scheduler's advisory lock: one replica at a time, and a run after another finds the queue empty.
 */
export const analyticsRollupJob = (
  database: Database,
  { timeZone, everySeconds, log }: { timeZone: string; everySeconds: number; log: FastifyBaseLogger },
) =>
  defineJob({
    name: 'analytics-rollup',
    intervalMs: everySeconds * 1000,
    run: async () => {
      const started = Date.now();
      const { hours } = await runAnalyticsRollup(database.db, { timeZone });
      if (hours > 0) log.debug({ hours, ms: Date.now() - started }, 'analytics rolled up');
    },
  });
