import { SimpleGrid, Stack } from '@mantine/core';
import type { AnalyticsScope } from '../../api/analytics-scope';
import { useRevenue, useRevenueTotal } from '../../api/analytics-calls';
import { ANALYTICS_TEXTS } from '../../texts';
import { MetricCard } from './metric-card';
import { SeriesChart } from './series-chart';
import { useFailureToast } from './use-failure-toast';

const T = ANALYTICS_TEXTS.revenue;
const money = (amount: number | undefined, currency: string | undefined) =>
  amount === undefined ? null : `${currency ?? ''} ${new Intl.NumberFormat('en-US').format(amount)}`.trim();

/** Revenue Insights: payments received over the range and all time (partners/{id}/calculate/). */
export function RevenuePanel({ scope }: { scope: AnalyticsScope }) {
  const revenue = useRevenue(scope);
  const total = useRevenueTotal(scope.partnerId);
  useFailureToast(revenue.isError || total.isError, ANALYTICS_TEXTS.toasts.revenue);
  const r = revenue.data;
  return (
    <Stack gap="lg" data-testid="revenue-panel">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MetricCard
          title={T.total}
          value={money(total.data?.total_revenue, total.data?.currency)}
          isLoading={total.isPending}
          testId="revenue-total"
        />
        <MetricCard
          title={T.outstanding}
          value={money(r?.outstanding, r?.currency)}
          isLoading={revenue.isPending}
          testId="revenue-outstanding"
        />
      </SimpleGrid>
      <SeriesChart
        title={T.chart}
        categories={r?.revenue.categories}
        series={r?.revenue.series}
        kind="bar"
        isLoading={revenue.isPending}
        testId="revenue-chart"
      />
    </Stack>
  );
}
