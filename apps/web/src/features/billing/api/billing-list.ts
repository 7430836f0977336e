import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ZBillingPageSchema } from '@ared/contract/billing';
import type { z } from 'zod/mini';
import { api } from '../../../lib/http';
import type { BillingKind } from '../billing-tabs';
import { BILLINGS_KEY } from './billing-keys';
import { checked } from '../../../lib/checked';

export type TBillingPage = z.infer<typeof ZBillingPageSchema>;
export type BillingListParams = {
  /** One SME's billings (the billing popup); all the partner's otherwise. */
  sme?: number;
  is_paid?: boolean;
  /** A BILLING_ORDERING field, '-' first for descending. */
  ordering?: string | undefined;
  page: number;
  page_size: number;
};

const PATHS: Record<BillingKind, string> = {
  subscription: 'partner/billing/',
  sms: 'partner/sms-package/billing/',
};

/** GET partner/billing/ or partner/sms-package/billing/ ?partner=&sme=&is_paid=: one page of billings. */
export const getBillings = async (
  kind: BillingKind,
  partnerId: number,
  params: BillingListParams,
): Promise<TBillingPage> =>
  checked(
    import('@ared/contract/billing').then((m) => m.ZBillingPageSchema),
    api.get<unknown>(PATHS[kind], { query: { partner: partnerId, ...params } }),
  );

export const billingsQueryOptions = (kind: BillingKind, partnerId: number, params: BillingListParams) =>
  queryOptions({
    queryKey: [...BILLINGS_KEY, kind, partnerId, params],
    queryFn: () => getBillings(kind, partnerId, params),
  });

export const useBillings = (kind: BillingKind, partnerId: number | null, params: BillingListParams) =>
  useQuery({
    ...billingsQueryOptions(kind, partnerId ?? 0, params),
    enabled: partnerId !== null,
    placeholderData: keepPreviousData,
  });
