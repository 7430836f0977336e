import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZCaptivePortalPageSchema } from '@ared/contract/captive-portal';
import { api } from '../../../lib/http';
import { portalKeys } from './portal-keys';

export type PortalFilters = { page: number; page_size: number };

/** GET v1/captive-portal/?page=&page_size= (decision 029), in router serial order. */
export const usePortals = (filters: PortalFilters) =>
  useQuery({
    queryKey: portalKeys.list(filters),
    queryFn: async () =>
      ZCaptivePortalPageSchema.parse(await api.get<unknown>('captive-portal/', { query: filters })),
    placeholderData: keepPreviousData,
  });
