import { Badge, SimpleGrid, Stack } from '@mantine/core';
import { fmtHms, fmtPercent, fmtUnit } from '../../analytics-format';
import type { AnalyticsScope } from '../../api/analytics-scope';
import { routerMetrics } from '../../api/analytics-calls';
import { ANALYTICS_TEXTS } from '../../texts';
import { MetricCard } from './metric-card';
import { SelectBoxNote } from './select-box-note';
import { SeriesChart } from './series-chart';
import { useFailureToast } from './use-failure-toast';

const T = ANALYTICS_TEXTS.health;

/** Mini-server health (part 2 §2): one box's latest reading and its CPU, RAM and uptime over the range. */
export function HealthPanel({ scope }: { scope: AnalyticsScope }) {
  if (!scope.box) return <SelectBoxNote text={ANALYTICS_TEXTS.routers.selectBoxHealth} />;
  return <HealthBox scope={scope} />;
}

function HealthBox({ scope }: { scope: AnalyticsScope }) {
  const q = routerMetrics.use(scope);
  useFailureToast(q.isError, ANALYTICS_TEXTS.toasts.router);
  const m = q.data;
  const loading = q.isPending;
  const cards = [
    { key: 'cpu', title: T.cpu, value: fmtPercent(m?.cpuUsagePercentage) },
    { key: 'ram', title: T.ram, value: fmtPercent(m?.ramMemoryPercentage) },
    { key: 'uptime', title: T.uptime, value: fmtHms(m?.systemUptime) },
    { key: 'upload', title: T.upload, value: fmtUnit(m?.networkTrafficOutMobile, 'MB') },
    { key: 'download', title: T.download, value: fmtUnit(m?.networkTrafficInMobile, 'MB') },
    { key: 'disk', title: T.diskUsed, value: fmtUnit(m?.totaldiskused, 'MB') },
    { key: 'processes', title: T.processes, value: m?.numberofrunningprocessor?.toString() ?? null },
    { key: 'space', title: T.totalSpace, value: fmtUnit(m?.total_space, 'MB') },
  ];
  return (
    <Stack gap="lg" data-testid="health-panel">
      {m && (
        <Badge color={m.is_online ? 'green' : 'gray'} variant="light">
          {m.is_online ? T.online : T.offline}
        </Badge>
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
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
        testId="health-usage-chart"
      />
    </Stack>
  );
}
