import type { AppModule } from '../../types';
import { billingJob } from './job';
import { billingExportRoutes } from './export-route';
import { billingRoutes } from './routes';

/** SME billing: its screens' calls, and the engine every BILLING_INTERVAL_MINUTES (decision 010). */
export const billingModule: AppModule = {
  name: 'billing',
  api: async (scope) => {
    await scope.register(billingRoutes);
    await scope.register(billingExportRoutes);
  },
  jobs: ({ deps, log }) => [
    billingJob(
      {
        db: deps.database.db,
        mailer: deps.mailer,
        clock: deps.clock,
        log,
        timeZone: deps.config.billing.timeZone,
        usdToRwf: deps.config.billing.usdToRwf,
      },
      deps.config.billing.intervalMinutes,
    ),
  ],
};
