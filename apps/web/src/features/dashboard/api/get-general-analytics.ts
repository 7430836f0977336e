import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZGeneralAnalyticsSchema, type TGeneralAnalytics } from '@ared/contract/partners';
import { api } from '../../../lib/http';

/** GET partners/{id}/general-analytics/: the home cards' counts. */
export const getGeneralAnalytics = async (partnerId: number): Promise<TGeneralAnalytics> =>
  ZGeneralAnalyticsSchema.parse(await api.get<unknown>(`partners/${partnerId}/general-analytics/`));

export const generalAnalyticsQueryOptions = (partnerId: number) =>
  queryOptions({
    queryKey: ['partners', partnerId, 'general-analytics'],
    queryFn: () => getGeneralAnalytics(partnerId),
  });

export const useGeneralAnalytics = (partnerId: number | null) =>
  useQuery({ ...generalAnalyticsQueryOptions(partnerId ?? 0), enabled: partnerId !== null });
