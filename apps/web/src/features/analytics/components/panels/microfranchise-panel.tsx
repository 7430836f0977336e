import { useEffect } from 'react';
import { SimpleGrid, Stack } from '@mantine/core';
import { useUserAnalytics } from '../../../../entities/partner/api/get-user-analytics';
import { GenderDonut } from '../../../../entities/partner/components/gender-donut';
import { SignupChart } from '../../../../entities/partner/components/signup-chart';
import { notify } from '../../../../lib/notify';
import { fmtNumber } from '../../../../lib/units';
import { ANALYTICS_TEXTS } from '../../texts';
import { MetricCard } from './metric-card';

const T = ANALYTICS_TEXTS.microfranchise;

/** Micro Franchisee (Kiosk and Premium): the partner's franchisees by gender and activity, and sign-ups. */
export function MicrofranchisePanel({ partnerId }: { partnerId: number }) {
  const q = useUserAnalytics(partnerId);
  useEffect(() => {
    if (q.isError) notify.error(ANALYTICS_TEXTS.toasts.microfranchise);
  }, [q.isError]);
  const a = q.data;
  const cards = [
    { key: 'total', title: T.total, value: a?.total_micro_franchisees },
    { key: 'female', title: T.female, value: a?.female_micro_franchisees },
    { key: 'male', title: T.male, value: a?.male_micro_franchisees },
    { key: 'active', title: T.active, value: a?.active_micro_franchisees },
  ];
  return (
    <Stack gap="lg" data-testid="microfranchise-panel">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {cards.map((c) => (
          <MetricCard
            key={c.key}
            title={c.title}
            value={fmtNumber(c.value)}
            isLoading={q.isPending}
            testId={`mf-${c.key}`}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <SignupChart partnerId={partnerId} />
        <GenderDonut partnerId={partnerId} />
      </SimpleGrid>
    </Stack>
  );
}
