import { type EngineDeps, runBillingEngine } from '../modules/billing/engine';

/**
 * Runs the billing engine at start and then every `everyMinutes`. A run still going when the next is due is
 * not doubled in this process; other replicas are kept apart by the engine's advisory lock.
 */
export function startBillingSchedule(deps: EngineDeps, everyMinutes: number): () => void {
  if (everyMinutes <= 0) return () => {};
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runBillingEngine(deps)
      .then((run) => {
        if (run.ran && run.opened + run.smsOpened + run.remindersSent + run.suspended > 0)
          deps.log.info({ billing: run }, 'billing engine run');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'billing engine run failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, 1000);
  const timer = setInterval(tick, everyMinutes * 60_000);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
