import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { routerMetrics } from './schema';

/** Deletes the telemetry recorded before `before` (the retention period; housekeeping). */
export async function sweepOldMetrics(db: Db, before: Date): Promise<void> {
  await db.delete(routerMetrics).where(lt(routerMetrics.recordedAt, before));
}
