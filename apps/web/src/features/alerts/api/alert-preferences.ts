import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAlertPreferences, TAlertPreferencesUpdate } from '@ared/contract/alerts';
import { api } from '../../../lib/http';
import { alertKeys } from './alert-keys';
import { checked } from '../../../lib/checked';

/** GET alerts/preferences/: the signed-in user's deliveries by kind. */
export const getAlertPreferences = async (): Promise<TAlertPreferences> =>
  checked(
    import('@ared/contract/alerts').then((m) => m.ZAlertPreferencesSchema),
    api.get<unknown>('alerts/preferences/'),
  );

/** PATCH alerts/preferences/: the kinds given; the answer is all of them. */
export const saveAlertPreferences = async (body: TAlertPreferencesUpdate): Promise<TAlertPreferences> =>
  checked(
    import('@ared/contract/alerts').then((m) => m.ZAlertPreferencesSchema),
    api.patch<unknown>('alerts/preferences/', body),
  );

export const useAlertPreferences = () =>
  useQuery({ queryKey: alertKeys.preferences, queryFn: getAlertPreferences });

export const useSaveAlertPreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAlertPreferences,
    onSuccess: (saved) => queryClient.setQueryData(alertKeys.preferences, saved),
  });
};
