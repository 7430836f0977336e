import { Card, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import type { TWifiSummary } from '@ared/contract/analytics';
import { fmtHms, fmtNumber } from '../../../../lib/units';
import type { AnalyticsScope } from '../../api/analytics-scope';
import { useBoxStats } from '../../api/box-calls';
import { wifiAnalytics, wifiV2 } from '../../api/analytics-calls';
import { ANALYTICS_TEXTS } from '../../texts';
import { MetricCard } from './metric-card';
import { SelectBoxNote } from './select-box-note';
import { TokenCharts } from './token-charts';
import { useFailureToast } from './use-failure-toast';

const T = ANALYTICS_TEXTS.wifi;
const SESSION_KEYS = ['total', 'connected', 'active', 'disconnected', 'expired', 'auto'] as const;
const VOUCHER_KEYS = ['total', 'active', 'used', 'expired'] as const;
const SUMMARY_KEYS = Object.keys(T.summaryRows) as (keyof TWifiSummary)[];

/** Wi-Fi Analytics (part 2 §2): the box's router management summary, token charts and Wi-Fi summary. */
export function WifiPanel({ scope }: { scope: AnalyticsScope }) {
  if (!scope.box) return <SelectBoxNote text={ANALYTICS_TEXTS.routers.selectBoxWifi} />;
  return <WifiBox scope={scope} box={scope.box} />;
}

function WifiBox({ scope, box }: { scope: AnalyticsScope; box: string }) {
  const stats = useBoxStats(box);
  const tokens = wifiV2.use(scope);
  const summary = wifiAnalytics.use(scope);
  useFailureToast(stats.isError || tokens.isError || summary.isError, ANALYTICS_TEXTS.toasts.router);
  const s = stats.data;
  const row = summary.data?.results[scope.range];
  return (
    <Stack gap="lg" data-testid="wifi-panel">
      <Title order={3} fz="md">
        {T.sessions}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
        {SESSION_KEYS.map((k) => (
          <MetricCard
            key={k}
            title={T.sessionCards[k]}
            value={fmtNumber(s?.sessions[k])}
            isLoading={stats.isPending}
            testId={`sessions-${k}`}
          />
        ))}
      </SimpleGrid>
      <Title order={3} fz="md">
        {T.vouchers}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {VOUCHER_KEYS.map((k) => (
          <MetricCard
            key={k}
            title={T.voucherCards[k]}
            value={fmtNumber(s?.vouchers[k])}
            isLoading={stats.isPending}
            testId={`vouchers-${k}`}
          />
        ))}
      </SimpleGrid>
      <TokenCharts data={tokens.data?.[scope.range]} isLoading={tokens.isPending} />
      <Card padding="lg" data-testid="wifi-summary">
        <Title order={3} fz="md" mb="sm">
          {T.summary}
        </Title>
        <Table>
          <Table.Tbody>
            {SUMMARY_KEYS.map((k) => (
              <Table.Tr key={k} data-testid={`wifi-summary-${k}`}>
                <Table.Td>{T.summaryRows[k]}</Table.Td>
                <Table.Td ta="right">
                  {row
                    ? k === 'average_duration'
                      ? fmtHms(row[k])
                      : fmtNumber(row[k])
                    : summary.isPending
                      ? ANALYTICS_TEXTS.loading
                      : ANALYTICS_TEXTS.noData}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
    </Stack>
  );
}
