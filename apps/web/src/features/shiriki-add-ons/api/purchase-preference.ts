import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ZTokenPurchaseOptionSchema, type TTokenPurchaseOption } from '@ared/contract/vouchers';
import { api } from '../../../lib/http';

export type TTokenTier = { price: string; duration_in_minutes: number };

const key = (partnerId: number) => ['token-purchase-preference', partnerId] as const;
const ZTiersSchema = z.array(ZTokenPurchaseOptionSchema);

/** GET vouchers/purchase-preference/?partner={id}: the tiers guests buy from (defaults until saved). */
export const getPurchaseTiers = async (partnerId: number): Promise<TTokenPurchaseOption[]> =>
  ZTiersSchema.parse(
    await api.get<unknown>('vouchers/purchase-preference/', { query: { partner: partnerId } }),
  );

export const purchaseTiersQueryOptions = (partnerId: number) =>
  queryOptions({ queryKey: key(partnerId), queryFn: () => getPurchaseTiers(partnerId) });

export const usePurchaseTiers = (partnerId: number) => useQuery(purchaseTiersQueryOptions(partnerId));

/** POST vouchers/purchase-preference/?partner={id} (partner admin): replaces the tiers with the list sent. */
export const useSavePurchaseTiers = (partnerId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (tiers: TTokenTier[]) =>
      ZTiersSchema.parse(
        await api.post<unknown>('vouchers/purchase-preference/', tiers, { query: { partner: partnerId } }),
      ),
    onSuccess: (saved) => queryClient.setQueryData(key(partnerId), saved),
  });
};
