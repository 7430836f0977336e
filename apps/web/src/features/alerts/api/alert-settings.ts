import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAlertSettings, TAlertSettingsUpdate } from '@ared/contract/alerts';
import { api } from '../../../lib/http';
import { alertKeys } from './alert-keys';
import { checked } from '../../../lib/checked';

/** GET alerts/settings/: the partner's thresholds (its own, or the server's default). */
export const getAlertSettings = async (): Promise<TAlertSettings> =>
  checked(
    import('@ared/contract/alerts').then((m) => m.ZAlertSettingsSchema),
    api.get<unknown>('alerts/settings/'),
  );

/** PATCH alerts/settings/ (partner admin): the thresholds given; the answer is all of them. */
export const saveAlertSettings = async (body: TAlertSettingsUpdate): Promise<TAlertSettings> =>
  checked(
    import('@ared/contract/alerts').then((m) => m.ZAlertSettingsSchema),
    api.patch<unknown>('alerts/settings/', body),
  );

export const useAlertSettings = () => useQuery({ queryKey: alertKeys.settings, queryFn: getAlertSettings });

export const useSaveAlertSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAlertSettings,
    onSuccess: (saved) => queryClient.setQueryData(alertKeys.settings, saved),
  });
};
