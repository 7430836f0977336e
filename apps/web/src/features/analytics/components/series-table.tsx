import { Card, Table, Text, Title } from '@mantine/core';
import { TableScroll } from '../../../components/table-scroll/table-scroll';
import { ANALYTICS_TEXTS } from '../texts';

const T = ANALYTICS_TEXTS.feedback;

type Props = {
  title: string;
  valueHeader: string;
  series: { labels: string[]; data: number[] };
  format?: (value: number) => string;
  testId: string;
};

/**
 * A series over time (trends, frequency) as a small table: the web app has no chart library, and one
 * table per series says the same without a new dependency. Periods without ratings are left out.
 */
export function SeriesTable({ title, valueHeader, series, format = String, testId }: Props) {
  const rows = series.labels
    .map((label, i) => ({ label, value: series.data[i] ?? 0 }))
    .filter((r) => r.value !== 0);
  return (
    <Card padding="lg" h="100%" data-testid={testId}>
      <Title order={3} fz="md" mb="md">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {T.noData}
        </Text>
      ) : (
        <TableScroll minWidth={0} maxHeight={260} aria-label={title}>
          {/* The scroller is focusable so a keyboard can scroll a long list of periods (WCAG 2.1.1). */}
          <Table striped aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{T.period}</Table.Th>
                <Table.Th ta="right">{valueHeader}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.label}>
                  <Table.Td>{r.label}</Table.Td>
                  <Table.Td ta="right">{format(r.value)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Card>
  );
}
