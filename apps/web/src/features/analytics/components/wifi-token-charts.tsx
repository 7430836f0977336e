import type { AnalyticsScope } from '../api/analytics-scope';
import { wifiV2 } from '../api/analytics-calls';
import { ANALYTICS_TEXTS } from '../texts';
import { TokenCharts } from './panels/token-charts';
import { useFailureToast } from './panels/use-failure-toast';

/** The token analytics of the scope's range (wifi-v2) as three area charts. */
export function WifiTokenCharts({ scope }: { scope: AnalyticsScope }) {
  const q = wifiV2.use(scope);
  useFailureToast(q.isError, ANALYTICS_TEXTS.toasts.analytics);
  return <TokenCharts data={q.data?.[scope.range]} isLoading={q.isPending} />;
}
