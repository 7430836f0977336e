import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ZSmePageSchema, TSmeFilterTab } from '@ared/contract/smes';
import type { z } from 'zod/mini';
import { smeKeys } from '../../../entities/sme/sme-keys';
import { api } from '../../../lib/http';
import { checked } from '../../../lib/checked';

export type TSmePage = z.infer<typeof ZSmePageSchema>;
export type SmeListParams = {
  tab: TSmeFilterTab;
  search: string;
  /** An SME_ORDERING field, '-' first for descending. */
  ordering?: string | undefined;
  page: number;
  page_size: number;
};

/** GET smes/?partner={id}&tab=…&search=…: one page of the partner's SMEs (the server computes `status`). */
export const getSmes = async (partnerId: number, params: SmeListParams): Promise<TSmePage> =>
  checked(
    import('@ared/contract/smes').then((m) => m.ZSmePageSchema),
    api.get<unknown>('smes/', {
      query: { partner: partnerId, ...params, search: params.search || undefined },
    }),
  );

export const smesQueryOptions = (partnerId: number, params: SmeListParams) =>
  queryOptions({
    queryKey: smeKeys.list(partnerId, params),
    queryFn: () => getSmes(partnerId, params),
  });

export const useSmes = (partnerId: number | null, params: SmeListParams) =>
  useQuery({
    ...smesQueryOptions(partnerId ?? 0, params),
    enabled: partnerId !== null,
    placeholderData: keepPreviousData,
  });
