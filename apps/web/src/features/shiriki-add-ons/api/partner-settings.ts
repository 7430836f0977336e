import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZPartnerSettingsSchema,
  ZPartnerSettingsUpdateResponseSchema,
  type TPartnerSettings,
  type TPartnerSettingsUpdate,
  type TPartnerSettingsUpdateResponse,
} from '@ared/contract/partner-settings';
import { api } from '../../../lib/http';
import { SETTINGS_HISTORY_KEY } from './settings-history';

export const partnerSettingsKey = (partnerId: number) => ['partner-settings', partnerId] as const;

/** GET partners/{id}/: the add-on flags, Web App Login fields, Auto-Connect and speed limits. */
export const getPartnerSettings = async (partnerId: number): Promise<TPartnerSettings> =>
  ZPartnerSettingsSchema.parse(await api.get<unknown>(`partners/${partnerId}/`));

export const partnerSettingsQueryOptions = (partnerId: number) =>
  queryOptions({
    queryKey: partnerSettingsKey(partnerId),
    queryFn: () => getPartnerSettings(partnerId),
  });

export const usePartnerSettings = (partnerId: number) => useQuery(partnerSettingsQueryOptions(partnerId));

/** PATCH partners/{id}/ (partner admin): one flag, or the collect_* fields, or Auto-Connect and the speeds. */
export const updatePartnerSettings = async (
  partnerId: number,
  body: TPartnerSettingsUpdate,
): Promise<TPartnerSettingsUpdateResponse> =>
  ZPartnerSettingsUpdateResponseSchema.parse(await api.patch<unknown>(`partners/${partnerId}/`, body));

export const useUpdatePartnerSettings = (partnerId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPartnerSettingsUpdate) => updatePartnerSettings(partnerId, body),
    onSuccess: async (saved) => {
      const { speed_change: _delivery, ...settings } = saved;
      queryClient.setQueryData(partnerSettingsKey(partnerId), settings);
      await queryClient.invalidateQueries({ queryKey: SETTINGS_HISTORY_KEY });
    },
  });
};
