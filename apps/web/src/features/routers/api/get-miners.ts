import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZMinerSchema, type TMiner } from '@ared/contract/miners';
import { api } from '../../../lib/http';

/** GET yocto/partner/{partnerId}/miner/: the routers in the Hash Hub (a plain array). */
export const getMiners = async (partnerId: number): Promise<TMiner[]> =>
  z.array(ZMinerSchema).parse(await api.get<unknown>(`yocto/partner/${partnerId}/miner/`));

/** Every mining query starts with ['mining', partnerId]; Hash Hub changes invalidate it. */
export const miningKey = (partnerId: number) => ['mining', partnerId] as const;

export const minersQueryOptions = (partnerId: number) =>
  queryOptions({ queryKey: [...miningKey(partnerId), 'miners'], queryFn: () => getMiners(partnerId) });

export const useMiners = (partnerId: number | null, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...minersQueryOptions(partnerId ?? 0), enabled: enabled && partnerId !== null });
