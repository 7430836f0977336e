import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSmeSummaryPageSchema } from '@ared/contract/smes';
import type { z } from 'zod';
import { api } from '../../../lib/http';
import { SMES_KEY } from './billing-keys';

export type TSmeSummaryPage = z.infer<typeof ZSmeSummaryPageSchema>;

/** The coupon dialog offers the partner's first 100 SMEs (the server's largest page). */
const COUPON_SME_PAGE_SIZE = 100;

/** GET smes/?partner=&page_size=100: the SMEs a coupon can be created for (read as id and name). */
export const getCouponSmeOptions = async (partnerId: number): Promise<TSmeSummaryPage> =>
  ZSmeSummaryPageSchema.parse(
    await api.get<unknown>('smes/', {
      query: { partner: partnerId, page: 1, page_size: COUPON_SME_PAGE_SIZE },
    }),
  );

export const couponSmeOptionsQueryOptions = (partnerId: number) =>
  queryOptions({
    queryKey: [...SMES_KEY, 'coupon-options', partnerId],
    queryFn: () => getCouponSmeOptions(partnerId),
  });

export const useCouponSmeOptions = (partnerId: number | null, enabled = true) =>
  useQuery({ ...couponSmeOptionsQueryOptions(partnerId ?? 0), enabled: enabled && partnerId !== null });
