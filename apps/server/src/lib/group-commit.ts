type Pending<T> = { item: T; resolve: () => void; reject: (error: unknown) => void };

export type GroupCommit<T> = {
  /** Resolves once the item is stored (in a batch, or alone after its batch failed). */
  write(item: T): Promise<void>;
  /** Writes whatever is queued (on shutdown). */
  drain(): Promise<void>;
};

/**
 * Group commit: items arriving within `maxWaitMs` (or `maxBatch` of them) are written by one call of
 * `writeMany`, and each caller is answered only after its item is stored, so an acknowledgement means
 * stored. Thousands of small writes a second become a few dozen statements. If a batch fails, its items
 * are retried one by one so one bad item cannot fail the others. Batches run one after another.
 */
export function createGroupCommit<T>(
  writeMany: (items: T[]) => Promise<unknown>,
  { maxWaitMs = 5, maxBatch = 500 } = {},
): GroupCommit<T> {
  let queue: Pending<T>[] = [];
  let timer: NodeJS.Timeout | null = null;
  let chain: Promise<void> = Promise.resolve();

  const flush = async () => {
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    try {
      await writeMany(batch.map((p) => p.item));
      batch.forEach((p) => p.resolve());
    } catch {
      for (const pending of batch) {
        try {
          await writeMany([pending.item]);
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
    write(item: T): Promise<void> {
      return new Promise((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (queue.length >= maxBatch) void schedule();
        else timer ??= setTimeout(schedule, maxWaitMs);
      });
    },
    drain: () => schedule(),
  };
}
