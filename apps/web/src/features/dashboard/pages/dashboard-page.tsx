import { Suspense, lazy, useEffect } from 'react';
import { Alert, Button, SimpleGrid } from '@mantine/core';
import {
  IconBuilding,
  IconBuildingStore,
  IconRouter,
  IconUsersGroup,
  IconWifiOff,
} from '@tabler/icons-react';
import { PageHeader } from '../../../components/page-header';
import { useAuthStore } from '../../../lib/auth-store';
import { notify } from '../../../lib/notify';
import { useGeneralAnalytics } from '../api/get-general-analytics';
import { cardLink, hasHomeCharts, visibleCards, type DashboardCardKey } from '../cards';
import { StatCard } from '../../../components/stat-card';
import { WhenVisible } from '../../../components/when-visible';
import { DASHBOARD_TEXTS } from '../texts';

// The charts (recharts) come in their own chunk once the cards are on screen, and on a phone (where they
// are below the cards) only when the partner scrolls toward them.
const CHARTS_MIN_HEIGHT = 360;
const HomeCharts = lazy(() => import('../components/home-charts').then((m) => ({ default: m.HomeCharts })));

const CARD_STYLE: Record<DashboardCardKey, { icon: typeof IconRouter; color: string }> = {
  total_kiosks: { icon: IconBuildingStore, color: 'orange' },
  total_routers: { icon: IconRouter, color: 'brand' },
  total_smes: { icon: IconBuilding, color: 'blue' },
  total_micro_franchisees: { icon: IconUsersGroup, color: 'grape' },
  offline_boxes: { icon: IconWifiOff, color: 'red' },
};

/** Home: the headline counts the partner's plan allows, each linking to its list; charts on Kiosk and Premium. */
export function DashboardPage() {
  const partner = useAuthStore((s) => s.user?.partner ?? null);
  const analytics = useGeneralAnalytics(partner?.id ?? null);
  const cards = visibleCards(partner?.plan.name);

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
      <SimpleGrid cols={{ base: 1, xs: 2, lg: cards.length > 4 ? 5 : 4 }} spacing="lg">
        {cards.map((key) => (
          <StatCard
            key={key}
            title={DASHBOARD_TEXTS.cards[key]}
            value={analytics.data?.[key]}
            icon={CARD_STYLE[key].icon}
            color={CARD_STYLE[key].color}
            isLoading={analytics.isPending}
            to={cardLink(key, partner?.plan.name)}
          />
        ))}
      </SimpleGrid>
      {partner && hasHomeCharts(partner.plan.name) && (
        <WhenVisible minHeight={CHARTS_MIN_HEIGHT} isLayoutSettled={!analytics.isPending}>
          <Suspense fallback={null}>
            <HomeCharts partnerId={partner.id} />
          </Suspense>
        </WhenVisible>
      )}
    </>
  );
}
