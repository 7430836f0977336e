import {
  Card,
  Center,
  Group,
  SemiCircleProgress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { INSIGHT_SERIES } from '@ared/contract/analytics-fields';
import type { TInsightSeries } from '@ared/contract/analytics';
import { fmtHms, fmtNumber, fmtPercent } from '../../../../lib/units';
import type { AnalyticsScope } from '../../api/analytics-scope';
import { insightV2, useDeviceVendor } from '../../api/analytics-calls';
import { ANALYTICS_TEXTS } from '../../texts';
import { MetricCard } from './metric-card';
import { SeriesChart } from './series-chart';
import { useFailureToast } from './use-failure-toast';

const T = ANALYTICS_TEXTS.insights;
const CARD_SERIES = INSIGHT_SERIES.slice(0, 6);

/** A series' total as its card shows it: seconds as h:m:s, percentages, texts ('' is no data). */
export function insightValue(s: TInsightSeries | undefined): string | null {
  if (!s) return null;
  if (typeof s.total === 'string') return s.total === '' ? null : s.total;
  if (s.unit === 'seconds') return fmtHms(s.total);
  if (s.unit === 'percent') return fmtPercent(s.total);
  return fmtNumber(s.total);
}

const churnOf = (s: TInsightSeries | undefined): number | null => {
  const first = s?.data[0];
  return typeof first === 'object' && first !== null ? first.churned : null;
};

/** Customer Insights (part 2 §2): six series as cards, the churn gauge, conversion rate and device vendors. */
export function InsightsPanel({ scope }: { scope: AnalyticsScope }) {
  const q = insightV2.use(scope);
  const vendors = useDeviceVendor(scope);
  useFailureToast(q.isError || vendors.isError, ANALYTICS_TEXTS.toasts.customer);
  const byName = new Map(q.data?.series.map((s) => [s.name, s]));
  const churn = churnOf(byName.get('Churn Rate'));
  const conversion = byName.get('Conversion Rate');
  const conversionData = conversion?.data.filter((v): v is number => typeof v === 'number') ?? [];
  return (
    <Stack gap="lg" data-testid="insights-panel">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
        {CARD_SERIES.map((name) => (
          <MetricCard
            key={name}
            title={name}
            value={insightValue(byName.get(name))}
            isLoading={q.isPending}
            testId="insight-card"
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Card padding="lg" data-testid="churn-gauge">
          <Title order={3} fz="md" mb="md">
            {T.churn}
          </Title>
          <Center>
            {churn === null ? (
              <Text c="dimmed">{q.isPending ? ANALYTICS_TEXTS.loading : ANALYTICS_TEXTS.noData}</Text>
            ) : (
              <SemiCircleProgress
                value={Math.min(100, Math.max(0, churn))}
                label={fmtPercent(churn) ?? ''}
                size={200}
                thickness={14}
                filledSegmentColor="orange.6"
              />
            )}
          </Center>
        </Card>
        <div style={{ gridColumn: 'span 2' }}>
          <SeriesChart
            title={T.conversion}
            categories={q.data?.categories}
            series={conversion ? [{ name: T.conversion, data: conversionData }] : []}
            isLoading={q.isPending}
            valueFormatter={(v) => fmtPercent(v) ?? ''}
            testId="conversion-chart"
          />
        </div>
      </SimpleGrid>
      <Card padding="lg" data-testid="device-vendors">
        <Group justify="space-between" mb="sm">
          <Title order={3} fz="md">
            {T.vendors}
          </Title>
        </Group>
        {vendors.data && vendors.data.results.length > 0 ? (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{T.vendor}</Table.Th>
                <Table.Th ta="right">{T.devices}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {vendors.data.results.slice(0, 10).map((v) => (
                <Table.Tr key={v.vendor}>
                  <Table.Td>{v.vendor}</Table.Td>
                  <Table.Td ta="right">{v.devices}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text c="dimmed">{vendors.isPending ? ANALYTICS_TEXTS.loading : ANALYTICS_TEXTS.noData}</Text>
        )}
      </Card>
    </Stack>
  );
}
