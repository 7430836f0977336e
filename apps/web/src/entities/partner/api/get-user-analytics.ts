import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZUserAnalyticsSchema, type TUserAnalytics } from '@ared/contract/partners';
import { api } from '../../../lib/http';

/** GET partners/{id}/user-analytics/: the partner's micro franchisees by gender and activity. */
export const getUserAnalytics = async (partnerId: number): Promise<TUserAnalytics> =>
  ZUserAnalyticsSchema.parse(await api.get<unknown>(`partners/${partnerId}/user-analytics/`));

export const userAnalyticsQueryOptions = (partnerId: number) =>
  queryOptions({
    queryKey: ['partners', partnerId, 'user-analytics'],
    queryFn: () => getUserAnalytics(partnerId),
  });

export const useUserAnalytics = (partnerId: number) => useQuery(userAnalyticsQueryOptions(partnerId));
