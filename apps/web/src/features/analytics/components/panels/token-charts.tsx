import { SimpleGrid } from '@mantine/core';
import { TOKEN_SERIES } from '@ared/contract/analytics-fields';
import type { TTokenAnalytics } from '@ared/contract/analytics';
import { fmtHms } from '../../../../lib/units';
import { ANALYTICS_TEXTS } from '../../texts';
import { SeriesChart } from './series-chart';

const T = ANALYTICS_TEXTS.tokens;
const [USED, CONNECTED, GENERATED, DURATION, FAILED, EXPIRED] = TOKEN_SERIES;
const GROUPS = [
  { title: T.tokens, names: [USED, GENERATED], testId: 'token-chart-tokens' },
  { title: T.sessions, names: [CONNECTED, FAILED, EXPIRED], testId: 'token-chart-sessions' },
  { title: T.duration, names: [DURATION], testId: 'token-chart-duration' },
] as const;

/** Token analytics (part 2 §3, /charts): the six series as three area charts. */
export function TokenCharts({ data, isLoading }: { data: TTokenAnalytics | undefined; isLoading: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 3 }} data-testid="token-charts">
      {GROUPS.map((g) => (
        <SeriesChart
          key={g.testId}
          title={g.title}
          categories={data?.categories}
          series={data?.series.filter((s) => (g.names as readonly string[]).includes(s.name))}
          isLoading={isLoading}
          valueFormatter={g.names[0] === DURATION ? (v) => fmtHms(v) ?? '' : undefined}
          testId={g.testId}
        />
      ))}
    </SimpleGrid>
  );
}
