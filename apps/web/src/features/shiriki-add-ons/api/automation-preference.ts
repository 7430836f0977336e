import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZVoucherAutomationPreferenceSchema,
  type TVoucherAutomationPreference,
} from '@ared/contract/vouchers';
import { api } from '../../../lib/http';

export type TAutomationPreferenceInput = Omit<TVoucherAutomationPreference, 'partner_id'>;

const key = (partnerId: number) => ['voucher-automation-preference', partnerId] as const;

/** GET vouchers/automation-preference/?partner={id}: Auto-Connect and SMS voucher durations. */
export const getAutomationPreference = async (partnerId: number): Promise<TVoucherAutomationPreference> =>
  ZVoucherAutomationPreferenceSchema.parse(
    await api.get<unknown>('vouchers/automation-preference/', { query: { partner: partnerId } }),
  );

export const automationPreferenceQueryOptions = (partnerId: number) =>
  queryOptions({ queryKey: key(partnerId), queryFn: () => getAutomationPreference(partnerId) });

export const useAutomationPreference = (partnerId: number) =>
  useQuery(automationPreferenceQueryOptions(partnerId));

/** POST vouchers/automation-preference/ (partner admin): saves the whole setting. */
export const useSaveAutomationPreference = (partnerId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TAutomationPreferenceInput) =>
      ZVoucherAutomationPreferenceSchema.parse(
        await api.post<unknown>('vouchers/automation-preference/', { partner_id: partnerId, ...input }),
      ),
    onSuccess: (saved) => queryClient.setQueryData(key(partnerId), saved),
  });
};
