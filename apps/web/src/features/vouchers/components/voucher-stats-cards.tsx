import { SimpleGrid } from '@mantine/core';
import {
  IconClockCheck,
  IconClockX,
  IconPlugConnected,
  IconTicket,
  IconTicketOff,
  IconUsers,
} from '@tabler/icons-react';
import type { TVoucherStats } from '@ared/contract/vouchers';
import { StatCard } from '../../../components/stat-card';
import { VOUCHERS_TEXTS } from '../texts';

const T = VOUCHERS_TEXTS.stats;

type Props = { stats: TVoucherStats | undefined; isLoading: boolean };

/** The statistics cards from GET /admin/stats: vouchers total/active/used/expired, sessions total/active. */
export function VoucherStatsCards({ stats, isLoading }: Props) {
  const cards = [
    { title: T.totalVouchers, value: stats?.vouchers.total, icon: IconTicket, color: 'brand' },
    { title: T.activeVouchers, value: stats?.vouchers.active, icon: IconClockCheck, color: 'green' },
    { title: T.usedVouchers, value: stats?.vouchers.used, icon: IconTicketOff, color: 'blue' },
    { title: T.expiredVouchers, value: stats?.vouchers.expired, icon: IconClockX, color: 'gray' },
    { title: T.totalSessions, value: stats?.sessions.total, icon: IconUsers, color: 'violet' },
    { title: T.activeSessions, value: stats?.sessions.active, icon: IconPlugConnected, color: 'teal' },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, xl: 6 }} spacing="md" mb="lg" data-testid="voucher-stats">
      {cards.map((card) => (
        <StatCard key={card.title} {...card} isLoading={isLoading} isCompact />
      ))}
    </SimpleGrid>
  );
}
