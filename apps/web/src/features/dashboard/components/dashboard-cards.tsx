import { SimpleGrid } from '@mantine/core';
import {
  IconBuilding,
  IconBuildingStore,
  IconRouter,
  IconUsersGroup,
  IconWifiOff,
} from '@tabler/icons-react';
import type { TGeneralAnalytics } from '@ared/contract/partners';
import type { TPartnerPlan } from '@ared/contract/plan-areas';
import { StatCard } from '../../../components/stat-card';
import { cardLink, visibleCards, type DashboardCardKey } from '../cards';
import { DASHBOARD_TEXTS } from '../texts';

const CARD_STYLE: Record<DashboardCardKey, { icon: typeof IconRouter; color: string }> = {
  total_kiosks: { icon: IconBuildingStore, color: 'orange' },
  total_routers: { icon: IconRouter, color: 'brand' },
  total_smes: { icon: IconBuilding, color: 'blue' },
  total_micro_franchisees: { icon: IconUsersGroup, color: 'grape' },
  offline_boxes: { icon: IconWifiOff, color: 'red' },
};

type DashboardCardsProps = {
  plan: TPartnerPlan | null | undefined;
  /** The counts; undefined while they come (each figure in outline). */
  counts: TGeneralAnalytics | undefined;
  isLoading: boolean;
  /** Each card links to its list; not in the frame drawn before the app runs (decision 086). */
  hasLinks?: boolean;
};

/** The headline counts the plan shows (part 1 §2), one card each, in a grid: the page's and its frame's. */
export function DashboardCards({ plan, counts, isLoading, hasLinks = true }: DashboardCardsProps) {
  const cards = visibleCards(plan);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: cards.length > 4 ? 5 : 4 }} spacing="lg">
      {cards.map((key) => (
        <StatCard
          key={key}
          title={DASHBOARD_TEXTS.cards[key]}
          value={counts?.[key]}
          icon={CARD_STYLE[key].icon}
          color={CARD_STYLE[key].color}
          isLoading={isLoading}
          to={hasLinks ? cardLink(key, plan) : undefined}
        />
      ))}
    </SimpleGrid>
  );
}
