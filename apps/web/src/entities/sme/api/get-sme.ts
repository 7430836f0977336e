import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSme } from '@ared/contract/smes';
import { ApiError } from '../../../lib/api-error';
import { api } from '../../../lib/http';
import { smeKeys } from '../sme-keys';
import { checked } from '../../../lib/checked';

/** GET smes/{id}/ (404 for another partner's SME): the details page and the billing popup read it. */
export const getSme = async (id: number): Promise<TSme> =>
  checked(
    import('@ared/contract/smes').then((m) => m.ZSmeSchema),
    api.get<unknown>(`smes/${id}/`),
  );

export const smeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: smeKeys.detail(id),
    queryFn: () => getSme(id),
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 404) && failureCount < 2,
  });

export const useSme = (id: number | null) => useQuery({ ...smeQueryOptions(id ?? 0), enabled: id !== null });
