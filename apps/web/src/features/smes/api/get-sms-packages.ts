import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSmsPackageListSchema, type TSmsPackage } from '@ared/contract/billing';
import { api } from '../../../lib/http';

/** GET partner/sms-package/?partner={id}: the SMS packages an SME can be put on. */
export const getSmsPackages = async (partnerId: number): Promise<TSmsPackage[]> =>
  ZSmsPackageListSchema.parse(
    await api.get<unknown>('partner/sms-package/', { query: { partner: partnerId } }),
  );

export const smsPackagesQueryOptions = (partnerId: number) =>
  queryOptions({ queryKey: ['sms-packages', partnerId], queryFn: () => getSmsPackages(partnerId) });

export const useSmsPackages = (partnerId: number | null) =>
  useQuery({ ...smsPackagesQueryOptions(partnerId ?? 0), enabled: partnerId !== null });
