import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { type Job, defineJob, periodOf, startScheduler } from '../src/jobs/scheduler';
import { openReplicaDatabases, openTestDatabase } from './helpers/database';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const log = pino({ level: 'silent' });

/** A job whose runs wait until the test opens the gate; counts how many started. */
function gatedJob(name: string, intervalMs = 60_000): Job & { started: () => number; open: () => void } {
  let started = 0;
  let open: () => void = () => {};
  let gate = new Promise<void>((resolve) => (open = resolve));
  const job = defineJob({
    name,
    intervalMs,
    runAtStart: false,
    run: async () => {
      started += 1;
      await gate;
    },
  });
  return {
    ...job,
    started: () => started,
    open: () => {
      open();
      gate = Promise.resolve();
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the job scheduler', () => {
  it('does not start a job again while its run is going', async () => {
    const job = gatedJob('no-overlap');
    const scheduler = startScheduler({ database, log }, [job]);
    const first = scheduler.runNow(job.name);
    await sleep(20);
    expect(await scheduler.runNow(job.name)).toBe(false);
    job.open();
    expect(await first).toBe(true);
    expect(job.started()).toBe(1);
    expect(await scheduler.runNow(job.name)).toBe(true);
    expect(job.started()).toBe(2);
    await scheduler.stop();
  });

  it('skips the ticks that come while a slow run is going, and stop waits for that run', async () => {
    const job = gatedJob('slow', 15);
    const scheduler = startScheduler({ database, log }, [job]);
    await sleep(150);
    expect(job.started()).toBe(1);
    const stopped = scheduler.stop();
    let isStopped = false;
    void stopped.then(() => (isStopped = true));
    await sleep(20);
    expect(isStopped).toBe(false);
    job.open();
    await stopped;
    await sleep(60);
    expect(job.started()).toBe(1);
  });

  it('runs a tick once when two schedulers (two replicas) share the database', async () => {
    const job = gatedJob('shared');
    const one = startScheduler({ database, log }, [job]);
    const two = startScheduler({ database, log }, [job]);
    const ticks = [one.runNow(job.name), two.runNow(job.name)];
    await sleep(50);
    job.open();
    expect((await Promise.all(ticks)).sort()).toEqual([false, true]);
    expect(job.started()).toBe(1);
    await Promise.all([one.stop(), two.stop()]);
  });

  it('releases the lock after a failed run, so the next tick runs', async () => {
    let runs = 0;
    const job = defineJob({
      name: 'failing',
      intervalMs: 60_000,
      runAtStart: false,
      run: async () => {
        runs += 1;
        throw new Error('boom');
      },
    });
    const scheduler = startScheduler({ database, log }, [job]);
    await scheduler.runNow(job.name);
    await scheduler.runNow(job.name);
    expect(runs).toBe(2);
    await scheduler.stop();
  });
});

/**
 * A job every `intervalMs` on several replicas, and the runs as each replica's scheduler logged them (the
 * period it claimed; what the cluster check reads from real replicas' logs too).
 */
function periodJob(name: string, intervalMs: number) {
  const runs: { period: number; replica: number }[] = [];
  const job = defineJob({ name, intervalMs, run: async () => {} });
  /** Replica `replica`'s logger: its 'scheduled job ran' lines become runs. */
  const logOf = (replica: number) =>
    pino(
      { level: 'debug' },
      {
        write: (line: string) => {
          const entry = JSON.parse(line) as { msg: string; job?: string; period?: number };
          if (entry.msg === 'scheduled job ran' && entry.job === name && entry.period !== undefined)
            runs.push({ period: entry.period, replica });
        },
      },
    );
  return { runs, job, logOf };
}

const duplicates = (periods: number[]) => periods.filter((p, i) => periods.indexOf(p) !== i);

describe('the job scheduler across replicas (decision 082)', () => {
  it('runs each period of a job once, whichever replica claims it, not once per replica', async () => {
    const { replicas, close } = await openReplicaDatabases(3);
    try {
      const job = periodJob('once-per-period', 250);
      const schedulers = replicas.map((replica, i) =>
        startScheduler({ database: replica, log: job.logOf(i) }, [job.job]),
      );
      await sleep(3000);
      await Promise.all(schedulers.map((s) => s.stop()));
      const periods = job.runs.map((r) => r.period);
      expect(duplicates(periods), JSON.stringify(job.runs)).toEqual([]);
      // About 8 periods from the first tick (1 s after start) to the stop; timers may miss one on a busy machine.
      expect(periods.length).toBeGreaterThanOrEqual(6);
      expect(Math.max(...periods) - Math.min(...periods) + 1 - periods.length).toBeLessThanOrEqual(1);
    } finally {
      await close();
    }
  });

  it('keeps running each period once on the replicas left when one dies with its claims', async () => {
    const { replicas, close } = await openReplicaDatabases(2);
    try {
      const job = periodJob('after-a-death', 250);
      const schedulers = replicas.map((replica, i) =>
        startScheduler({ database: replica, log: job.logOf(i) }, [job.job]),
      );
      await sleep(1800);
      // A killed replica runs nothing more, and its connections (with its claims) close. On PGlite both
      // schedulers share the one process's database: only the scheduler stops.
      const shared = replicas[0] === replicas[1];
      await schedulers[0]!.stop();
      if (!shared) await replicas[0]!.close();
      const diedAt = periodOf(250, Date.now());
      await sleep(2000);
      await schedulers[1]!.stop();
      const after = job.runs.filter((r) => r.period > diedAt + 1);
      const seen = JSON.stringify(job.runs);
      // About 6 periods; a loaded machine's timers may miss some, never run one twice.
      expect(after.length, seen).toBeGreaterThanOrEqual(3);
      expect(
        after.every((r) => r.replica === 1),
        seen,
      ).toBe(true);
      expect(duplicates(job.runs.map((r) => r.period)), seen).toEqual([]);
    } finally {
      await close();
    }
  });

  it('runs the period under way once when replicas start one after the other in it (the billing engine at start)', async () => {
    const { replicas, close } = await openReplicaDatabases(2);
    try {
      const job = periodJob('at-start', 3_600_000);
      const schedulers = replicas.map((replica, i) =>
        startScheduler({ database: replica, log: job.logOf(i) }, [job.job]),
      );
      // The second replica starts after the first's run has finished, within the same hour.
      expect(await schedulers[0]!.runThisPeriod('at-start')).toBe(true);
      expect(await schedulers[1]!.runThisPeriod('at-start')).toBe(false);
      expect(job.runs).toHaveLength(1);
      await Promise.all(schedulers.map((s) => s.stop()));
    } finally {
      await close();
    }
  });
});
