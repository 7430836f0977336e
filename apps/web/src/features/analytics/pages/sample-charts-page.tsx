import { Suspense, lazy } from 'react';
import { PageHeader } from '../../../components/page-header';
import { ANALYTICS_TEXTS } from '../texts';

const SampleCharts = lazy(() =>
  import('../components/sample-charts').then((m) => ({ default: m.SampleCharts })),
);

/** /vuecharts: the spec's test page of a pie and a line chart, drawn from fixed sample data. */
export function SampleChartsPage() {
  return (
    <>
      <PageHeader title={ANALYTICS_TEXTS.sampleCharts.title} />
      <Suspense fallback={null}>
        <SampleCharts />
      </Suspense>
    </>
  );
}
