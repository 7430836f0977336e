import { useEffect } from 'react';
import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useAuthStore } from '../../../lib/auth-store';
import { notify } from '../../../lib/notify';
import { useActiveCancelled } from '../api/get-active-cancelled';
import { SUBSCRIPTION_TEXTS } from '../texts';

const T = SUBSCRIPTION_TEXTS.stats;
const numberFormat = new Intl.NumberFormat('en-US');

function StatCard({
  title,
  value,
  isLoading,
  isActive,
}: {
  title: string;
  value: number | undefined;
  isLoading: boolean;
  isActive: boolean;
}) {
  const Icon = isActive ? IconCircleCheck : IconCircleX;
  return (
    <Card padding="lg" data-testid="subscription-stat">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed" fw={500}>
            {title}
          </Text>
          {isLoading ? (
            <Skeleton h={34} w={72} mt={8} />
          ) : (
            <Text fz={32} fw={700} lh={1.2} mt={4} data-testid="stat-value">
              {value === undefined ? '—' : numberFormat.format(value)}
            </Text>
          )}
        </div>
        <ThemeIcon size={48} radius="md" variant="light" color={isActive ? 'brand' : 'red'}>
          <Icon size={26} stroke={1.6} />
        </ThemeIcon>
      </Group>
    </Card>
  );
}

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
      <StatCard title={T.active} value={query.data?.active_subscriptions} isLoading={isLoading} isActive />
      <StatCard
        title={T.cancelled}
        value={query.data?.cancelled_subscriptions}
        isLoading={isLoading}
        isActive={false}
      />
    </SimpleGrid>
  );
}
