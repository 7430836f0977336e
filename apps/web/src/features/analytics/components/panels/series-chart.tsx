import { AreaChart, BarChart } from '@mantine/charts';
import { ChartCard } from '../../../../components/chart-card';
import { isEmptyChart } from '../../analytics-format';

const COLORS = ['brand.6', 'blue.6', 'orange.6', 'grape.6', 'red.6', 'teal.6'];

type SeriesChartProps = {
  title: string;
  categories: readonly string[] | undefined;
  series: readonly { name: string; data: readonly number[] }[] | undefined;
  kind?: 'area' | 'bar';
  isLoading?: boolean;
  emptyText?: string;
  /** How a value reads in the tooltip and axis (Average Duration as h:m:s). */
  valueFormatter?: (value: number) => string;
  testId: string;
};

/**
 * Named series over the range's buckets as an area or bar chart in the shared chart frame. The bucket labels
 * are the server's ('HH:00', 'YYYY-MM-DD', 'YYYY-MM', 'YYYY'); a chart of zeros says 'No data available'.
 */
export function SeriesChart({
  title,
  categories = [],
  series = [],
  kind = 'area',
  isLoading = false,
  emptyText,
  valueFormatter,
  testId,
}: SeriesChartProps) {
  const data = categories.map((label, i) =>
    Object.fromEntries([['label', label], ...series.map((s) => [s.name, s.data[i] ?? 0] as const)]),
  );
  const chartSeries = series.map((s, i) => ({ name: s.name, color: COLORS[i % COLORS.length]! }));
  const Chart = kind === 'bar' ? BarChart : AreaChart;
  return (
    <ChartCard
      title={title}
      isLoading={isLoading}
      isEmpty={isEmptyChart(
        categories,
        series.map((s) => s.data),
      )}
      emptyText={emptyText}
      testId={testId}
    >
      <div data-testid="chart-categories" data-categories={categories.join(',')}>
        <Chart
          h={240}
          data={data}
          dataKey="label"
          series={chartSeries}
          valueFormatter={valueFormatter}
          withLegend
          gridAxis="y"
        />
      </div>
    </ChartCard>
  );
}
