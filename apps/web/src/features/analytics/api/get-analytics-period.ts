import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAnalyticsPeriodSchema, type TAnalyticsRange } from '@ared/contract/analytics';
import { api } from '../../../lib/http';
import { analyticsKeys } from './analytics-keys';

/** GET analytics/period/?time_range=: the days the duration covers, as the server reads every figure. */
export const analyticsPeriodOptions = (range: TAnalyticsRange) =>
  queryOptions({
    queryKey: analyticsKeys.call('period', { range }),
    queryFn: async () =>
      ZAnalyticsPeriodSchema.parse(
        await api.get<unknown>('analytics/period/', { query: { time_range: range } }),
      ),
  });

export const useAnalyticsPeriod = (range: TAnalyticsRange) => useQuery(analyticsPeriodOptions(range));
