import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TGeneralAnalytics } from '@ared/contract/partners';
import { api } from '../../../lib/http';
import { checked } from '../../../lib/checked';

/** GET partners/{id}/general-analytics/: the home cards' counts. */
export const getGeneralAnalytics = async (partnerId: number): Promise<TGeneralAnalytics> =>
  checked(
    import('@ared/contract/partners').then((m) => m.ZGeneralAnalyticsSchema),
    api.get<unknown>(`partners/${partnerId}/general-analytics/`),
  );

export const generalAnalyticsQueryOptions = (partnerId: number) =>
  queryOptions({
    queryKey: ['partners', partnerId, 'general-analytics'],
    queryFn: () => getGeneralAnalytics(partnerId),
  });

export const useGeneralAnalytics = (partnerId: number | null) =>
  useQuery({ ...generalAnalyticsQueryOptions(partnerId ?? 0), enabled: partnerId !== null });
