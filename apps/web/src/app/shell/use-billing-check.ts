import { useEffect } from 'react';
import { planIncludes, type TPartnerPlan } from '@ared/contract/plans';
import { api } from '../../lib/http';
import { notify } from '../../lib/notify';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { SHELL_TEXTS } from './texts';

/**
 * The shell loads the partner's billings once it knows the partner (spec part 2 §7) and confirms it with
 * 'subscriptions retrieved successfully'. Once per browser session, so moving between pages stays quiet;
 * failures are only logged, as the spec says. A plan without billing (Kiosk) is not asked.
 */
export function useBillingCheck(partnerId: number | null, plan: TPartnerPlan | undefined) {
  useEffect(() => {
    if (partnerId === null || plan === undefined || !planIncludes(plan, 'billing')) return;
    if (sessionStorage.getItem(STORAGE_KEYS.billingChecked) === String(partnerId)) return;
    sessionStorage.setItem(STORAGE_KEYS.billingChecked, String(partnerId));
    api
      .get<unknown>('partner/billing/', { query: { partner: partnerId, page_size: 1 } })
      .then(() => notify.success(SHELL_TEXTS.billingsRetrieved))
      .catch((error: unknown) => console.error('Could not fetch the partner billings', error));
  }, [partnerId, plan]);
}
