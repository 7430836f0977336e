import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZLocationsResponseSchema } from '@ared/contract/locations';
import type { z } from 'zod/mini';
import { api } from '../../../lib/http';
import type { LocationTab } from '../location-tabs';

export type TLocations = z.infer<typeof ZLocationsResponseSchema>;

/** GET locations/?type=all|routers|kiosks: located devices of the partner, at most 1000 (`truncated` beyond). */
export const getLocations = async (type: LocationTab): Promise<TLocations> =>
  ZLocationsResponseSchema.parse(await api.get<unknown>('locations/', { query: { type } }));

export const locationsQueryOptions = (type: LocationTab) =>
  queryOptions({ queryKey: ['locations', type], queryFn: () => getLocations(type) });

export const useLocations = (type: LocationTab) =>
  useQuery({ ...locationsQueryOptions(type), placeholderData: keepPreviousData });
