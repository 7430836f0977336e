import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { convertAmount } from '@ared/contract/currency-conversion';
import type { TConversion, TPartnerCurrency } from '@ared/contract/currencies';
import { useAuthStore } from '../auth-store';
import { api } from '../http';
import { checked } from '../checked';

const key = (partnerId: number) => ['partner-currency', partnerId] as const;

/** GET partners/{id}/currency/: the display currency, the time zone and the one rate table (decision 061). */
export const getPartnerCurrency = async (partnerId: number): Promise<TPartnerCurrency> =>
  checked(
    import('@ared/contract/currencies').then((m) => m.ZPartnerCurrencySchema),
    api.get<unknown>(`partners/${partnerId}/currency/`),
  );

export const usePartnerCurrency = () => {
  const partnerId = useAuthStore((s) => s.partnerId);
  return useQuery({
    queryKey: key(partnerId ?? 0),
    queryFn: () => getPartnerCurrency(partnerId ?? 0),
    enabled: partnerId !== null,
    // Rates are configuration: they change with a server restart, not while a page is open.
    staleTime: 10 * 60_000,
  });
};

/** PATCH partners/{id}/currency/ (partner admin). */
export const useSetDisplayCurrency = () => {
  const partnerId = useAuthStore((s) => s.partnerId) ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (displayCurrency: string) =>
      checked(
        import('@ared/contract/currencies').then((m) => m.ZPartnerCurrencySchema),
        api.patch<unknown>(`partners/${partnerId}/currency/`, { display_currency: displayCurrency }),
      ),
    onSuccess: (saved) => queryClient.setQueryData(key(partnerId), saved),
  });
};

/**
 * Converts an amount into the partner's display currency with the server's rate table; null until the
 * table is loaded (the caller shows the original amount alone meanwhile, never a guess).
 */
export const useToDisplayCurrency = (): ((amount: number, currency: string) => TConversion) | null => {
  const { data } = usePartnerCurrency();
  if (!data) return null;
  return (amount, currency) => convertAmount(data.rate_table, amount, currency, data.display_currency);
};
