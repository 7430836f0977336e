import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZSmeSummaryPageSchema } from '@ared/contract/smes';
import type { z } from 'zod';
import { api } from '../../../lib/http';

export type TSmeSummaryPage = z.infer<typeof ZSmeSummaryPageSchema>;

const PICKER_PAGE_SIZE = 50;

/** GET smes/?partner={id}&search=: the SMEs an SME realm can belong to (first 50 matches). */
export const getSmeOptions = async (partnerId: number, search: string): Promise<TSmeSummaryPage> =>
  ZSmeSummaryPageSchema.parse(
    await api.get<unknown>('smes/', {
      query: {
        partner: partnerId,
        is_terminated: false,
        search: search || undefined,
        page: 1,
        page_size: PICKER_PAGE_SIZE,
      },
    }),
  );

export const smeOptionsQueryOptions = (partnerId: number, search: string) =>
  queryOptions({
    queryKey: ['smes', 'options', partnerId, search],
    queryFn: () => getSmeOptions(partnerId, search),
  });

export const useSmeOptions = (partnerId: number | null, search: string, enabled = true) =>
  useQuery({
    ...smeOptionsQueryOptions(partnerId ?? 0, search),
    enabled: enabled && partnerId !== null,
    placeholderData: keepPreviousData,
  });
