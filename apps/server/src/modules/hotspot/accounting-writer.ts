import type { Database } from '../../db/client';
import { type SessionWrite, writeSessions } from './accounting';

type Pending = { write: SessionWrite; resolve: () => void; reject: (error: unknown) => void };

/**
 * Group commit for accounting (like the heartbeat writer, decision 008): packets arriving within a few
 * milliseconds are written by one statement, and each is acknowledged (Accounting-Response, HTTP 200) only
 * once stored, as RFC 2866 asks. A failing batch is retried record by record so one bad record fails alone.
 */
export function createAccountingWriter(database: Database, { maxWaitMs = 5, maxBatch = 500 } = {}) {
  let queue: Pending[] = [];
  let timer: NodeJS.Timeout | null = null;
  let chain: Promise<void> = Promise.resolve();

  const flush = async () => {
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    try {
      await writeSessions(
        database,
        batch.map((p) => p.write),
      );
      batch.forEach((p) => p.resolve());
    } catch {
      for (const pending of batch) {
        try {
          await writeSessions(database, [pending.write]);
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
    write(write: SessionWrite): Promise<void> {
      return new Promise((resolve, reject) => {
        queue.push({ write, resolve, reject });
        if (queue.length >= maxBatch) void schedule();
        else timer ??= setTimeout(schedule, maxWaitMs);
      });
    },
    /** Writes whatever is queued (on shutdown). */
    drain: () => schedule(),
  };
}
export type AccountingWriter = ReturnType<typeof createAccountingWriter>;
