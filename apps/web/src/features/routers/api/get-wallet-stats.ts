import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TWalletStats } from '@ared/contract/miners';
import { checked } from '../../../lib/checked';
import { api } from '../../../lib/http';
import { miningKey } from './get-miners';

/** GET yocto/partner/mining-wallet-stats: the Hash Hub's wallet cards (the partner is the signed-in one). */
export const getWalletStats = async (): Promise<TWalletStats> =>
  checked(
    import('@ared/contract/miners').then((m) => m.ZWalletStatsSchema),
    api.get<unknown>('yocto/partner/mining-wallet-stats'),
  );

export const walletStatsQueryOptions = (partnerId: number) =>
  queryOptions({ queryKey: [...miningKey(partnerId), 'wallet-stats'], queryFn: getWalletStats });

export const useWalletStats = (partnerId: number | null) =>
  useQuery({ ...walletStatsQueryOptions(partnerId ?? 0), enabled: partnerId !== null });
