import { useEffect, useMemo, useRef } from 'react';
import type { TRouter } from '@ared/contract/routers';
import { notify } from '../../../lib/notify';
import { useDeviceStatus } from '../api/get-device-status';
import { mergeDeviceStatus } from '../rules/router-row';
import { ROUTERS_TEXTS } from '../texts';

/**
 * The visible rows with their device status, polled every 10 s. A failed first fetch for these serials
 * says 'Could not fetch device statuses'; a failed refresh stays quiet (spec part 1 §8).
 */
export function useDeviceStatusRows(rows: readonly TRouter[]): TRouter[] {
  const serials = useMemo(() => rows.map((r) => r.serial_number), [rows]);
  const status = useDeviceStatus(serials);
  const serialKey = serials.join(',');
  const reported = useRef<string | null>(null);
  const isRefreshing = status.data !== undefined;

  useEffect(() => {
    if (status.isError && !isRefreshing && reported.current !== serialKey) {
      reported.current = serialKey;
      notify.error(ROUTERS_TEXTS.toasts.deviceStatusFailed);
    }
  }, [status.isError, isRefreshing, serialKey]);

  return useMemo(() => mergeDeviceStatus(rows, status.data), [rows, status.data]);
}
