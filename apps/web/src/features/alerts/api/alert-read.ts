import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { ALERTS_KEY } from './alert-keys';

/** POST alerts/{id}/read/ → 204. */
export const markAlertRead = async (id: number): Promise<void> => {
  await api.post<unknown>(`alerts/${id}/read/`);
};

/** POST alerts/read-all/ → 204. */
export const markAllAlertsRead = async (): Promise<void> => {
  await api.post<unknown>('alerts/read-all/');
};

const useRefreshingMutation = <V>(mutationFn: (v: V) => Promise<void>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALERTS_KEY }),
  });
};

export const useMarkAlertRead = () => useRefreshingMutation(markAlertRead);
export const useMarkAllAlertsRead = () => useRefreshingMutation<void>(markAllAlertsRead);
