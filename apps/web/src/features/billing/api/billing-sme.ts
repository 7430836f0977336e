import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSmeSchema, type TSme } from '@ared/contract/smes';
import { api } from '../../../lib/http';
import { SMES_KEY } from './billing-keys';

/** GET smes/{id}/: the billing popup reads the SME's trial end (Activate Billing). */
export const getBillingSme = async (id: number): Promise<TSme> =>
  ZSmeSchema.parse(await api.get<unknown>(`smes/${id}/`));

export const billingSmeQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...SMES_KEY, 'billing-sme', id], queryFn: () => getBillingSme(id) });

export const useBillingSme = (id: number | null) =>
  useQuery({ ...billingSmeQueryOptions(id ?? 0), enabled: id !== null });
