import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ZCouponPageSchema } from '@ared/contract/billing';
import type { z } from 'zod/mini';
import { api } from '../../../lib/http';
import { COUPONS_KEY } from './billing-keys';
import { checked } from '../../../lib/checked';

export type TCouponPage = z.infer<typeof ZCouponPageSchema>;
export type CouponListParams = {
  sme?: number;
  /** A COUPON_ORDERING field, '-' first for descending. */
  ordering?: string | undefined;
  page: number;
  page_size: number;
};

/** GET discount-coupon/?partner=&sme=: one page of the partner's (or one SME's) discount coupons. */
export const getCoupons = async (partnerId: number, params: CouponListParams): Promise<TCouponPage> =>
  checked(
    import('@ared/contract/billing').then((m) => m.ZCouponPageSchema),
    api.get<unknown>('discount-coupon/', { query: { partner: partnerId, ...params } }),
  );

export const couponsQueryOptions = (partnerId: number, params: CouponListParams) =>
  queryOptions({
    queryKey: [...COUPONS_KEY, partnerId, params],
    queryFn: () => getCoupons(partnerId, params),
  });

export const useCoupons = (partnerId: number | null, params: CouponListParams) =>
  useQuery({
    ...couponsQueryOptions(partnerId ?? 0, params),
    enabled: partnerId !== null,
    placeholderData: keepPreviousData,
  });
