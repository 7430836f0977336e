import type { QueryClient } from '@tanstack/react-query';

/**
 * Roots of the media screens' keys. An upload, a disable or a delete refreshes every file list (All Media,
 * both Offline Files tabs, a realm's tab); a category change refreshes categories and files (deleting a
 * category deletes its files).
 */
export const MEDIA_FILES_KEY = ['media-files'] as const;
export const MEDIA_CATEGORIES_KEY = ['media-categories'] as const;

export const mediaKeys = {
  files: (filters: object) => [...MEDIA_FILES_KEY, filters] as const,
  categories: (filters: object) => [...MEDIA_CATEGORIES_KEY, filters] as const,
};

export const refreshMediaFiles = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: MEDIA_FILES_KEY });

export const refreshMediaCategories = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: MEDIA_CATEGORIES_KEY }),
    queryClient.invalidateQueries({ queryKey: MEDIA_FILES_KEY }),
  ]);
