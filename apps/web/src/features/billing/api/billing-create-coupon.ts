import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCoupon, TCouponCreateRequest } from '@ared/contract/billing';
import { api } from '../../../lib/http';
import { COUPONS_KEY } from './billing-keys';
import { checked } from '../../../lib/checked';

/** POST discount-coupon/ {sme, addons, partner, code, percentage_discount} → 201 the coupon. */
export const createCoupon = async (body: TCouponCreateRequest): Promise<TCoupon> =>
  checked(
    import('@ared/contract/billing').then((m) => m.ZCouponSchema),
    api.post<unknown>('discount-coupon/', body),
  );

export const useCreateCoupon = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COUPONS_KEY }),
  });
};
