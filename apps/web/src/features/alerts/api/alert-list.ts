import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAlertPageSchema, type ALERT_STATUSES, type TAlertKind } from '@ared/contract/alerts';
import type { z } from 'zod/mini';
import { api } from '../../../lib/http';
import { alertKeys } from './alert-keys';

export type TAlertPage = z.infer<typeof ZAlertPageSchema>;
export type AlertFilters = {
  status?: (typeof ALERT_STATUSES)[number];
  kind?: TAlertKind;
  page: number;
  page_size: number;
};

/** GET alerts/?status=open|closed&kind=…: the partner's alerts, newest first, each read or not for the caller. */
export const getAlerts = async (filters: AlertFilters): Promise<TAlertPage> =>
  ZAlertPageSchema.parse(await api.get<unknown>('alerts/', { query: filters }));

export const alertsQueryOptions = (filters: AlertFilters) =>
  queryOptions({
    queryKey: alertKeys.list(filters),
    queryFn: () => getAlerts(filters),
    placeholderData: keepPreviousData,
  });

export const useAlerts = (filters: AlertFilters) => useQuery(alertsQueryOptions(filters));
