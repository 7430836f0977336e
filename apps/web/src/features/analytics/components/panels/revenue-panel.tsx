import { SimpleGrid, Stack, Text } from '@mantine/core';
import { fmtMoney } from '../../../../lib/units';
import type { AnalyticsScope } from '../../api/analytics-scope';
import { useRevenue } from '../../api/analytics-calls';
import { ANALYTICS_TEXTS } from '../../texts';
import { MetricCard } from './metric-card';
import { RevenueBreakdownTable } from './revenue-breakdown-table';
import { SeriesChart } from './series-chart';
import { useFailureToast } from './use-failure-toast';

const T = ANALYTICS_TEXTS.revenue;

/**
 * Revenue Insights: the money received over the selected duration — SME bill payments and guests' portal
 * purchases, less what providers reversed (a card and a chart series of its own, never hidden in the
 * net). Every card, the chart and the breakdown come from the same answer (partner/revenue/{id}), so the
 * total is the sum of the chart's Revenue bars and the report file's rows (decisions 052, 079). With a box
 * chosen, the figures are that box's purchases: bill payments are the SMEs', not a box's.
 */
export function RevenuePanel({ scope }: { scope: AnalyticsScope }) {
  const revenue = useRevenue(scope);
  useFailureToast(revenue.isError, ANALYTICS_TEXTS.toasts.revenue);
  const r = revenue.data;
  const money = (n: number | undefined) => fmtMoney(n, r?.currency);
  const card = (title: string, value: string | null | undefined, testId: string) => (
    <MetricCard title={title} value={value} isLoading={revenue.isPending} testId={testId} />
  );
  return (
    <Stack gap="lg" data-testid="revenue-panel">
      {scope.box && (
        <Text size="sm" c="dimmed" data-testid="revenue-partner-wide">
          {T.partnerWide}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {card(T.total, money(r?.total_revenue), 'revenue-total')}
        {card(T.outstanding, money(r?.outstanding), 'revenue-outstanding')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {card(T.bills, money(r?.bill_payments), 'revenue-bills')}
        {card(T.purchases, money(r?.purchases), 'revenue-purchases')}
        {card(
          T.reversals,
          r && r.reversals > 0 ? T.reversed(money(r.reversals) ?? '') : money(r?.reversals),
          'revenue-reversals',
        )}
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
      {r && <RevenueBreakdownTable revenue={r} range={scope.range} />}
    </Stack>
  );
}
