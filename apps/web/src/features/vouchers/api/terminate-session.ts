import { useMutation, useQueryClient } from '@tanstack/react-query';
import { voucherApi } from '../../../lib/http';
import { refreshVoucherQueries } from './voucher-keys';

/** DELETE /admin/sessions/{id}: the box is told to disconnect the guest; the session ends. */
export const terminateSession = (id: number): Promise<unknown> =>
  voucherApi.delete<unknown>(`admin/sessions/${id}`);

export const useTerminateSession = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: terminateSession, onSuccess: () => refreshVoucherQueries(queryClient) });
};
