import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDeviceStatusResponse } from '@ared/contract/devices';
import { checked } from '../../../lib/checked';
import { api } from '../../../lib/http';

/** Online state is refreshed every 10 seconds (spec part 1 §9). */
export const DEVICE_STATUS_INTERVAL_MS = 10_000;

/** GET device-status/?serial_numbers[]=A&serial_numbers[]=B: keyed by serial, the partner's routers only. */
export const getDeviceStatus = async (serials: readonly string[]): Promise<TDeviceStatusResponse> => {
  const query = new URLSearchParams(serials.map((s) => ['serial_numbers[]', s]));
  return checked(
    import('@ared/contract/devices').then((m) => m.ZDeviceStatusResponseSchema),
    api.get<unknown>(`device-status/?${query.toString()}`),
  );
};

export const deviceStatusQueryOptions = (serials: readonly string[]) =>
  queryOptions({
    queryKey: ['device-status', [...serials].sort()],
    queryFn: () => getDeviceStatus(serials),
    refetchInterval: DEVICE_STATUS_INTERVAL_MS,
    retry: false,
  });

export const useDeviceStatus = (serials: readonly string[]) =>
  useQuery({ ...deviceStatusQueryOptions(serials), enabled: serials.length > 0 });
