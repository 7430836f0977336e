import { useQuery } from '@tanstack/react-query';
import { ZAlertUnreadCountSchema } from '@ared/contract/alerts';
import { api } from '../../../lib/http';
import { alertKeys } from './alert-keys';

/** How often the bell asks: the server evaluates alerts once a minute (ALERTS_EVERY_SECONDS). */
export const UNREAD_REFRESH_MS = 60_000;

/** GET alerts/unread-count/: the bell's number. */
export const getUnreadCount = async (): Promise<number> =>
  ZAlertUnreadCountSchema.parse(await api.get<unknown>('alerts/unread-count/')).count;

export const useUnreadAlertCount = () =>
  useQuery({
    queryKey: alertKeys.unread,
    queryFn: getUnreadCount,
    refetchInterval: UNREAD_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
