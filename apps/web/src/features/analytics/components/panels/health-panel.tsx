import { Badge, SimpleGrid, Stack } from '@mantine/core';
import { fmtHms, fmtMegabytes, fmtNumber, fmtPercent, fmtSpeed } from '../../../../lib/units';
import type { AnalyticsScope } from '../../api/analytics-scope';
import { routerMetrics, routerSpeed } from '../../api/analytics-calls';
import { ANALYTICS_TEXTS } from '../../texts';
import { MetricCard } from './metric-card';
import { SelectBoxNote } from './select-box-note';
import { SeriesChart } from './series-chart';
import { useFailureToast } from './use-failure-toast';

const T = ANALYTICS_TEXTS.health;

/**
 * Mini-server health (part 2 §2): one box's latest reading and its CPU, RAM and uptime over the range. The
 * speeds are the mean of the box's measured speeds over the range (Mbit/s); what it sent and received over
 * the range are data volumes, shown as such (decision 052).
 */
export function HealthPanel({ scope }: { scope: AnalyticsScope }) {
  if (!scope.box) return <SelectBoxNote text={ANALYTICS_TEXTS.routers.selectBoxHealth} />;
  return <HealthBox scope={scope} />;
}

function HealthBox({ scope }: { scope: AnalyticsScope }) {
  const q = routerMetrics.use(scope);
  // The speeds come from the same call as the Network tab's, so both show the same figure.
  const speed = routerSpeed.use(scope);
  useFailureToast(q.isError || speed.isError, ANALYTICS_TEXTS.toasts.router);
  const m = q.data;
  const sp = speed.data;
  const loading = q.isPending || speed.isPending;
  const cards = [
    { key: 'cpu', title: T.cpu, value: fmtPercent(m?.cpuUsagePercentage) },
    { key: 'ram', title: T.ram, value: fmtPercent(m?.ramMemoryPercentage) },
    { key: 'uptime', title: T.uptime, value: fmtHms(m?.systemUptime) },
    { key: 'upload', title: T.upload, value: fmtSpeed(sp?.average_upload_speed) },
    { key: 'download', title: T.download, value: fmtSpeed(sp?.average_download_speed) },
    { key: 'sent', title: T.dataSent, value: fmtMegabytes(m?.networkTrafficOutMobile) },
    { key: 'received', title: T.dataReceived, value: fmtMegabytes(m?.networkTrafficInMobile) },
    { key: 'disk', title: T.diskUsed, value: fmtMegabytes(m?.totaldiskused) },
    { key: 'processes', title: T.processes, value: fmtNumber(m?.numberofrunningprocessor) },
    { key: 'space', title: T.totalSpace, value: fmtMegabytes(m?.total_space) },
  ];
  return (
    <Stack gap="lg" data-testid="health-panel">
      {m && (
        <Badge color={m.is_online ? 'green' : 'gray'} variant="light">
          {m.is_online ? T.online : T.offline}
        </Badge>
      )}
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
        {cards.map((c) => (
          <MetricCard
            key={c.key}
            title={c.title}
            value={c.value}
            isLoading={loading}
            testId={`health-${c.key}`}
          />
        ))}
      </SimpleGrid>
      <SeriesChart
        title={T.usage}
        categories={m?.usage.categories}
        series={m?.usage.series}
        isLoading={loading}
        valueFormatter={(v) => fmtPercent(v) ?? ''}
        testId="health-usage-chart"
      />
    </Stack>
  );
}
