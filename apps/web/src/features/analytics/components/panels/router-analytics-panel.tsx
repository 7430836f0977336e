import { DonutChart } from '@mantine/charts';
import { Center, SimpleGrid, Stack } from '@mantine/core';
import type { TPartnerPlan } from '@ared/contract/plans';
import { ChartCard } from '../../../../components/chart-card';
import { fmtNumber, fmtPercent } from '../../../../lib/units';
import type { AnalyticsScope } from '../../api/analytics-scope';
import { networkUsage, routerMetrics, signalStrength, useRouterAnalytics } from '../../api/analytics-calls';
import { ANALYTICS_TEXTS } from '../../texts';
import { MetricCard } from './metric-card';
import { SeriesChart } from './series-chart';
import { useFailureToast } from './use-failure-toast';

const T = ANALYTICS_TEXTS.routerAnalytics;

/** Router Analytics (part 2 §2): the partner's box counts, uptime, transfer, signal and distribution. */
export function RouterAnalyticsPanel({ scope, plan }: { scope: AnalyticsScope; plan: TPartnerPlan | null }) {
  const counts = useRouterAnalytics(scope.partnerId);
  const metrics = routerMetrics.use(scope);
  const usage = networkUsage.use(scope);
  const signal = signalStrength.use(scope);
  useFailureToast(
    counts.isError || metrics.isError || usage.isError || signal.isError,
    ANALYTICS_TEXTS.toasts.router,
  );
  const c = counts.data;
  const showKiosk = plan !== 'SME';
  const uptime = metrics.data?.usage.series.filter((s) => s.name === 'Uptime');
  const distribution = c
    ? [
        { name: T.active, value: c.active_routers, color: 'green.6' },
        { name: T.damaged, value: c.damaged_routers, color: 'red.6' },
        {
          name: T.inactive,
          value: Math.max(0, c.total_routers - c.active_routers - c.damaged_routers),
          color: 'gray.5',
        },
      ].filter((d) => d.value > 0)
    : [];
  return (
    <Stack gap="lg" data-testid="router-analytics-panel">
      <SimpleGrid cols={{ base: 2, sm: showKiosk ? 5 : 4 }}>
        <MetricCard
          title={T.total}
          value={fmtNumber(c?.total_routers)}
          isLoading={counts.isPending}
          testId="routers-total"
        />
        <MetricCard
          title={T.sme}
          value={fmtNumber(c?.sme_routers)}
          isLoading={counts.isPending}
          testId="routers-sme"
        />
        {showKiosk && (
          <MetricCard
            title={T.kiosk}
            value={fmtNumber(c?.kiosk_routers)}
            isLoading={counts.isPending}
            testId="routers-kiosk"
          />
        )}
        <MetricCard
          title={T.damaged}
          value={fmtNumber(c?.damaged_routers)}
          isLoading={counts.isPending}
          testId="routers-damaged"
        />
        <MetricCard
          title={T.strongShare}
          value={fmtPercent(signal.data?.strong_percentage)}
          isLoading={signal.isPending}
          testId="signal-percentage"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 3 }}>
        <SeriesChart
          title={T.uptime}
          categories={metrics.data?.usage.categories}
          series={uptime}
          isLoading={metrics.isPending}
          valueFormatter={(v) => fmtPercent(v) ?? ''}
          testId="uptime-chart"
        />
        <SeriesChart
          title={T.transfer}
          categories={usage.data?.network_usage.categories}
          series={usage.data?.network_usage.series}
          isLoading={usage.isPending}
          testId="transfer-chart"
        />
        <ChartCard
          title={T.distribution}
          isLoading={counts.isPending}
          isEmpty={distribution.length === 0}
          testId="router-distribution"
        >
          <Center>
            <DonutChart data={distribution} withLabels withTooltip size={180} thickness={26} />
          </Center>
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}
