import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCouponSchema, type TCoupon, type TCouponCreateRequest } from '@ared/contract/billing';
import { api } from '../../../lib/http';
import { COUPONS_KEY } from './billing-keys';

/** POST discount-coupon/ {sme, addons, partner, code, percentage_discount} → 201 the coupon. */
export const createCoupon = async (body: TCouponCreateRequest): Promise<TCoupon> =>
  ZCouponSchema.parse(await api.post<unknown>('discount-coupon/', body));

export const useCreateCoupon = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COUPONS_KEY }),
  });
};
