import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAnalyticsRange } from '@ared/contract/analytics-fields';
import { api } from '../../../lib/http';
import { analyticsKeys } from './analytics-keys';
import { checked } from '../../../lib/checked';

/** GET analytics/period/?time_range=: the days the duration covers, as the server reads every figure. */
export const analyticsPeriodOptions = (range: TAnalyticsRange) =>
  queryOptions({
    queryKey: analyticsKeys.call('period', { range }),
    queryFn: async () =>
      checked(
        import('@ared/contract/analytics').then((m) => m.ZAnalyticsPeriodSchema),
        api.get<unknown>('analytics/period/', { query: { time_range: range } }),
      ),
  });

export const useAnalyticsPeriod = (range: TAnalyticsRange) => useQuery(analyticsPeriodOptions(range));
