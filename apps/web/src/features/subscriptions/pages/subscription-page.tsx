import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { PageHeader } from '../../../components/page-header';
import { useAuthStore } from '../../../lib/auth-store';
import { useCan } from '../../../lib/use-can';
import { useSubscriptionPlans } from '../../../lib/api/get-subscription-plans';
import { SubscriptionPlansTable } from '../components/subscription-plans-table';
import { SubscriptionStatCards } from '../components/subscription-stat-cards';
import { SUBSCRIPTION_TEXTS as T } from '../texts';
import { dialogOnFirstUse } from '../../../components/dialog-on-first-use';

// Dialogs are loaded on first use (decision 089): none is needed to show the page.
const AddSubscriptionModal = dialogOnFirstUse(
  () => import('../components/add-subscription-modal').then((m) => m.AddSubscriptionModal),
  'opened',
);

/** /subscription: the partner's plans, the active and cancelled counts, and Create Subscription. */
export function SubscriptionPage() {
  const partnerId = useAuthStore((s) => s.partnerId);
  const plans = useSubscriptionPlans(partnerId);
  const [isAddOpen, add] = useDisclosure(false);
  // Subscription plans are prices: partner_admin only (decision 011).
  const canCreate = useCan('admin');

  return (
    <>
      <PageHeader
        title={T.title}
        description={T.description}
        actions={
          canCreate && (
            <Button leftSection={<IconPlus size={16} />} onClick={add.open}>
              {T.create}
            </Button>
          )
        }
      />
      <SubscriptionStatCards />
      <SubscriptionPlansTable
        plans={plans.data}
        isLoading={plans.isPending && partnerId !== null}
        isError={plans.isError}
        onRetry={() => void plans.refetch()}
      />
      <AddSubscriptionModal
        opened={isAddOpen}
        existingNames={(plans.data ?? []).map((p) => p.name)}
        onClose={add.close}
      />
    </>
  );
}
