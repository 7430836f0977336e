import { useEffect } from 'react';
import { notify } from '../../../lib/notify';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { BILLING_TEXTS } from '../texts';

/**
 * 'subscriptions retrieved successfully' (spec part 2 §7), where the subscriptions are the point of the
 * page: when the Billing page's subscription list first loads, once per browser session and partner
 * (SPEC-NOTES: not on every app-shell load). `loaded` is the list's first success.
 */
export function useSubscriptionsRetrieved(loaded: boolean, partnerId: number | null) {
  useEffect(() => {
    if (!loaded || partnerId === null) return;
    if (sessionStorage.getItem(STORAGE_KEYS.billingChecked) === String(partnerId)) return;
    sessionStorage.setItem(STORAGE_KEYS.billingChecked, String(partnerId));
    notify.success(BILLING_TEXTS.subscriptionsRetrieved);
  }, [loaded, partnerId]);
}
