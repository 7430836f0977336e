import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import type { ZRatingPageSchema } from '@ared/contract/ratings';
import type { z } from 'zod/mini';
import { api } from '../../../lib/http';
import type { RatingDates } from '../rating-range';
import { ratingKeys } from './rating-keys';
import { checked } from '../../../lib/checked';

export type TRatingPage = z.infer<typeof ZRatingPageSchema>;
export type RatingListParams = RatingDates & { partner_id: number; page: number; page_size: number };

/** GET rating/ (part 2 §7): one page of the partner's ratings in the range, newest first. */
export const getRatings = async (params: RatingListParams): Promise<TRatingPage> =>
  checked(
    import('@ared/contract/ratings').then((m) => m.ZRatingPageSchema),
    api.get<unknown>('rating/', { query: params }),
  );

export const useRatings = (params: RatingListParams | null) =>
  useQuery({
    queryKey: ratingKeys.list(params ?? {}),
    queryFn: params ? () => getRatings(params) : skipToken,
    placeholderData: keepPreviousData,
  });
