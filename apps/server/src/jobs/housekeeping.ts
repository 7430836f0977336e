import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { sweepRateLimits } from '../lib/rate-limit';
import { sweepEndedRefreshTokens } from '../modules/auth';
import { dropMonthsBefore, ensureMonthPartitions } from '../modules/analytics';
import { sweepOldMetrics } from '../modules/devices';
import { sweepAllowances } from '../modules/guest-access';
import { sweepExpiredOtpCodes } from '../modules/otp';
import { sweepExpiredResetLinks } from '../modules/passwords';
import { defineJob } from './scheduler';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Deletes what can no longer be used: old rate-limit windows, OTP codes and reset tokens past their
 * expiry, refresh tokens a day after expiry or revocation, and telemetry past its retention. Each table's
 * module does its own sweep (decision 015). Plain deletes by time: a second run does no harm.
 */
export async function sweepExpiredCredentials(
  db: Db,
  now = new Date(),
  retentionDays = 90,
  advertViewRetentionDays = 400,
): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await sweepRateLimits(db, now);
  await sweepExpiredOtpCodes(db, dayAgo);
  await sweepExpiredResetLinks(db, dayAgo);
  await sweepEndedRefreshTokens(db, dayAgo);
  await sweepAllowances(db, dayAgo);
  // Raw time series: whole months past retention are dropped, the month that straddles it is swept, and
  // the coming months' partitions are made ahead (decision 038). The rollups keep the history.
  const metricsBefore = new Date(now.getTime() - retentionDays * DAY_MS);
  await dropMonthsBefore(db, 'router_metrics', metricsBefore);
  await sweepOldMetrics(db, metricsBefore);
  await dropMonthsBefore(db, 'advert_views', new Date(now.getTime() - advertViewRetentionDays * DAY_MS));
  await ensureMonthPartitions(db, now);
}

/**
 * PostgreSQL's autovacuum keeps planner statistics and the visibility map fresh; the embedded engine has
 * no autovacuum, so the server does it (index-only scans and good plans depend on it).
 */
export async function maintainEmbeddedDatabase(database: Database): Promise<void> {
  if (database.engine === 'pglite') await database.db.execute(sql`vacuum analyze`);
}

/** The sweep, then the embedded database's vacuum, hourly (not at start: the seed has just vacuumed). */
export const housekeepingJob = (
  database: Database,
  { retentionDays = 90, advertViewRetentionDays = 400, everyMs = 3600 * 1000 } = {},
) =>
  defineJob({
    name: 'housekeeping',
    intervalMs: everyMs,
    runAtStart: false,
    run: async () => {
      await sweepExpiredCredentials(database.db, new Date(), retentionDays, advertViewRetentionDays);
      await maintainEmbeddedDatabase(database);
    },
  });
