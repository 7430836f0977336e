import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSmeStorage } from '@ared/contract/packages';
import { api } from '../../../lib/http';
import { checked } from '../../../lib/checked';

/** GET smes/{id}/storage/: the SME's plan, its features and how much of its storage its files use. */
export const getSmeStorage = async (smeId: number): Promise<TSmeStorage> =>
  checked(
    import('@ared/contract/packages').then((m) => m.ZSmeStorageSchema),
    api.get<unknown>(`smes/${smeId}/storage/`),
  );

export const smeStorageQueryOptions = (smeId: number) =>
  queryOptions({ queryKey: ['sme-storage', smeId], queryFn: () => getSmeStorage(smeId) });

export const useSmeStorage = (smeId: number) => useQuery(smeStorageQueryOptions(smeId));
