import { DonutChart } from '@mantine/charts';
import { Group, Text } from '@mantine/core';
import { useUserAnalytics } from '../api/get-user-analytics';
import { PARTNER_CHART_TEXTS } from '../texts';
import { ChartCard } from '../../../components/chart-card';

const T = PARTNER_CHART_TEXTS;

/** M.Franchisee Distribution by gender, counted from the partner's micro franchisees. */
export function GenderDonut({ partnerId }: { partnerId: number }) {
  const query = useUserAnalytics(partnerId);
  const a = query.data;
  const data = a
    ? [
        { name: T.female, value: a.female_micro_franchisees, color: 'pink.6' },
        { name: T.male, value: a.male_micro_franchisees, color: 'blue.6' },
      ]
    : [];
  const isEmpty =
    query.isError || (a !== undefined && a.female_micro_franchisees + a.male_micro_franchisees === 0);
  return (
    <ChartCard title={T.gender} isLoading={query.isPending} isEmpty={isEmpty} testId="gender-donut">
      <Group justify="center" gap="xl" wrap="wrap">
        <DonutChart data={data} size={180} thickness={28} withTooltip withLabelsLine={false} />
        <div>
          {data.map((d) => (
            <Text key={d.name} size="sm" data-testid="gender-legend">
              <Text span c={d.color.replace('.6', '')} fw={700} aria-hidden>
                ●
              </Text>{' '}
              {`${d.name}: ${d.value}`}
            </Text>
          ))}
          {a && (
            <Text size="xs" c="dimmed" mt="xs">
              {T.genderTotal(a.total_micro_franchisees)}
            </Text>
          )}
        </div>
      </Group>
    </ChartCard>
  );
}
