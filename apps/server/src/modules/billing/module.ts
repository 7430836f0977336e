import type { AppModule } from '../../types';
import { billingJob } from './job';
import { billingExportRoutes } from './export-route';
import { momoPayRoutes } from './momo-pay-routes';
import { settleSmeBillings } from './momo-settlement';
import { payLinkOf } from './momo-pay-link';
import { textReminderWith } from './momo-reminder-sms';
import { billingRoutes } from './routes';

/** SME billing: its screens' calls, and the engine every BILLING_INTERVAL_MINUTES (decision 010). */
export const billingModule: AppModule = {
  name: 'billing',
  api: async (scope) => {
    await scope.register(billingRoutes);
    await scope.register(billingExportRoutes);
  },
  // The SME's pay-by-mobile-money page and what its payments do once confirmed (decision 078).
  root: async (scope) => {
    settleSmeBillings(scope);
    await scope.register(momoPayRoutes);
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
        payLinkOf: payLinkOf(deps),
        textReminder: textReminderWith(deps, log),
      },
      deps.config.billing.intervalMinutes,
    ),
  ],
};
