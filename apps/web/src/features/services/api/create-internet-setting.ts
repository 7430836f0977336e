import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TInternetSetting, TInternetSettingCreateRequest } from '@ared/contract/internet-settings';
import { api } from '../../../lib/http';
import { INTERNET_SETTINGS_KEY } from './internet-setting-keys';
import { checked } from '../../../lib/checked';

/** POST internet-settings/ {name, partner, price_per_gb, minimum_profit_percentage, max_speed_in_mbps, total_internet_price} → 201. */
export const createInternetSetting = async (body: TInternetSettingCreateRequest): Promise<TInternetSetting> =>
  checked(
    import('@ared/contract/internet-settings').then((m) => m.ZInternetSettingSchema),
    api.post<unknown>('internet-settings/', body),
  );

export const useCreateInternetSetting = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInternetSetting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INTERNET_SETTINGS_KEY }),
  });
};
