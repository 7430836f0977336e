import { useMutation } from '@tanstack/react-query';
import type { TMiner } from '@ared/contract/miners';
import { checked } from '../../../lib/checked';
import { api } from '../../../lib/http';

/** POST yocto/partner/{partnerId}/miner/ with a list of router ids: puts them in the Hash Hub. */
export const addMiners = async ({
  partnerId,
  routers,
}: {
  partnerId: number;
  routers: number[];
}): Promise<TMiner[]> =>
  checked(
    import('@ared/contract/miners').then((m) => m.ZMinerListSchema),
    api.post<unknown>(`yocto/partner/${partnerId}/miner/`, routers),
  );

export const useAddMiners = () => useMutation({ mutationFn: addMiners });
