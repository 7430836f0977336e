import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZInternetSettingSchema,
  type TInternetSetting,
  type TInternetSettingCreateRequest,
} from '@ared/contract/internet-settings';
import { api } from '../../../lib/http';
import { INTERNET_SETTINGS_KEY } from './internet-setting-keys';

/** POST internet-settings/ {name, partner, price_per_gb, minimum_profit_percentage, max_speed_in_mbps, total_internet_price} → 201. */
export const createInternetSetting = async (body: TInternetSettingCreateRequest): Promise<TInternetSetting> =>
  ZInternetSettingSchema.parse(await api.post<unknown>('internet-settings/', body));

export const useCreateInternetSetting = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInternetSetting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INTERNET_SETTINGS_KEY }),
  });
};
