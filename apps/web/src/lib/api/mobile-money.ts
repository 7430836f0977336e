import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type TMobileMoneyCredentialsState,
  type TMobileMoneyProvider,
  ZMobileMoneyCredentialsListSchema,
  ZMobileMoneyCredentialsStateSchema,
} from '@ared/contract/mobile-money';
import { useAuthStore } from '../auth-store';
import { api } from '../http';

/** The path segment of each provider (decision 077). */
export const PROVIDER_PATH: Record<TMobileMoneyProvider, string> = {
  mtn_momo: 'mtn-momo',
  airtel_money: 'airtel-money',
};

const key = (partnerId: number) => ['mobile-money-credentials', partnerId] as const;

/** GET partners/{id}/mobile-money/: which providers are set up, never the values (partner admin). */
export const useMobileMoneyCredentials = () => {
  const partnerId = useAuthStore((s) => s.partnerId);
  return useQuery({
    queryKey: key(partnerId ?? 0),
    queryFn: async (): Promise<TMobileMoneyCredentialsState[]> =>
      ZMobileMoneyCredentialsListSchema.parse(await api.get<unknown>(`partners/${partnerId}/mobile-money/`))
        .results,
    enabled: partnerId !== null,
  });
};

/** PUT partners/{id}/mobile-money/{provider}/ with the provider's fields, then DELETE to remove them. */
export const useMobileMoneyChanges = () => {
  const partnerId = useAuthStore((s) => s.partnerId) ?? 0;
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: key(partnerId) });
  const base = (provider: TMobileMoneyProvider) =>
    `partners/${partnerId}/mobile-money/${PROVIDER_PATH[provider]}/`;
  return {
    save: useMutation({
      mutationFn: async ({
        provider,
        fields,
      }: {
        provider: TMobileMoneyProvider;
        fields: Record<string, string>;
      }) => ZMobileMoneyCredentialsStateSchema.parse(await api.put<unknown>(base(provider), fields)),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (provider: TMobileMoneyProvider) => api.delete<unknown>(base(provider)),
      onSuccess: refresh,
    }),
  };
};
