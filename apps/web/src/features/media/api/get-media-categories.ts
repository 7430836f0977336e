import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ZMediaCategoryPageSchema } from '@ared/contract/media';
import type { z } from 'zod/mini';
import { api } from '../../../lib/http';
import { mediaKeys } from './media-keys';
import { checked } from '../../../lib/checked';

export type TMediaCategoryPage = z.infer<typeof ZMediaCategoryPageSchema>;

export type MediaCategoryFilters = {
  realm?: number;
  realm__partner?: number;
  realm__sme?: number;
  search?: string;
  page: number;
  page_size: number;
};

/** GET categories/ with realm, realm__partner or realm__sme (part 2 §7). */
export const getMediaCategories = async (filters: MediaCategoryFilters): Promise<TMediaCategoryPage> =>
  checked(
    import('@ared/contract/media').then((m) => m.ZMediaCategoryPageSchema),
    api.get<unknown>('categories/', { query: { ...filters, search: filters.search || undefined } }),
  );

export const mediaCategoriesQueryOptions = (filters: MediaCategoryFilters) =>
  queryOptions({
    queryKey: mediaKeys.categories(filters),
    queryFn: () => getMediaCategories(filters),
    placeholderData: keepPreviousData,
  });

export const useMediaCategories = (filters: MediaCategoryFilters, enabled = true) =>
  useQuery({ ...mediaCategoriesQueryOptions(filters), enabled });
