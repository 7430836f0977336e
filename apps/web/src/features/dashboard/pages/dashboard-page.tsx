import { Suspense, lazy, useEffect } from 'react';
import { Alert, Button } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { useAuthStore } from '../../../lib/auth-store';
import { notify } from '../../../lib/notify';
import { useGeneralAnalytics } from '../api/get-general-analytics';
import { hasHomeCharts } from '../cards';
import { DashboardCards } from '../components/dashboard-cards';
import { HomeChartsFrame } from '../components/home-charts-layout';
import { WhenVisible } from '../../../components/when-visible';
import { DASHBOARD_TEXTS } from '../texts';

// The charts (recharts) come in their own chunk once the cards are on screen, and on a phone (where they
// are below the cards) only when the partner scrolls to them; their frames and titles show meanwhile, where
// the page's frame drew them (decision 086). "To them": their top 120 px into the screen, not merely near
// it. On a phone the first chart's title peeks in at the bottom edge, and loading on that would put the
// charts' script and renders (a third of a second of a slow phone's CPU, issue 29 §7) into every first
// load, for a chart nobody has scrolled to yet (decision 087).
const CHARTS_MIN_HEIGHT = 360;
const CHARTS_REVEAL_MARGIN = '0px 0px -120px 0px';
const HomeCharts = lazy(() => import('../components/home-charts').then((m) => ({ default: m.HomeCharts })));

/** Home: the headline counts the partner's plan allows, each linking to its list; charts on Kiosk and Premium. */
export function DashboardPage() {
  const partner = useAuthStore((s) => s.user?.partner ?? null);
  const analytics = useGeneralAnalytics(partner?.id ?? null);

  useEffect(() => {
    if (analytics.isError) notify.error(DASHBOARD_TEXTS.fetchFailed);
  }, [analytics.isError]);

  return (
    <>
      <PageHeader
        title={DASHBOARD_TEXTS.title}
        description={partner ? DASHBOARD_TEXTS.overview(partner.name) : undefined}
      />
      {analytics.isError && (
        <Alert color="red" variant="light" mb="lg" title={DASHBOARD_TEXTS.fetchFailed}>
          <Button size="xs" variant="light" color="red" onClick={() => analytics.refetch()}>
            {DASHBOARD_TEXTS.retry}
          </Button>
        </Alert>
      )}
      <DashboardCards plan={partner?.plan.name} counts={analytics.data} isLoading={analytics.isPending} />
      {partner && hasHomeCharts(partner.plan.name) && (
        <WhenVisible
          minHeight={CHARTS_MIN_HEIGHT}
          margin={CHARTS_REVEAL_MARGIN}
          isLayoutSettled={!analytics.isPending}
          placeholder={<HomeChartsFrame />}
        >
          <Suspense fallback={<HomeChartsFrame />}>
            <HomeCharts partnerId={partner.id} />
          </Suspense>
        </WhenVisible>
      )}
    </>
  );
}
