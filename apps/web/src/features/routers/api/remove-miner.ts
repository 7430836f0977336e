import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http';

/** DELETE yocto/partner/{partnerId}/miner/{minerId}/: takes the router out of the Hash Hub. */
export const removeMiner = async ({
  partnerId,
  minerId,
}: {
  partnerId: number;
  minerId: number;
}): Promise<void> => {
  await api.delete<void>(`yocto/partner/${partnerId}/miner/${minerId}/`);
};

export const useRemoveMiner = () => useMutation({ mutationFn: removeMiner });
