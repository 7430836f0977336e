type Pending<T> = { item: T; resolve: () => void; reject: (error: unknown) => void };

export type GroupCommit<T> = {
  /** Resolves once the item is stored (in its batch, or in a part of it after the batch failed). */
  write(item: T): Promise<void>;
  /** Writes whatever is queued (on shutdown). */
  drain(): Promise<void>;
};

/**
 * Group commit: while a batch is being written, whatever arrives waits and goes into the next one (up to
 * `maxBatch` a statement), and each caller is answered only after its item is stored, so an acknowledgement
 * means stored. When nothing is being written, an item goes at once (after `maxWaitMs`, 0 by default: the
 * items of the same turn of the event loop): a quiet box waits for no timer, and thousands of writes a
 * second become a few dozen statements because each waits only for the one before it. (A fixed wait before
 * every batch capped a writer at `in flight / wait` items a second: 64 boxes' packets, 5 ms, 8,000/s.)
 * If a batch fails it is split in halves, and each half written again (and split again if it fails): one
 * bad item among 500 costs about 2·log2(500) ≈ 18 statements, not 500, and fails alone. Batches run one
 * after another.
 */
export function createGroupCommit<T>(
  writeMany: (items: T[]) => Promise<unknown>,
  {
    maxWaitMs = 0,
    maxBatch = 500,
    onBatch,
  }: { maxWaitMs?: number; maxBatch?: number; onBatch?: ((size: number) => void) | undefined } = {},
): GroupCommit<T> {
  const queue: Pending<T>[] = [];
  let running: Promise<void> | null = null;
  let timer: { cancel: () => void } | null = null;

  const write = async (batch: Pending<T>[]): Promise<void> => {
    try {
      await writeMany(batch.map((p) => p.item));
      onBatch?.(batch.length);
      batch.forEach((p) => p.resolve());
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      const half = Math.ceil(batch.length / 2);
      await write(batch.slice(0, half));
      await write(batch.slice(half));
    }
  };
  const run = async () => {
    while (queue.length > 0) await write(queue.splice(0, maxBatch));
  };
  const start = () => {
    timer?.cancel();
    timer = null;
    if (running) return running;
    running = run().finally(() => {
      running = null;
      if (queue.length > 0) void start();
    });
    return running;
  };

  return {
    write(item: T): Promise<void> {
      return new Promise((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (running) return; // the running loop takes it next
        if (queue.length >= maxBatch) void start();
        else timer ??= later(start, maxWaitMs);
      });
    },
    async drain() {
      while (running || queue.length > 0) await start();
    },
  };
}

/** `run` after `ms`, or at the end of this turn of the event loop when `ms` is 0. */
function later(run: () => void, ms: number): { cancel: () => void } {
  if (ms > 0) {
    const timeout = setTimeout(run, ms);
    return { cancel: () => clearTimeout(timeout) };
  }
  const immediate = setImmediate(run);
  return { cancel: () => clearImmediate(immediate) };
}
