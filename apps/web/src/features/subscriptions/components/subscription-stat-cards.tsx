import { useEffect } from 'react';
import { SimpleGrid } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { StatCard } from '../../../components/stat-card';
import { useAuthStore } from '../../../lib/auth-store';
import { notify } from '../../../lib/notify';
import { useActiveCancelled } from '../api/get-active-cancelled';
import { SUBSCRIPTION_TEXTS } from '../texts';

const T = SUBSCRIPTION_TEXTS.stats;

/** Active Subscriptions and Cancelled Subscriptions (GET partner/subscription/active-cancelled). */
export function SubscriptionStatCards() {
  const partnerId = useAuthStore((s) => s.partnerId);
  const query = useActiveCancelled(partnerId);

  useEffect(() => {
    if (query.isError) notify.error(T.fetchFailed);
  }, [query.isError]);

  const isLoading = query.isPending && partnerId !== null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg" mb="lg">
      <StatCard
        title={T.active}
        value={query.data?.active_subscriptions}
        isLoading={isLoading}
        icon={IconCircleCheck}
        color="brand"
        testId="subscription-stat"
      />
      <StatCard
        title={T.cancelled}
        value={query.data?.cancelled_subscriptions}
        isLoading={isLoading}
        icon={IconCircleX}
        color="red"
        testId="subscription-stat"
      />
    </SimpleGrid>
  );
}
