import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSmsPackage } from '@ared/contract/billing';
import { api } from '../../../lib/http';
import { checked } from '../../../lib/checked';

/** GET partner/sms-package/?partner={id}: the SMS packages an SME can be put on. */
export const getSmsPackages = async (partnerId: number): Promise<TSmsPackage[]> =>
  checked(
    import('@ared/contract/billing').then((m) => m.ZSmsPackageListSchema),
    api.get<unknown>('partner/sms-package/', { query: { partner: partnerId } }),
  );

export const smsPackagesQueryOptions = (partnerId: number) =>
  queryOptions({ queryKey: ['sms-packages', partnerId], queryFn: () => getSmsPackages(partnerId) });

export const useSmsPackages = (partnerId: number | null) =>
  useQuery({ ...smsPackagesQueryOptions(partnerId ?? 0), enabled: partnerId !== null });
