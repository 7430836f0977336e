type Pending<T> = { item: T; resolve: () => void; reject: (error: unknown) => void };

export type GroupCommit<T> = {
  /** Resolves once the item is stored (in its batch, or in a part of it after the batch failed). */
  write(item: T): Promise<void>;
  /** Writes whatever is queued (on shutdown). */
  drain(): Promise<void>;
};

/**
 * Group commit: items arriving within `maxWaitMs` (or `maxBatch` of them) are written by one call of
 * `writeMany`, and each caller is answered only after its item is stored, so an acknowledgement means
 * stored. Thousands of small writes a second become a few dozen statements. If a batch fails it is split
 * in halves, and each half written again (and split again if it fails): one bad item among 500 costs about
 * 2·log2(500) ≈ 18 statements, not 500, and fails alone. Batches run one after another.
 */
export function createGroupCommit<T>(
  writeMany: (items: T[]) => Promise<unknown>,
  { maxWaitMs = 5, maxBatch = 500 } = {},
): GroupCommit<T> {
  let queue: Pending<T>[] = [];
  let timer: NodeJS.Timeout | null = null;
  let chain: Promise<void> = Promise.resolve();

  const write = async (batch: Pending<T>[]): Promise<void> => {
    try {
      await writeMany(batch.map((p) => p.item));
      batch.forEach((p) => p.resolve());
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      const half = Math.ceil(batch.length / 2);
      await write(batch.slice(0, half));
      await write(batch.slice(half));
    }
  };
  const flush = async () => {
    const batch = queue;
    queue = [];
    if (batch.length > 0) await write(batch);
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
