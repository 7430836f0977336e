import { queryOptions, useQuery } from '@tanstack/react-query';
import { RECENT_APKS_PAGE_SIZE, ZApkPageSchema, type TApkPage } from '@ared/contract/apks';
import { api } from '../../../lib/http';
import { apkKeys } from './apk-keys';

/** GET apks/ (part 2 §7): the newest RECENT_APKS_PAGE_SIZE, paged in the browser (decision 035). */
export const getRecentApks = async (): Promise<TApkPage> =>
  ZApkPageSchema.parse(
    await api.get<unknown>('apks/', { query: { page: 1, page_size: RECENT_APKS_PAGE_SIZE } }),
  );

export const recentApksQueryOptions = () =>
  queryOptions({ queryKey: apkKeys.recent(), queryFn: getRecentApks });

export const useRecentApks = () => useQuery(recentApksQueryOptions());
