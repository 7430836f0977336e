import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMonthlySignupsSchema, type TMonthlySignups } from '@ared/contract/partners';
import { api } from '../../../lib/http';

/** GET partners/{id}/micro-franchisee-signups/?months=: sign-ups per calendar month, oldest first. */
export const getMicroFranchiseeSignups = async (
  partnerId: number,
  months: number,
): Promise<TMonthlySignups> =>
  ZMonthlySignupsSchema.parse(
    await api.get<unknown>(`partners/${partnerId}/micro-franchisee-signups/`, { query: { months } }),
  );

export const microFranchiseeSignupsQueryOptions = (partnerId: number, months: number) =>
  queryOptions({
    queryKey: ['partners', partnerId, 'micro-franchisee-signups', months],
    queryFn: () => getMicroFranchiseeSignups(partnerId, months),
  });

export const useMicroFranchiseeSignups = (partnerId: number, months: number) =>
  useQuery(microFranchiseeSignupsQueryOptions(partnerId, months));
