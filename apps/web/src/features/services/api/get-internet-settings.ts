import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TInternetSettingPage } from '@ared/contract/internet-settings';
import { api } from '../../../lib/http';
import { internetSettingKeys } from './internet-setting-keys';
import { checked } from '../../../lib/checked';

export type InternetSettingListParams = { partner: number; page: number; page_size: number };

/** GET internet-settings/?partner= (part 2 §7): one page of the partner's packs, newest first. */
export const getInternetSettings = async (params: InternetSettingListParams): Promise<TInternetSettingPage> =>
  checked(
    import('@ared/contract/internet-settings').then((m) => m.ZInternetSettingPageSchema),
    api.get<unknown>('internet-settings/', { query: params }),
  );

export const internetSettingsQueryOptions = (params: InternetSettingListParams) =>
  queryOptions({ queryKey: internetSettingKeys.list(params), queryFn: () => getInternetSettings(params) });

export const useInternetSettings = (params: InternetSettingListParams) =>
  useQuery({ ...internetSettingsQueryOptions(params), placeholderData: keepPreviousData });
