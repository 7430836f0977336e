import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { MOVING_KEY_INDEXES, rebuildMovingKeyIndexes } from './index-upkeep';
import { defineJob } from '../../jobs/scheduler';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Once a day (not at start), the guest indexes whose keys move are rebuilt compact (decision 041): a day's
 * visits leave little behind, five years of them leave ten times the pages. Under the scheduler's lock, so
 * one replica rebuilds; online on PostgreSQL.
 */
export const analyticsIndexUpkeepJob = (
  database: Database,
  { log, everyMs = DAY_MS }: { log: FastifyBaseLogger; everyMs?: number },
) =>
  defineJob({
    name: 'analytics-index-upkeep',
    intervalMs: everyMs,
    runAtStart: false,
    run: async () => {
      const started = Date.now();
      await rebuildMovingKeyIndexes(database);
      log.info({ indexes: MOVING_KEY_INDEXES, ms: Date.now() - started }, 'analytics indexes rebuilt');
    },
  });
