import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { type Job, defineJob, startScheduler } from '../src/jobs/scheduler';
import { openTestDatabase } from './helpers/database';

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
