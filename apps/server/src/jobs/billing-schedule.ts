import { type EngineDeps, runBillingEngine } from '../modules/billing/engine';

export type BillingSchedule = {
  stop: () => void;
  /** Settles when the run at start is over (the start banner waits for it, so it is printed last). */
  firstRun: Promise<void>;
};

/**
 * Runs the billing engine at start and then every `everyMinutes`. A run still going when the next is due is
 * not doubled in this process; other replicas are kept apart by the engine's advisory lock.
 */
export function startBillingSchedule(deps: EngineDeps, everyMinutes: number): BillingSchedule {
  if (everyMinutes <= 0) return { stop: () => {}, firstRun: Promise.resolve() };
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return running;
    running = runBillingEngine(deps)
      .then((run) => {
        if (run.ran && run.opened + run.smsOpened + run.remindersSent + run.suspended > 0)
          deps.log.info({ billing: run }, 'billing engine run');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'billing engine run failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const firstRun = tick();
  const timer = setInterval(() => void tick(), everyMinutes * 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer), firstRun };
}
