import { defineJob } from '../../jobs/scheduler';
import { type EvaluateDeps, evaluateAlerts } from './evaluate';

/**
 * The alerts' evaluation every `everySeconds` (ALERTS_EVERY_SECONDS; 0 turns it off). The scheduler's lock
 * runs it once across replicas; the unique index on open alerts makes a run that slips through harmless.
 */
export const alertsJob = (
  deps: EvaluateDeps & { log: { info: (obj: object, msg: string) => void } },
  everySeconds: number,
) =>
  defineJob({
    name: 'alerts-evaluation',
    intervalMs: everySeconds * 1000,
    run: async () => {
      const run = await evaluateAlerts(deps);
      if (run.opened + run.closed > 0) deps.log.info({ alerts: run }, 'alerts evaluated');
    },
  });
