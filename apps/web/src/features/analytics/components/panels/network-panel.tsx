import { SimpleGrid, Stack } from '@mantine/core';
import { fmtMegabytes, fmtPercent, fmtSpeed, fmtUnit } from '../../../../lib/units';
import type { AnalyticsScope } from '../../api/analytics-scope';
import { networkUsage, routerSpeed, signalStrength } from '../../api/analytics-calls';
import { ANALYTICS_TEXTS } from '../../texts';
import { MetricCard } from './metric-card';
import { SeriesChart } from './series-chart';
import { useFailureToast } from './use-failure-toast';

const T = ANALYTICS_TEXTS.network;

/**
 * Network Analytics (part 2 §2): speeds, latency, usage and signal from the boxes' readings. Where the spec
 * showed mocked figures (latency 0, packet loss 5) this shows the measured ones, or 'No data available'.
 */
export function NetworkPanel({ scope }: { scope: AnalyticsScope }) {
  const speed = routerSpeed.use(scope);
  const usage = networkUsage.use(scope);
  const signal = signalStrength.use(scope);
  useFailureToast(speed.isError || usage.isError || signal.isError, ANALYTICS_TEXTS.toasts.router);
  const sp = speed.data;
  const us = usage.data;
  const totalMb = us ? us.total_data_received_mb + us.total_data_transmitted_mb : null;
  const pick = (name: string) => sp?.latency.series.filter((s) => s.name === name);
  return (
    <Stack gap="lg" data-testid="network-panel">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
        <MetricCard
          title={T.upload}
          value={fmtSpeed(sp?.average_upload_speed)}
          isLoading={speed.isPending}
          testId="network-upload"
        />
        <MetricCard
          title={T.download}
          value={fmtSpeed(sp?.average_download_speed)}
          isLoading={speed.isPending}
          testId="network-download"
        />
        <MetricCard
          title={T.latency}
          value={fmtUnit(sp?.average_latency_ms, 'ms')}
          isLoading={speed.isPending}
          testId="network-latency"
        />
        <MetricCard
          title={T.usage}
          value={fmtMegabytes(totalMb)}
          isLoading={usage.isPending}
          testId="network-usage"
        />
        <MetricCard
          title={T.signal}
          value={signal.data && signal.data.category !== 'No data' ? signal.data.category : null}
          isLoading={signal.isPending}
          testId="network-signal"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <SeriesChart
          title={T.traffic}
          categories={us?.network_usage.categories}
          series={us?.network_usage.series}
          isLoading={usage.isPending}
          testId="traffic-chart"
        />
        <SeriesChart
          title={T.transferRate}
          categories={sp?.router_speed.categories}
          series={sp?.router_speed.series}
          isLoading={speed.isPending}
          testId="transfer-rate-chart"
        />
        <SeriesChart
          title={T.packetLoss}
          categories={sp?.latency.categories}
          series={pick('Packet Loss')}
          isLoading={speed.isPending}
          valueFormatter={(v) => fmtPercent(v) ?? ''}
          testId="packet-loss-chart"
        />
        <SeriesChart
          title={T.latencyChart}
          categories={sp?.latency.categories}
          series={pick('Latency')}
          isLoading={speed.isPending}
          testId="latency-chart"
        />
      </SimpleGrid>
    </Stack>
  );
}
