import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZPartnerSettingChangePageSchema, type TPartnerSettingField } from '@ared/contract/partner-settings';
import type { z } from 'zod/mini';
import { api } from '../../../lib/http';

export type TSettingChangePage = z.infer<typeof ZPartnerSettingChangePageSchema>;

/** Every history list hangs off this root: a saved setting refreshes them. */
export const SETTINGS_HISTORY_KEY = ['partner-settings-history'] as const;

type Filters = { fields: readonly TPartnerSettingField[]; page: number; page_size: number };

/** GET partners/{id}/settings-history/?field=a,b (decision 063): newest first. */
export const getSettingsHistory = async (partnerId: number, f: Filters): Promise<TSettingChangePage> =>
  ZPartnerSettingChangePageSchema.parse(
    await api.get<unknown>(`partners/${partnerId}/settings-history/`, {
      query: { field: f.fields.join(','), page: f.page, page_size: f.page_size },
    }),
  );

export const settingsHistoryQueryOptions = (partnerId: number, filters: Filters) =>
  queryOptions({
    queryKey: [...SETTINGS_HISTORY_KEY, partnerId, filters] as const,
    queryFn: () => getSettingsHistory(partnerId, filters),
    placeholderData: keepPreviousData,
  });

export const useSettingsHistory = (partnerId: number, filters: Filters) =>
  useQuery(settingsHistoryQueryOptions(partnerId, filters));
