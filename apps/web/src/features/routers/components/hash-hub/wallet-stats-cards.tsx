import type { ComponentType } from 'react';
import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconBolt, IconClock, IconCoins, IconGauge, IconHash, IconWallet } from '@tabler/icons-react';
import type { TWalletStats } from '@ared/contract/miners';
import {
  formatHashCount,
  formatHashRate,
  formatLastShare,
  formatWalletAmount,
} from '../../rules/wallet-format';
import { ROUTERS_TEXTS } from '../../texts';

const S = ROUTERS_TEXTS.hashHub.stats;

type Stat = {
  title: string;
  value: (s: TWalletStats) => string;
  icon: ComponentType<{ size?: number }>;
  color: string;
};

const STATS: Stat[] = [
  {
    title: S.pendingBalance,
    value: (s) => formatWalletAmount(s.pending_balance, s.currency),
    icon: IconWallet,
    color: 'brand',
  },
  {
    title: S.lastBlockReward,
    value: (s) => formatWalletAmount(s.last_block_reward, s.currency),
    icon: IconCoins,
    color: 'yellow',
  },
  {
    title: S.totalPaid,
    value: (s) => formatWalletAmount(s.total_paid, s.currency),
    icon: IconBolt,
    color: 'teal',
  },
  {
    title: S.lastShareSubmitted,
    value: (s) => formatLastShare(s.last_share_submitted) ?? ROUTERS_TEXTS.hashHub.never,
    icon: IconClock,
    color: 'blue',
  },
  {
    title: S.totalHashesSubmitted,
    value: (s) => formatHashCount(s.total_hashes_submitted),
    icon: IconHash,
    color: 'grape',
  },
  { title: S.hashRate, value: (s) => formatHashRate(s.hash_rate), icon: IconGauge, color: 'orange' },
];

/** The mining wallet's six figures. */
export function WalletStatsCards({
  stats,
  isLoading,
}: {
  stats: TWalletStats | undefined;
  isLoading: boolean;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" mb="lg">
      {STATS.map(({ title, value, icon: Icon, color }) => (
        <Card key={title} padding="md" data-testid="wallet-stat">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text size="sm" c="dimmed" fw={500}>
                {title}
              </Text>
              {isLoading ? (
                <Skeleton h={26} w={110} mt={6} />
              ) : (
                <Text fz={18} fw={700} mt={4} data-testid="wallet-stat-value">
                  {stats ? value(stats) : '—'}
                </Text>
              )}
            </div>
            <ThemeIcon size={40} radius="md" variant="light" color={color}>
              <Icon size={22} />
            </ThemeIcon>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
