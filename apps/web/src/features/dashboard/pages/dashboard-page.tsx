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
// are below the cards) only when the partner scrolls toward them; their frames and titles show meanwhile,
// where the page's frame drew them (decision 086).
const CHARTS_MIN_HEIGHT = 360;
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
