import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { portalKeys } from './portal-keys';
import { checked } from '../../../lib/checked';

export type PortalFilters = { page: number; page_size: number };

/** GET v1/captive-portal/?page=&page_size= (decision 029), in router serial order. */
export const usePortals = (filters: PortalFilters) =>
  useQuery({
    queryKey: portalKeys.list(filters),
    queryFn: async () =>
      checked(
        import('@ared/contract/captive-portal').then((m) => m.ZCaptivePortalPageSchema),
        api.get<unknown>('captive-portal/', { query: filters }),
      ),
    placeholderData: keepPreviousData,
  });
