import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZMenuPageSchema } from '@ared/contract/menus';
import type { z } from 'zod/mini';
import { api } from '../../../lib/http';
import { menuKeys } from './menu-keys';

export type TMenuPage = z.infer<typeof ZMenuPageSchema>;
type Filters = { realm__partner: number; page: number; page_size: number };

/** GET food-drink-menu/?realm__partner={id} (part 2 §7). */
export const getMenus = async (filters: Filters): Promise<TMenuPage> =>
  ZMenuPageSchema.parse(await api.get<unknown>('food-drink-menu/', { query: filters }));

export const menusQueryOptions = (filters: Filters) =>
  queryOptions({
    queryKey: menuKeys.list(filters),
    queryFn: () => getMenus(filters),
    placeholderData: keepPreviousData,
  });

export const useMenus = (filters: Filters, enabled: boolean) =>
  useQuery({ ...menusQueryOptions(filters), enabled });
