import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { KIOSK_PATHS } from '@ared/contract/kiosk-paths';
import { api } from '../../../lib/http';
import { kioskKeys } from '../kiosk-keys';
import { checked } from '../../../lib/checked';

/** GET kiosks/ parameters as sent (the partner comes from the session). */
export type KioskFilters = {
  has_been_assigned_mf?: 'true' | 'false';
  assigned_to?: number;
  search?: string;
  ordering?: string;
  page: number;
  page_size: number;
};

/** GET v1/kiosks/ (the caller's partner): a tab's kiosks, the free ones, or the one a franchisee runs. */
export const fetchKiosks = async (filters: KioskFilters) =>
  checked(
    import('@ared/contract/kiosks').then((m) => m.ZKioskPageSchema),
    api.get<unknown>(KIOSK_PATHS.list, { query: filters }),
  );

export const useKiosks = (filters: KioskFilters, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: kioskKeys.list(filters),
    queryFn: () => fetchKiosks(filters),
    placeholderData: keepPreviousData,
    enabled,
  });
