import type { AppModule } from '../../types';
import { analyticsIndexUpkeepJob } from './index-upkeep-job';
import { networkAnalyticsRoutes } from './network-routes';
import { analyticsPeriodRoute } from './period-route';
import { queueAnalyticsRoutes } from './queue-routes';
import { analyticsReportRoutes } from './reports/routes';
import { analyticsRollupJob } from './rollup-job';
import { smsAdvertSurveyAnalyticsRoutes } from './sms-advert-survey-routes';
import { analyticsWifiRoutes } from './wifi-routes';

/** Analytics (decision 038): the tabs' calls and reports, the rollup and the daily index upkeep. */
export const analyticsModule: AppModule = {
  name: 'analytics',
  api: async (scope) => {
    await scope.register(networkAnalyticsRoutes);
    await scope.register(smsAdvertSurveyAnalyticsRoutes);
    await scope.register(analyticsReportRoutes);
    await scope.register(analyticsPeriodRoute);
    await scope.register(analyticsWifiRoutes);
    await scope.register(queueAnalyticsRoutes);
  },
  jobs: ({ deps, log }) => [
    analyticsRollupJob(deps.database, {
      timeZone: deps.config.billing.timeZone,
      everySeconds: deps.config.analyticsRollupSeconds,
      log,
    }),
    analyticsIndexUpkeepJob(deps.database, { log }),
  ],
};
