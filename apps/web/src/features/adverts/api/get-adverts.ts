import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { advertKeys } from './advert-keys';
import { checked } from '../../../lib/checked';

export type AdvertFilters = { page: number; page_size: number; realm?: number; search?: string };

/** GET v1/verts/ (the caller's partner; ?realm= for the realm page's tab), newest first. */
export const useAdverts = (filters: AdvertFilters) =>
  useQuery({
    queryKey: advertKeys.list(filters),
    queryFn: async () =>
      checked(
        import('@ared/contract/adverts').then((m) => m.ZAdvertPageSchema),
        api.get<unknown>('verts/', { query: filters }),
      ),
    placeholderData: keepPreviousData,
  });
