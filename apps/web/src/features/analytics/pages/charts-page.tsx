import { Suspense, lazy, useMemo } from 'react';
import { DEFAULT_ANALYTICS_RANGE } from '@ared/contract/analytics-fields';
import { PageHeader } from '../../../components/page-header';
import { useAuthStore } from '../../../lib/auth-store';
import type { AnalyticsScope } from '../api/analytics-scope';
import { ANALYTICS_TEXTS } from '../texts';

// The chart library comes in its own chunk.
const WifiTokenCharts = lazy(() =>
  import('../components/wifi-token-charts').then((m) => ({ default: m.WifiTokenCharts })),
);

/** /charts (part 2 §2 Charts): the Wi-Fi token analytics of All Boxes as three area charts. */
export function ChartsPage() {
  const partnerId = useAuthStore((s) => s.partnerId);
  const scope = useMemo<AnalyticsScope | null>(
    () => (partnerId === null ? null : { partnerId, box: null, range: DEFAULT_ANALYTICS_RANGE }),
    [partnerId],
  );
  return (
    <>
      <PageHeader title={ANALYTICS_TEXTS.charts.title} description={ANALYTICS_TEXTS.charts.description} />
      {scope && (
        <Suspense fallback={null}>
          <WifiTokenCharts scope={scope} />
        </Suspense>
      )}
    </>
  );
}
