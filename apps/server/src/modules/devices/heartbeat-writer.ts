import type { Db } from '../../db/client';
import { type PreparedHeartbeat, writeHeartbeats } from './heartbeat-service';

type Pending = { heartbeat: PreparedHeartbeat; resolve: () => void; reject: (error: unknown) => void };

/**
 * Group commit for heartbeats: requests arriving within a few milliseconds are written in one transaction,
 * and each request is answered only after its rows are committed (an acknowledged heartbeat is stored).
 * Thousands of boxes reporting every 30 s become a few dozen transactions a second instead of thousands.
 * If a batch fails, its heartbeats are retried one by one so one bad row cannot fail the others.
 */
export function createHeartbeatWriter(db: Db, { maxWaitMs = 5, maxBatch = 500 } = {}) {
  let queue: Pending[] = [];
  let timer: NodeJS.Timeout | null = null;
  let chain: Promise<void> = Promise.resolve();

  const flush = async () => {
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    try {
      await writeHeartbeats(
        db,
        batch.map((p) => p.heartbeat),
      );
      batch.forEach((p) => p.resolve());
    } catch {
      for (const pending of batch) {
        try {
          await writeHeartbeats(db, [pending.heartbeat]);
          pending.resolve();
        } catch (error) {
          pending.reject(error);
        }
      }
    }
  };
  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    chain = chain.then(flush);
    return chain;
  };

  return {
    write(heartbeat: PreparedHeartbeat): Promise<void> {
      return new Promise((resolve, reject) => {
        queue.push({ heartbeat, resolve, reject });
        if (queue.length >= maxBatch) void schedule();
        else timer ??= setTimeout(schedule, maxWaitMs);
      });
    },
    /** Writes whatever is queued (on shutdown). */
    drain: () => schedule(),
  };
}
export type HeartbeatWriter = ReturnType<typeof createHeartbeatWriter>;
