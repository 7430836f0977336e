import { SimpleGrid, Stack, Text } from '@mantine/core';
import { fmtMoney } from '../../../../lib/units';
import type { AnalyticsScope } from '../../api/analytics-scope';
import { useRevenue } from '../../api/analytics-calls';
import { ANALYTICS_TEXTS } from '../../texts';
import { MetricCard } from './metric-card';
import { SeriesChart } from './series-chart';
import { useFailureToast } from './use-failure-toast';

const T = ANALYTICS_TEXTS.revenue;

/**
 * Revenue Insights: the payments received over the selected duration. The card's total and the chart come
 * from the same answer (partner/revenue/{id}?time_range=), so the card is the sum of the chart's bars and
 * the report file's rows (decision 052). Payments are the SMEs' billing: the partner's, whichever box.
 */
export function RevenuePanel({ scope }: { scope: AnalyticsScope }) {
  const revenue = useRevenue(scope);
  useFailureToast(revenue.isError, ANALYTICS_TEXTS.toasts.revenue);
  const r = revenue.data;
  const money = (n: number | undefined) => fmtMoney(n, r?.currency);
  return (
    <Stack gap="lg" data-testid="revenue-panel">
      {scope.box && (
        <Text size="sm" c="dimmed" data-testid="revenue-partner-wide">
          {T.partnerWide}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MetricCard
          title={T.total}
          value={money(r?.total_revenue)}
          isLoading={revenue.isPending}
          testId="revenue-total"
        />
        <MetricCard
          title={T.outstanding}
          value={money(r?.outstanding)}
          isLoading={revenue.isPending}
          testId="revenue-outstanding"
        />
      </SimpleGrid>
      <SeriesChart
        title={r ? `${T.chart} (${r.currency})` : T.chart}
        categories={r?.revenue.categories}
        series={r?.revenue.series}
        kind="bar"
        isLoading={revenue.isPending}
        valueFormatter={(v) => money(v) ?? ''}
        testId="revenue-chart"
      />
    </Stack>
  );
}
