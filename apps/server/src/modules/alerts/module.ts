import type { AppModule } from '../../types';
import { alertsJob } from './job';
import { alertRoutes } from './routes';

/** Alerts (issue 29 §1): the bell's calls, and the evaluation every ALERTS_EVERY_SECONDS (decision 049). */
export const alertsModule: AppModule = {
  name: 'alerts',
  api: alertRoutes,
  jobs: ({ deps, log }) => [
    alertsJob(
      {
        db: deps.database.db,
        mailer: deps.mailer,
        clock: deps.clock,
        log,
        timeZone: deps.config.billing.timeZone,
        defaults: deps.config.alerts,
      },
      deps.config.alerts.everySeconds,
    ),
  ],
};
