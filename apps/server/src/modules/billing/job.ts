import { type EngineDeps, runBillingEngine } from './engine';
import { defineJob } from '../../jobs/scheduler';

/**
 * The billing engine every `everyMinutes` (0 turns it off); main.ts runs it once at start itself, so the start
 * banner can wait for that run and be printed last. The scheduler keeps runs
 * apart; the engine's own transaction lock and unique keys make a repeated run a no-op anyway.
 */
export const billingJob = (deps: EngineDeps, everyMinutes: number) =>
  defineJob({
    name: 'billing-engine',
    intervalMs: everyMinutes * 60_000,
    runAtStart: false,
    run: async () => {
      const run = await runBillingEngine(deps);
      if (run.ran && run.opened + run.smsOpened + run.remindersSent + run.suspended > 0)
        deps.log.info({ billing: run }, 'billing engine run');
    },
  });
