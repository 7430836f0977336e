import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { alertKeys } from './alert-keys';

/** How often the bell asks: the server evaluates alerts once a minute (ALERTS_EVERY_SECONDS). */
export const UNREAD_REFRESH_MS = 60_000;

/**
 * GET alerts/unread-count/: the bell's number. The bell is on every signed-in page: the alerts' schemas are
 * loaded beside the call, not built with the first page's modules (issue 29 §7, as lib/api/get-me.ts).
 */
export const getUnreadCount = async (): Promise<number> => {
  const [{ ZAlertUnreadCountSchema }, answer] = await Promise.all([
    import('@ared/contract/alerts'),
    api.get<unknown>('alerts/unread-count/'),
  ]);
  return ZAlertUnreadCountSchema.parse(answer).count;
};

export const useUnreadAlertCount = () =>
  useQuery({
    queryKey: alertKeys.unread,
    queryFn: getUnreadCount,
    refetchInterval: UNREAD_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
