import { Text } from '@mantine/core';
import type { TAnalyticsRange } from '@ared/contract/analytics-fields';
import { useAnalyticsPeriod } from '../api/get-analytics-period';
import { ANALYTICS_TEXTS } from '../texts';

/**
 * States the days the page's figures are of, as the server computed them for the chosen duration (the
 * same days the report file names): '3 Months: 2026-09-01 to 2026-11-28 (Africa/Kigali)'.
 */
export function PeriodNote({ range }: { range: TAnalyticsRange }) {
  const period = useAnalyticsPeriod(range);
  if (!period.data) return null;
  const p = period.data;
  return (
    <Text size="sm" c="dimmed" mb="md" data-testid="analytics-period">
      {ANALYTICS_TEXTS.period(p.label, p.from, p.to, p.time_zone)}
    </Text>
  );
}
