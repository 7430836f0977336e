import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ZMinerSchema, type TMiner } from '@ared/contract/miners';
import { api } from '../../../lib/http';

/** POST yocto/partner/{partnerId}/miner/ with a list of router ids: puts them in the Hash Hub. */
export const addMiners = async ({
  partnerId,
  routers,
}: {
  partnerId: number;
  routers: number[];
}): Promise<TMiner[]> =>
  z.array(ZMinerSchema).parse(await api.post<unknown>(`yocto/partner/${partnerId}/miner/`, routers));

export const useAddMiners = () => useMutation({ mutationFn: addMiners });
