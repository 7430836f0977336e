import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import type { TRatingAnalytics } from '@ared/contract/ratings';
import { api } from '../../../lib/http';
import type { RatingDates } from '../rating-range';
import { ratingKeys } from './rating-keys';
import { checked } from '../../../lib/checked';

export type RatingAnalyticsParams = RatingDates & { partner: number };

/** GET rating/analytics/ (part 2 §7): total, average, distribution, trends and frequency over the range. */
export const getRatingAnalytics = async (params: RatingAnalyticsParams): Promise<TRatingAnalytics> =>
  checked(
    import('@ared/contract/ratings').then((m) => m.ZRatingAnalyticsSchema),
    api.get<unknown>('rating/analytics/', { query: params }),
  );

export const useRatingAnalytics = (params: RatingAnalyticsParams | null) =>
  useQuery({
    queryKey: ratingKeys.analytics(params ?? {}),
    queryFn: params ? () => getRatingAnalytics(params) : skipToken,
    placeholderData: keepPreviousData,
  });
