import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ZAlertPageSchema, ALERT_STATUSES, TAlertKind } from '@ared/contract/alerts';
import type { z } from 'zod/mini';
import { api } from '../../../lib/http';
import { alertKeys } from './alert-keys';
import { checked } from '../../../lib/checked';

export type TAlertPage = z.infer<typeof ZAlertPageSchema>;
export type AlertFilters = {
  status?: (typeof ALERT_STATUSES)[number];
  kind?: TAlertKind;
  page: number;
  page_size: number;
};

/** GET alerts/?status=open|closed&kind=…: the partner's alerts, newest first, each read or not for the caller. */
export const getAlerts = async (filters: AlertFilters): Promise<TAlertPage> =>
  checked(
    import('@ared/contract/alerts').then((m) => m.ZAlertPageSchema),
    api.get<unknown>('alerts/', { query: filters }),
  );

export const alertsQueryOptions = (filters: AlertFilters) =>
  queryOptions({
    queryKey: alertKeys.list(filters),
    queryFn: () => getAlerts(filters),
    placeholderData: keepPreviousData,
  });

export const useAlerts = (filters: AlertFilters) => useQuery(alertsQueryOptions(filters));
