import type { ComponentType, ReactNode } from 'react';
import { Card, Group, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { groupedNumber } from '../lib/number-format';

type StatCardProps = {
  title: string;
  value: number | undefined;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  color: string;
  isLoading: boolean;
  /** Test id of the card (the dashboard's cards are 'stat-card'). */
  testId?: string;
  /** Two to a row on a phone: a smaller number, and the icon only from `sm` (768 px) up. */
  isCompact?: boolean;
  /** How the value reads (default a grouped whole count, 1,234). */
  format?: (value: number) => string;
  /** Shown under the value (the average rating's stars). */
  footer?: ReactNode;
  /** The list the count is of: the whole card links there. */
  to?: string;
};

const FIGURE_LINE_HEIGHT = 1.2;

/** A headline count with its icon: the dashboard cards, the subscription counts. */
export function StatCard({
  title,
  value,
  icon: Icon,
  color,
  isLoading,
  testId = 'stat-card',
  isCompact = false,
  format = (n) => groupedNumber.format(n),
  footer,
  to,
}: StatCardProps) {
  const padding = isCompact ? 'md' : 'lg';
  const figureSize = isCompact ? 26 : 32;
  const content = (
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <div>
        <Text size="sm" c="dimmed" fw={500}>
          {title}
        </Text>
        {isLoading ? (
          // The figure's line exactly: the card keeps its height when the figure comes, and what is below
          // (the dashboard's chart titles, drawn from the first paint on, decision 086) stays in place.
          <Skeleton h={figureSize * FIGURE_LINE_HEIGHT} w={72} mt={4} />
        ) : (
          <Text fz={figureSize} fw={700} lh={FIGURE_LINE_HEIGHT} mt={4} data-testid="stat-value">
            {value === undefined ? '—' : format(value)}
          </Text>
        )}
        {!isLoading && footer}
      </div>
      <ThemeIcon
        size={48}
        radius="md"
        variant="light"
        color={color}
        visibleFrom={isCompact ? 'sm' : undefined}
      >
        <Icon size={26} stroke={1.6} />
      </ThemeIcon>
    </Group>
  );
  if (!to)
    return (
      <Card padding={padding} data-testid={testId}>
        {content}
      </Card>
    );
  return (
    <Card
      padding={padding}
      data-testid={testId}
      component={Link}
      to={to}
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      {content}
    </Card>
  );
}
