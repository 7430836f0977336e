import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAddonSchema, type TAddon } from '@ared/contract/billing';
import { z } from 'zod/mini';
import { api } from '../../../lib/http';

/** GET addon/: the platform's add-ons a coupon can discount. */
export const getAddons = async (): Promise<TAddon[]> =>
  z.array(ZAddonSchema).parse(await api.get<unknown>('addon/'));

export const addonsQueryOptions = () =>
  queryOptions({ queryKey: ['addons'], queryFn: getAddons, staleTime: 5 * 60_000 });

export const useAddons = (enabled = true) => useQuery({ ...addonsQueryOptions(), enabled });
