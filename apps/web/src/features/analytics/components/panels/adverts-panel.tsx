import { Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { LazyClusterMap } from '../../../../components/map/lazy-maps';
import { ChartCard } from '../../../../components/chart-card';
import { fmtNumber } from '../../../../lib/units';
import type { AnalyticsScope } from '../../api/analytics-scope';
import { advertViewer, useAdvertViewAnalytics } from '../../api/analytics-calls';
import type { RatingDates } from '../../rating-range';
import { ANALYTICS_TEXTS } from '../../texts';
import { MetricCard } from './metric-card';
import { SeriesChart } from './series-chart';
import { useFailureToast } from './use-failure-toast';

const T = ANALYTICS_TEXTS.adverts;
type ViewerPoint = { lat: number; lon: number; serial: string; ssid: string | null; views: number };

/** Advert Views (part 2 §2): viewers and views, peak hours, and a map of where the guests watched. */
export function AdvertsPanel({ scope, dates }: { scope: AnalyticsScope; dates: RatingDates }) {
  const q = advertViewer.use(scope);
  const perAdvert = useAdvertViewAnalytics(scope.partnerId, scope.box, dates);
  useFailureToast(q.isError || perAdvert.isError, ANALYTICS_TEXTS.toasts.analytics);
  const d = q.data;
  const points: ViewerPoint[] = (d?.viewer_locations ?? []).map((l) => ({
    lat: l.latitude,
    lon: l.longitude,
    serial: l.serial_number,
    ssid: l.ssid,
    views: l.views,
  }));
  const cards = [
    { key: 'new', title: T.newViewers, value: d?.new_viewers },
    { key: 'repeated', title: T.repeatedViewers, value: d?.repeated_viewers },
    { key: 'total', title: T.totalViews, value: d?.view_metrics.total_views },
    { key: 'average', title: T.average, value: d?.average_views_per_viewer },
    { key: 'unique', title: T.unique, value: d?.view_metrics.unique_viewers },
  ];
  return (
    <Stack gap="lg" data-testid="adverts-panel">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
        {cards.map((c) => (
          <MetricCard
            key={c.key}
            title={c.title}
            value={fmtNumber(c.value)}
            isLoading={q.isPending}
            testId={`adverts-${c.key}`}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <SeriesChart
          title={T.overTime}
          categories={d?.views_over_time.categories}
          series={d && [{ name: T.totalViews, data: d.views_over_time.data }]}
          isLoading={q.isPending}
          testId="views-over-time"
        />
        <SeriesChart
          title={T.peak}
          kind="bar"
          categories={d?.peak_usage_hours.categories}
          series={d && [{ name: T.totalViews, data: d.peak_usage_hours.data }]}
          isLoading={q.isPending}
          testId="peak-usage-hours"
        />
      </SimpleGrid>
      <ChartCard title={T.map} isLoading={q.isPending} testId="viewer-map">
        <LazyClusterMap
          points={points}
          label={T.map}
          height={360}
          getKey={(p) => p.serial}
          getTitle={(p) => `${p.ssid ?? p.serial}: ${T.views(p.views)}`}
          renderPoint={(p) => (
            <Text size="sm">
              {p.ssid ?? p.serial}: {T.views(p.views)}
            </Text>
          )}
          renderCluster={(ps, total) => (
            <Text size="sm">
              {T.views(ps.reduce((n, p) => n + p.views, 0))} ({total})
            </Text>
          )}
        />
      </ChartCard>
      {scope.box && (
        <Card padding="lg" data-testid="advert-views-per-advert">
          <Title order={3} fz="md" mb="sm">
            {T.perAdvert(dates.start_date, dates.end_date)}
          </Title>
          {perAdvert.data && perAdvert.data.adverts.length > 0 ? (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{T.advert}</Table.Th>
                  <Table.Th ta="right">{T.totalViews}</Table.Th>
                  <Table.Th ta="right">{T.unique}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {perAdvert.data.adverts.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>{a.title}</Table.Td>
                    <Table.Td ta="right">{a.views}</Table.Td>
                    <Table.Td ta="right">{a.unique_viewers}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : (
            <Text c="dimmed">{perAdvert.isPending ? ANALYTICS_TEXTS.loading : ANALYTICS_TEXTS.noData}</Text>
          )}
        </Card>
      )}
    </Stack>
  );
}
