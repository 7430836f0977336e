import { lt, or, isNotNull, and, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client';
import { otpCodes, passwordResetTokens, refreshTokens, routerMetrics } from '../db/schema';
import { sweepRateLimits } from '../lib/rate-limit';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Deletes what can no longer be used: old rate-limit windows, OTP codes and reset tokens past their
 * expiry, refresh tokens a day after expiry or revocation, and telemetry past its retention. Plain deletes by time, so several replicas
 * running it at once do no harm.
 */
export async function sweepExpiredCredentials(db: Db, now = new Date(), retentionDays = 90): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await sweepRateLimits(db, now);
  await db.delete(otpCodes).where(lt(otpCodes.expiresAt, dayAgo));
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, dayAgo));
  await db
    .delete(refreshTokens)
    .where(
      or(
        lt(refreshTokens.expiresAt, dayAgo),
        and(isNotNull(refreshTokens.revokedAt), lt(refreshTokens.revokedAt, dayAgo)),
      ),
    );
  await db
    .delete(routerMetrics)
    .where(lt(routerMetrics.recordedAt, new Date(now.getTime() - retentionDays * DAY_MS)));
}

/**
 * PostgreSQL's autovacuum keeps planner statistics and the visibility map fresh; the embedded engine has
 * no autovacuum, so the server does it (index-only scans and good plans depend on it).
 */
export async function maintainEmbeddedDatabase(database: Database): Promise<void> {
  if (database.engine === 'pglite') await database.db.execute(sql`vacuum analyze`);
}

/** Runs the sweep (and the embedded database's vacuum) hourly; the timer does not keep the process alive. */
export function startHousekeeping(
  database: Database,
  log: FastifyBaseLogger,
  { retentionDays = 90, everyMs = 3600 * 1000 } = {},
): () => void {
  const timer = setInterval(() => {
    sweepExpiredCredentials(database.db, new Date(), retentionDays)
      .then(() => maintainEmbeddedDatabase(database))
      .catch((error: unknown) => log.warn({ err: error }, 'housekeeping failed'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
