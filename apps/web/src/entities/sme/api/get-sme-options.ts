import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ZSmeSummaryPageSchema } from '@ared/contract/smes';
import type { z } from 'zod/mini';
import { api } from '../../../lib/http';
import { smeKeys } from '../sme-keys';

export type TSmeSummaryPage = z.infer<typeof ZSmeSummaryPageSchema>;

/** Pickers offer the first 50 matches; the server filters by the typed search. */
export const SME_OPTIONS_PAGE_SIZE = 50;

type SmeOptionsParams = { search?: string; pageSize?: number };

/**
 * GET smes/?partner=&is_terminated=false&search=: the SMEs a realm, a router or a coupon can be given to.
 * One fetcher for every SME picker (realms, routers, billing). The pickers sit on list pages whose first
 * load does not need them: the SMEs' schemas are loaded beside the call (issue 29 §7, as lib/api/get-me.ts).
 */
export const getSmeOptions = async (
  partnerId: number,
  { search = '', pageSize = SME_OPTIONS_PAGE_SIZE }: SmeOptionsParams = {},
): Promise<TSmeSummaryPage> => {
  const [{ ZSmeSummaryPageSchema }, answer] = await Promise.all([
    import('@ared/contract/smes'),
    api.get<unknown>('smes/', {
      query: {
        partner: partnerId,
        is_terminated: false,
        search: search || undefined,
        page: 1,
        page_size: pageSize,
      },
    }),
  ]);
  return ZSmeSummaryPageSchema.parse(answer);
};

export const smeOptionsQueryOptions = (partnerId: number, params: SmeOptionsParams = {}) =>
  queryOptions({
    queryKey: smeKeys.options(partnerId, params.search ?? '', params.pageSize ?? SME_OPTIONS_PAGE_SIZE),
    queryFn: () => getSmeOptions(partnerId, params),
    placeholderData: keepPreviousData,
  });

export const useSmeOptions = (partnerId: number | null, params: SmeOptionsParams = {}, enabled = true) =>
  useQuery({ ...smeOptionsQueryOptions(partnerId ?? 0, params), enabled: enabled && partnerId !== null });
