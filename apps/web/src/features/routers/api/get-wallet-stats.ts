import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZWalletStatsSchema, type TWalletStats } from '@ared/contract/miners';
import { api } from '../../../lib/http';
import { miningKey } from './get-miners';

/** GET yocto/partner/mining-wallet-stats: the Hash Hub's wallet cards (the partner is the signed-in one). */
export const getWalletStats = async (): Promise<TWalletStats> =>
  ZWalletStatsSchema.parse(await api.get<unknown>('yocto/partner/mining-wallet-stats'));

export const walletStatsQueryOptions = (partnerId: number) =>
  queryOptions({ queryKey: [...miningKey(partnerId), 'wallet-stats'], queryFn: getWalletStats });

export const useWalletStats = (partnerId: number | null) =>
  useQuery({ ...walletStatsQueryOptions(partnerId ?? 0), enabled: partnerId !== null });
