import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit';

describe('group commit', () => {
  it('one bad item among 500 fails alone, in about 2·log2(500) statements, not one per item', async () => {
    const statements: number[] = [];
    const stored = new Set<number>();
    const commit = createGroupCommit<number>(
      async (items) => {
        statements.push(items.length);
        if (items.includes(137)) throw new Error('22003: bigint out of range');
        for (const item of items) stored.add(item);
      },
      { maxBatch: 500, maxWaitMs: 1_000 },
    );
    const results = await Promise.allSettled(Array.from({ length: 500 }, (_, i) => commit.write(i)));
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    expect(results[137]!.status).toBe('rejected');
    expect(stored.size).toBe(499);
    expect(statements.length).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(500)) + 1);
  });

  it('answers each writer only once its item is stored', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const commit = createGroupCommit<string>(() => gate, { maxWaitMs: 1 });
    let answered = false;
    const write = commit.write('a').then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    release();
    await write;
    expect(answered).toBe(true);
  });

  it('writes at once when idle, and gathers what arrives during a write into the next batch', async () => {
    const batches: number[][] = [];
    let release: () => void = () => undefined;
    const commit = createGroupCommit<number>(async (items) => {
      batches.push(items);
      if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const first = commit.write(0);
    await new Promise((resolve) => setImmediate(resolve));
    // Written already, no timer waited for; everything that comes meanwhile waits for it, then goes together.
    expect(batches).toEqual([[0]]);
    const rest = [1, 2, 3].map((i) => commit.write(i));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(batches).toEqual([[0]]);
    release();
    await Promise.all([first, ...rest]);
    expect(batches).toEqual([[0], [1, 2, 3]]);
  });

  it('drains what is queued', async () => {
    const stored: number[] = [];
    const commit = createGroupCommit<number>(async (items) => void stored.push(...items), {
      maxWaitMs: 60_000,
    });
    const writes = [commit.write(1), commit.write(2)];
    await commit.drain();
    expect(stored).toEqual([1, 2]);
    await Promise.all(writes);
  });
});
