import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAlertPreferencesSchema,
  type TAlertPreferences,
  type TAlertPreferencesUpdate,
} from '@ared/contract/alerts';
import { api } from '../../../lib/http';
import { alertKeys } from './alert-keys';

/** GET alerts/preferences/: the signed-in user's deliveries by kind. */
export const getAlertPreferences = async (): Promise<TAlertPreferences> =>
  ZAlertPreferencesSchema.parse(await api.get<unknown>('alerts/preferences/'));

/** PATCH alerts/preferences/: the kinds given; the answer is all of them. */
export const saveAlertPreferences = async (body: TAlertPreferencesUpdate): Promise<TAlertPreferences> =>
  ZAlertPreferencesSchema.parse(await api.patch<unknown>('alerts/preferences/', body));

export const useAlertPreferences = () =>
  useQuery({ queryKey: alertKeys.preferences, queryFn: getAlertPreferences });

export const useSaveAlertPreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAlertPreferences,
    onSuccess: (saved) => queryClient.setQueryData(alertKeys.preferences, saved),
  });
};
