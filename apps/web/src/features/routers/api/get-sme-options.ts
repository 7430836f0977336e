import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZSmeSummaryPageSchema } from '@ared/contract/smes';
import { api } from '../../../lib/http';

export const SME_OPTIONS_PAGE_SIZE = 50;

/** GET smes/?partner=…&search=…: the SME picker of the assign-to-SME modal. */
export const getSmeOptions = async (partnerId: number, search: string) =>
  ZSmeSummaryPageSchema.parse(
    await api.get<unknown>('smes/', {
      query: {
        partner: partnerId,
        is_terminated: false,
        search: search || undefined,
        page_size: SME_OPTIONS_PAGE_SIZE,
      },
    }),
  );

export const smeOptionsQueryOptions = (partnerId: number, search: string) =>
  queryOptions({
    queryKey: ['smes', 'options', partnerId, search],
    queryFn: () => getSmeOptions(partnerId, search),
    placeholderData: keepPreviousData,
  });

export const useSmeOptions = (partnerId: number | null, search: string, enabled: boolean) =>
  useQuery({ ...smeOptionsQueryOptions(partnerId ?? 0, search), enabled: enabled && partnerId !== null });
