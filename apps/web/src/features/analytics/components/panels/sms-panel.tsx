import { SimpleGrid, Stack } from '@mantine/core';
import { fmtNumber } from '../../../../lib/units';
import type { AnalyticsScope } from '../../api/analytics-scope';
import { smsAnalytics } from '../../api/analytics-calls';
import { ANALYTICS_TEXTS } from '../../texts';
import { MetricCard } from './metric-card';
import { SeriesChart } from './series-chart';
import { useFailureToast } from './use-failure-toast';

const T = ANALYTICS_TEXTS.sms;

/** SMS Insights (part 2 §2): SMS Sent and SMS Failed, and their bar charts, from the SMS log. */
export function SmsPanel({ scope }: { scope: AnalyticsScope }) {
  const q = smsAnalytics.use(scope);
  useFailureToast(q.isError, ANALYTICS_TEXTS.toasts.analytics);
  const d = q.data;
  return (
    <Stack gap="lg" data-testid="sms-panel">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MetricCard
          title={T.sent}
          value={fmtNumber(d?.total_sent_sms)}
          isLoading={q.isPending}
          testId="sms-sent"
        />
        <MetricCard
          title={T.failed}
          value={fmtNumber(d?.total_failed_sms)}
          isLoading={q.isPending}
          testId="sms-failed"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <SeriesChart
          title={T.sentChart}
          kind="bar"
          categories={d?.categories}
          series={d && [{ name: T.sent, data: d.sent_sms }]}
          isLoading={q.isPending}
          testId="sms-sent-chart"
        />
        <SeriesChart
          title={T.failedChart}
          kind="bar"
          categories={d?.categories}
          series={d && [{ name: T.failed, data: d.failed_sms }]}
          isLoading={q.isPending}
          testId="sms-failed-chart"
        />
      </SimpleGrid>
    </Stack>
  );
}
