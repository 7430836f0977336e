import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ZMediaFilePageSchema, TMediaFileType } from '@ared/contract/media';
import type { z } from 'zod/mini';
import { api } from '../../../lib/http';
import { mediaKeys } from './media-keys';
import { checked } from '../../../lib/checked';

export type TMediaFilePage = z.infer<typeof ZMediaFilePageSchema>;

/** The filters of GET files/ the screens use (part 2 §7); only Enabled files are listed (§4). */
export type MediaFileFilters = {
  realm?: number;
  realm__partner?: number;
  realm__sme?: number;
  realm__sme__partner?: number;
  file_type?: TMediaFileType;
  status?: 'Enabled';
  search?: string;
  page: number;
  page_size: number;
};

export const getMediaFiles = async (filters: MediaFileFilters): Promise<TMediaFilePage> =>
  checked(
    import('@ared/contract/media').then((m) => m.ZMediaFilePageSchema),
    api.get<unknown>('files/', { query: { ...filters, search: filters.search || undefined } }),
  );

export const mediaFilesQueryOptions = (filters: MediaFileFilters) =>
  queryOptions({
    queryKey: mediaKeys.files(filters),
    queryFn: () => getMediaFiles(filters),
    placeholderData: keepPreviousData,
  });

export const useMediaFiles = (filters: MediaFileFilters, enabled = true) =>
  useQuery({ ...mediaFilesQueryOptions(filters), enabled });
