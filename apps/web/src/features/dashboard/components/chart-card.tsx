import type { ReactNode } from 'react';
import { Badge, Card, Center, Group, Loader, Text, Title } from '@mantine/core';
import { DASHBOARD_TEXTS } from '../texts';

const T = DASHBOARD_TEXTS.charts;

type ChartCardProps = {
  title: string;
  /** Figures the spec draws from static sample data carry the 'Sample data' badge (SPEC-NOTES.md). */
  isSample?: boolean;
  isLoading?: boolean;
  isEmpty?: boolean;
  testId: string;
  children: ReactNode;
};

/** A home chart's frame: title, the sample badge where it applies, and its loading and empty states. */
export function ChartCard({
  title,
  isSample = false,
  isLoading = false,
  isEmpty = false,
  testId,
  children,
}: ChartCardProps) {
  return (
    <Card padding="lg" data-testid={testId} h="100%">
      <Group justify="space-between" mb="md" wrap="nowrap" align="flex-start">
        <Title order={2} fz="md">
          {title}
        </Title>
        {isSample && (
          <Badge variant="light" color="gray" data-testid="sample-data" style={{ flexShrink: 0 }}>
            {T.sampleData}
          </Badge>
        )}
      </Group>
      {isLoading ? (
        <Center h={220}>
          <Loader size="sm" aria-label={T.loading} />
        </Center>
      ) : isEmpty ? (
        <Center h={220}>
          <Text c="dimmed">{T.noData}</Text>
        </Center>
      ) : (
        children
      )}
    </Card>
  );
}
