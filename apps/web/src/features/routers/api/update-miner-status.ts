import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMiner } from '@ared/contract/miners';
import { checked } from '../../../lib/checked';
import { api } from '../../../lib/http';
import { miningKey } from './get-miners';

type Input = { partnerId: number; miner: TMiner; status: TMiner['status'] };

/** PATCH yocto/partner/{partnerId}/miner/{minerId}/ {status, partner, router}. */
export const updateMinerStatus = async ({ partnerId, miner, status }: Input): Promise<TMiner> =>
  checked(
    import('@ared/contract/miners').then((m) => m.ZMinerSchema),
    api.patch<unknown>(`yocto/partner/${partnerId}/miner/${miner.id}/`, {
      status,
      partner: partnerId,
      router: miner.router,
    }),
  );

export const useUpdateMinerStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMinerStatus,
    onSuccess: (_miner, { partnerId }) => queryClient.invalidateQueries({ queryKey: miningKey(partnerId) }),
  });
};
