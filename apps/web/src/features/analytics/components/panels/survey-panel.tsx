import { Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { fmtNumber } from '../../../../lib/units';
import type { AnalyticsScope } from '../../api/analytics-scope';
import { useSurveyAnalytics } from '../../api/analytics-calls';
import { ANALYTICS_TEXTS } from '../../texts';
import { MetricCard } from './metric-card';
import { SeriesChart } from './series-chart';
import { useFailureToast } from './use-failure-toast';

const T = ANALYTICS_TEXTS.survey;

/** Survey Analytics: the stored answers (the spec's tab showed zeros; decision 038). */
export function SurveyPanel({ scope }: { scope: AnalyticsScope }) {
  const q = useSurveyAnalytics(scope);
  useFailureToast(q.isError, ANALYTICS_TEXTS.toasts.analytics);
  const d = q.data;
  return (
    <Stack gap="lg" data-testid="survey-panel">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MetricCard
          title={T.responses}
          value={fmtNumber(d?.total_responses)}
          isLoading={q.isPending}
          testId="survey-responses"
        />
      </SimpleGrid>
      <SeriesChart
        title={T.overTime}
        categories={d?.responses_over_time.categories}
        series={d && [{ name: T.responses, data: d.responses_over_time.data }]}
        isLoading={q.isPending}
        testId="survey-chart"
      />
      <Card padding="lg" data-testid="survey-list">
        <Title order={3} fz="md" mb="sm">
          {T.surveys}
        </Title>
        {d && d.surveys.length > 0 ? (
          <Table>
            <Table.Tbody>
              {d.surveys.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{s.title}</Table.Td>
                  <Table.Td ta="right">{s.responses}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text c="dimmed">{q.isPending ? ANALYTICS_TEXTS.loading : ANALYTICS_TEXTS.noData}</Text>
        )}
      </Card>
    </Stack>
  );
}
