import { SimpleGrid, Stack } from '@mantine/core';
import { fmtNumber } from '../../../../lib/units';
import type { AnalyticsScope } from '../../api/analytics-scope';
import { useQueueAnalytics } from '../../api/analytics-calls';
import { ANALYTICS_TEXTS } from '../../texts';
import { MetricCard } from './metric-card';
import { SeriesChart } from './series-chart';
import { useFailureToast } from './use-failure-toast';

const T = ANALYTICS_TEXTS.queueing;

/**
 * Queueing System: the Queue System's tickets over the range (the spec's tab showed zeros; decision 067).
 * The counts come from the server's one summary function, the same the operator page's today cards use.
 */
export function QueueingPanel({ scope }: { scope: AnalyticsScope }) {
  const q = useQueueAnalytics(scope);
  useFailureToast(q.isError, ANALYTICS_TEXTS.toasts.analytics);
  const s = q.data?.summary;
  const wait = s?.average_wait_minutes;
  return (
    <Stack gap="lg" data-testid="queueing-panel">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
        <MetricCard
          title={T.tickets}
          value={fmtNumber(s?.tickets)}
          isLoading={q.isPending}
          testId="queue-tickets"
        />
        <MetricCard
          title={T.averageWait}
          value={wait === null || wait === undefined ? null : T.minutes(wait)}
          isLoading={q.isPending}
          testId="queue-average-wait"
        />
        <MetricCard
          title={T.served}
          value={fmtNumber(s?.served)}
          isLoading={q.isPending}
          testId="queue-served"
        />
        <MetricCard
          title={T.noShow}
          value={fmtNumber(s?.no_show)}
          isLoading={q.isPending}
          testId="queue-no-show"
        />
        <MetricCard
          title={T.abandoned}
          value={fmtNumber(s?.abandoned)}
          isLoading={q.isPending}
          testId="queue-abandoned"
        />
      </SimpleGrid>
      <SeriesChart
        title={T.overTime}
        categories={q.data?.tickets_over_time.categories}
        series={
          q.data && [
            { name: T.tickets, data: q.data.tickets_over_time.data },
            { name: T.served, data: q.data.served_over_time.data },
          ]
        }
        isLoading={q.isPending}
        testId="queue-chart"
      />
    </Stack>
  );
}
