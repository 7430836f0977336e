import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TMiner } from '@ared/contract/miners';
import { checked } from '../../../lib/checked';
import { miningKey } from './mining-key';
import { api } from '../../../lib/http';

/** GET yocto/partner/{partnerId}/miner/?ordering=: the routers in the Hash Hub (a plain array). */
export const getMiners = async (partnerId: number, ordering?: string): Promise<TMiner[]> =>
  checked(
    import('@ared/contract/miners').then((m) => m.ZMinerListSchema),
    api.get<unknown>(`yocto/partner/${partnerId}/miner/`, { query: { ordering } }),
  );

export { miningKey } from './mining-key';

export const minersQueryOptions = (partnerId: number, ordering?: string) =>
  queryOptions({
    queryKey: [...miningKey(partnerId), 'miners', ordering ?? null],
    queryFn: () => getMiners(partnerId, ordering),
  });

export const useMiners = (
  partnerId: number | null,
  { enabled = true, ordering }: { enabled?: boolean; ordering?: string | undefined } = {},
) =>
  useQuery({
    ...minersQueryOptions(partnerId ?? 0, ordering),
    enabled: enabled && partnerId !== null,
    placeholderData: keepPreviousData,
  });
