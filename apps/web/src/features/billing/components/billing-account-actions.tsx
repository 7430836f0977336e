import { Button, Group } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconPower } from '@tabler/icons-react';
import { useAuthStore } from '../../../lib/auth-store';
import { notify } from '../../../lib/notify';
import { useActivateBilling } from '../api/billing-activate';
import { useBillings } from '../api/billing-list';
import { usePauseBilling, type PauseAction } from '../api/billing-pause';
import { useSme } from '../../../entities/sme/api/get-sme';
import { canActivateBilling, pauseActionFor } from '../billing-rules';
import { BILLING_TEXTS } from '../texts';
import { formatIsoDay } from '../../../lib/format';

const T = BILLING_TEXTS.account;

/** Enough to find the SME's latest unpaid billing among its unpaid ones (the server's largest page). */
const UNPAID_PAGE = { is_paid: false, page: 1, page_size: 100 } as const;

const PAUSE_TEXTS: Record<PauseAction, { label: string; done: string; failed: string }> = {
  pause: { label: T.pause, done: T.paused, failed: T.pauseFailed },
  resume: { label: T.resume, done: T.resumed, failed: T.resumeFailed },
};

/**
 * The billing popup's account buttons (spec part 1 §4): Pause or Resume the SME's current unpaid
 * billing, and Activate Billing once the trial has ended and the SME has no billings yet.
 * `billingCount` is the SME's number of billings, undefined while the list loads.
 */
export function BillingAccountActions({ smeId, billingCount }: { smeId: number; billingCount?: number }) {
  const partnerId = useAuthStore((s) => s.partnerId);
  const sme = useSme(smeId);
  const unpaid = useBillings('subscription', partnerId, { sme: smeId, ...UNPAID_PAGE });
  const pause = usePauseBilling();
  const activate = useActivateBilling();

  const pauseAction = unpaid.data && !unpaid.isPlaceholderData ? pauseActionFor(unpaid.data.results) : null;
  const isActivatable =
    sme.data !== undefined &&
    billingCount !== undefined &&
    canActivateBilling(sme.data.trial_end_date, formatIsoDay(new Date()), billingCount);

  if (!pauseAction && !isActivatable) return null;

  const togglePause = (action: PauseAction) =>
    pause.mutate(
      { sme_id: smeId, action },
      {
        onSuccess: () => notify.success(PAUSE_TEXTS[action].done),
        onError: () => notify.error(PAUSE_TEXTS[action].failed),
      },
    );

  return (
    <Group gap="xs" justify="flex-end" mb="sm" data-testid="billing-account-actions">
      {pauseAction && (
        <Button
          size="xs"
          variant="light"
          color={pauseAction === 'pause' ? 'yellow' : 'brand'}
          leftSection={pauseAction === 'pause' ? <IconPlayerPause size={14} /> : <IconPlayerPlay size={14} />}
          loading={pause.isPending}
          onClick={() => togglePause(pauseAction)}
        >
          {PAUSE_TEXTS[pauseAction].label}
        </Button>
      )}
      {isActivatable && (
        <Button
          size="xs"
          leftSection={<IconPower size={14} />}
          loading={activate.isPending}
          onClick={() =>
            activate.mutate(
              { sme_id: smeId },
              {
                onSuccess: () => notify.success(T.activated),
                onError: () => notify.error(T.activateFailed),
              },
            )
          }
        >
          {T.activate}
        </Button>
      )}
    </Group>
  );
}
