import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TBilling } from '@ared/contract/billing';
import type { RowSelection } from '../../../components/data-table/use-row-selection';
import { notify } from '../../../lib/notify';
import { refreshBillingQueries } from '../api/billing-keys';
import { useMarkBillingPaid } from '../api/billing-mark-paid';
import { checkMarkPaid, markPaidErrorText } from '../billing-rules';
import { BILLING_TEXTS } from '../texts';

const T = BILLING_TEXTS.markPaid;

/** The spec's pause before the lists reload (and the billing popup closes) after a billing is marked paid. */
export const MARK_PAID_RELOAD_MS = 2000;

/**
 * Mark As Paid (spec part 1 §4, §5, §8): the selection checks, the confirmation's billing, the call,
 * its toasts, and 2 s later the reload of every billing and SME list and `onPaid` (the popup closes).
 */
export function useMarkPaid(selection: RowSelection<TBilling>, onPaid?: () => void) {
  const queryClient = useQueryClient();
  const mutation = useMarkBillingPaid();
  const [billing, setBilling] = useState<TBilling | null>(null);
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onPaidRef = useRef(onPaid);
  useEffect(() => {
    onPaidRef.current = onPaid;
  }, [onPaid]);

  // Leaving before the 2 s are up still refreshes the lists, only sooner.
  useEffect(
    () => () => {
      if (reloadTimer.current === null) return;
      clearTimeout(reloadTimer.current);
      void refreshBillingQueries(queryClient);
    },
    [queryClient],
  );

  const start = () => {
    const check = checkMarkPaid(selection.selectedRows);
    if (check.ok) setBilling(check.billing);
    else notify.error(check.reason === 'only-one' ? T.onlyOne : T.onlyLatest);
  };

  const confirm = async (values: { method: string; payment_reference: string }) => {
    if (!billing) return;
    try {
      await mutation.mutateAsync({
        billing_id: billing.id,
        amount: billing.final_amount,
        method: values.method,
        payment_reference: values.payment_reference,
      });
    } catch (error) {
      notify.error(markPaidErrorText(error));
      return;
    }
    notify.success(T.success);
    setBilling(null);
    selection.clear();
    reloadTimer.current = setTimeout(() => {
      reloadTimer.current = null;
      void refreshBillingQueries(queryClient);
      onPaidRef.current?.();
    }, MARK_PAID_RELOAD_MS);
  };

  return {
    billing,
    isSubmitting: mutation.isPending,
    start,
    confirm,
    cancel: () => setBilling(null),
  };
}
