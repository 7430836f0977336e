import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { Metrics } from '../lib/metrics';

/**
 * A job the server runs every `intervalMs`: the billing engine, housekeeping and the jobs to come. `run`
 * must be idempotent: the lock keeps runs from overlapping, not a second replica from running the same job
 * a moment after the first finished.
 */
export type Job = {
  name: string;
  intervalMs: number;
  /** Run once shortly after start as well (default), or only after the first interval. */
  runAtStart?: boolean;
  run: () => Promise<void>;
};

export const defineJob = (job: Job): Job => job;

/** The advisory lock key of a job: a stable 32-bit number from its name, the same on every replica. */
export const jobLockKey = (name: string): number =>
  createHash('sha256').update(`job:${name}`).digest().readInt32BE(0);

export type Scheduler = {
  /**
   * One tick of a job now: true when it ran, false when a run of it was still going (here or on another
   * replica holding its lock).
   */
  runNow: (name: string) => Promise<boolean>;
  /** Stops the timers and waits for the runs in progress. */
  stop: () => Promise<void>;
};

/** Delay before the first run, so the server is listening before the jobs start working. */
const START_DELAY_MS = 1000;

/**
 * Starts each job on its own timer. A tick runs the job under its PostgreSQL advisory lock, so a job never
 * overlaps itself, in this process or across replicas; a tick that finds the lock held is skipped. Timers
 * do not keep the process alive; `stop` (on app close) ends them and waits for what is running.
 */
export function startScheduler(
  { database, log, metrics }: { database: Database; log: FastifyBaseLogger; metrics?: Metrics | undefined },
  jobs: Job[],
): Scheduler {
  const byName = new Map(jobs.map((job) => [job.name, job]));
  const running = new Set<Promise<unknown>>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  const tick = (job: Job): Promise<boolean> => {
    const started = performance.now();
    const took = () => (performance.now() - started) / 1000;
    const done = database.withAdvisoryLock(jobLockKey(job.name), job.run).then(
      (ran) => {
        metrics?.jobRun(job.name, ran ? 'ran' : 'skipped', took());
        return ran;
      },
      (error: unknown) => {
        metrics?.jobRun(job.name, 'failed', took());
        log.error({ err: error, job: job.name }, 'scheduled job failed');
        return true;
      },
    );
    running.add(done);
    void done.finally(() => running.delete(done));
    return done;
  };

  for (const job of jobs) {
    if (job.intervalMs <= 0) continue;
    const fire = () => {
      if (!stopped) void tick(job);
    };
    if (job.runAtStart ?? true) timers.push(setTimeout(fire, START_DELAY_MS));
    timers.push(setInterval(fire, job.intervalMs));
  }
  for (const timer of timers) timer.unref();

  return {
    runNow: (name) => {
      const job = byName.get(name);
      if (!job) throw new Error(`no job named ${name}`);
      return tick(job);
    },
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.all([...running]);
    },
  };
}
