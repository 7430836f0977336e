import { ChartCard } from '../../../../components/chart-card';
import { ANALYTICS_TEXTS } from '../../texts';

/** Queueing System: nothing records queues yet, so it says so instead of showing zeros as data. */
export function QueueingPanel() {
  return (
    <ChartCard
      title={ANALYTICS_TEXTS.queueing.title}
      isEmpty
      emptyText={ANALYTICS_TEXTS.noDataCaps}
      testId="queueing-panel"
    >
      {null}
    </ChartCard>
  );
}
