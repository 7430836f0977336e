import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { Metrics } from '../lib/metrics';

/**
 * A job the server runs once every `intervalMs` across all replicas: the billing engine, housekeeping and
 * the jobs to come. Periods are aligned to the clock (an hourly job runs at the top of the hour) and each
 * is claimed by one replica (decision 082). `run` should still be idempotent and catch up on what an earlier
 * run left: a replica killed mid-run leaves its work to the next period's run, wherever that runs.
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
   * One tick of a job now, outside its periods (tests): true when it ran, false when a run of it was still
   * going (here or on another replica holding its lock).
   */
  runNow: (name: string) => Promise<boolean>;
  /**
   * The job's current period now, unless a replica has already claimed it (main.ts runs the billing engine
   * at start this way): true when it ran here.
   */
  runThisPeriod: (name: string) => Promise<boolean>;
  /** Stops the timers and waits for the runs in progress. */
  stop: () => Promise<void>;
};

/** Delay before the first run, so the server is listening before the jobs start working. */
const START_DELAY_MS = 1000;

/**
 * How long a claim outlives its period: a replica whose clock is behind the claimant's by less than this
 * still finds the period claimed (half the period, at most a minute; NTP keeps hosts within milliseconds).
 */
export const claimGraceMs = (intervalMs: number): number => Math.min(intervalMs / 2, 60_000);

/** The period (its number since the epoch) that `at` falls in. */
export const periodOf = (intervalMs: number, at: number): number => Math.floor(at / intervalMs);

/**
 * Starts each job on a timer aligned to its period's boundaries. At a boundary every replica tries to claim
 * the period that begins (Database.claimPeriod); the one that wins runs the job under the job's advisory
 * lock, so a run longer than its period is not overlapped by the next one. The others count the tick as
 * skipped. Timers do not keep the process alive; `stop` (on app close) ends them and waits for the runs.
 */
export function startScheduler(
  { database, log, metrics }: { database: Database; log: FastifyBaseLogger; metrics?: Metrics | undefined },
  jobs: Job[],
): Scheduler {
  const byName = new Map(jobs.map((job) => [job.name, job]));
  const running = new Set<Promise<unknown>>();
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  const track = <T>(done: Promise<T>): Promise<T> => {
    running.add(done);
    void done.finally(() => running.delete(done));
    return done;
  };

  /** The job under its lock; `period` only names the run in the log. */
  const runLocked = async (job: Job, period?: number): Promise<boolean> => {
    const started = performance.now();
    const took = () => (performance.now() - started) / 1000;
    try {
      const ran = await database.withAdvisoryLock(jobLockKey(job.name), job.run);
      metrics?.jobRun(job.name, ran ? 'ran' : 'skipped', took());
      // One line per run at debug: what the cluster test reads to prove each period ran once (decision 082).
      if (ran) log.debug({ job: job.name, period }, 'scheduled job ran');
      return ran;
    } catch (error) {
      metrics?.jobRun(job.name, 'failed', took());
      log.error({ err: error, job: job.name }, 'scheduled job failed');
      return true;
    }
  };

  const runPeriod = async (job: Job, period: number): Promise<boolean> => {
    const ends = (period + 1) * job.intervalMs;
    let claimed: boolean;
    try {
      claimed = await database.claimPeriod(
        jobLockKey(job.name),
        period,
        ends + claimGraceMs(job.intervalMs) - Date.now(),
      );
    } catch (error) {
      // The database is away (a failover): this period is lost here; the next one catches up.
      metrics?.jobRun(job.name, 'failed', 0);
      log.warn({ err: error, job: job.name }, 'could not claim a scheduled job period');
      return false;
    }
    if (!claimed) {
      metrics?.jobRun(job.name, 'skipped', 0);
      return false;
    }
    return runLocked(job, period);
  };

  const schedule = (ms: number, fire: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fire();
    }, ms);
    timer.unref();
    timers.add(timer);
  };
  /**
   * Runs at each boundary of the job's periods, for the period that begins there. Never the same period
   * twice here: a timer that fires a hair early by the wall clock would otherwise schedule it again.
   */
  const atNextBoundary = (job: Job, last: number) => {
    const now = Date.now();
    const next = Math.max(periodOf(job.intervalMs, now) + 1, last + 1);
    schedule(next * job.intervalMs - now, () => {
      if (stopped) return;
      void track(runPeriod(job, next));
      atNextBoundary(job, next);
    });
  };

  for (const job of jobs) {
    if (job.intervalMs <= 0) continue;
    if (!(job.runAtStart ?? true)) {
      atNextBoundary(job, periodOf(job.intervalMs, Date.now()));
      continue;
    }
    schedule(START_DELAY_MS, () => {
      if (stopped) return;
      // The period under way, unless a replica already ran it (a restart mid-period runs nothing).
      const current = periodOf(job.intervalMs, Date.now());
      void track(runPeriod(job, current));
      atNextBoundary(job, current);
    });
  }

  const named = (name: string) => {
    const job = byName.get(name);
    if (!job) throw new Error(`no job named ${name}`);
    return job;
  };
  return {
    runNow: (name) => track(runLocked(named(name))),
    runThisPeriod: (name) => {
      const job = named(name);
      if (job.intervalMs <= 0) return track(runLocked(job));
      return track(runPeriod(job, periodOf(job.intervalMs, Date.now())));
    },
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all([...running]);
    },
  };
}
