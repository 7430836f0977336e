import type { AppModule } from '../../types';
import { createSmsTransport } from '../sms';
import { alertsJob } from './job';
import { alertRoutes } from './routes';

/** Alerts (issue 29 §1): the bell's calls, and the evaluation every ALERTS_EVERY_SECONDS (decisions 049, 055). */
export const alertsModule: AppModule = {
  name: 'alerts',
  api: alertRoutes,
  jobs: ({ deps, log }) => [
    alertsJob(
      {
        db: deps.database.db,
        mailer: deps.mailer,
        // The SMS module's transport (the provider, or DATA_DIR/sms): alert SMS are sent, recorded and
        // counted like every other SMS of the partner.
        sms: { transport: createSmsTransport(deps.config.sms, log), sender: deps.config.sms.sender },
        clock: deps.clock,
        log,
        timeZone: deps.config.billing.timeZone,
        defaults: deps.config.alerts,
      },
      deps.config.alerts.everySeconds,
    ),
  ],
};
