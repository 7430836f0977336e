import { Suspense } from 'react';
import { Button, Tabs, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus, IconStack2 } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ScrollingTabList } from '../../../components/scrolling-tab-list/scrolling-tab-list';
import { useAuthStore } from '../../../lib/auth-store';
import { useHeaderDate } from '../../../lib/use-header-date';
import { useVoucherStats } from '../api/get-voucher-stats';
import { VoucherStatsCards } from '../components/voucher-stats-cards';
import { VouchersTable } from '../components/vouchers-table';
import { canCreateVouchers } from '../voucher-rules';
import { VOUCHERS_TABS, parseVouchersTab, type VouchersTab } from '../vouchers-tabs';
import { VOUCHERS_TEXTS as T } from '../texts';
import { dialogOnFirstUse } from '../../../components/dialog-on-first-use';
import { loadOnFirstUse } from '../../../lib/load-on-first-use';
import { PanelLoader } from '../../../components/panel-loader';

// The sessions are the second tab: their table loads when the tab is reached for, or at the first
// interaction with the page (issue 29 §7, decision 103).
const { Part: SessionsTable, reach: reachSessions } = loadOnFirstUse(() =>
  import('../components/sessions-table').then((m) => ({ default: m.SessionsTable })),
);

// The dialogs are not needed to show the list (decision 089).
const CreateVoucherModal = dialogOnFirstUse(
  () => import('../components/create-voucher-modal').then((m) => m.CreateVoucherModal),
  'opened',
);
const VoucherBatchesModal = dialogOnFirstUse(
  () => import('../components/voucher-batches-modal').then((m) => m.VoucherBatchesModal),
  'opened',
);

/**
 * /vouchers (part 2 §2): statistics cards, the vouchers and sessions tabs (tab, page and page size in the
 * URL) and Create Voucher, shown only when the partner may create vouchers; otherwise only the date. Past
 * batches (decision 050) is shown to everyone who may print: every create's sheet again.
 */
export function VouchersPage() {
  const today = useHeaderDate();
  const [params, setParams] = useSearchParams();
  const tab = parseVouchersTab(params.get('tab'));
  const partner = useAuthStore((s) => s.user?.partner);
  const [isCreateOpen, createModal] = useDisclosure(false);
  const [isBatchesOpen, batchesModal] = useDisclosure(false);
  const stats = useVoucherStats(tab === 'sessions');

  // A new tab starts on its first page; the page size is kept.
  const selectTab = (next: VouchersTab) =>
    setParams((prev) => {
      const kept = new URLSearchParams();
      const size = prev.get('page_size');
      if (size) kept.set('page_size', size);
      if (next !== 'vouchers') kept.set('tab', next);
      return kept;
    });

  return (
    <>
      <PageHeader
        title={T.pageTitle}
        description={
          <Text span data-testid="vouchers-today">
            {today}
          </Text>
        }
        actions={
          <>
            <Button variant="default" leftSection={<IconStack2 size={16} />} onClick={batchesModal.open}>
              {T.batches.open}
            </Button>
            {canCreateVouchers(partner) && (
              <Button leftSection={<IconPlus size={16} />} onClick={createModal.open}>
                {T.createVoucher}
              </Button>
            )}
          </>
        }
      />
      <VoucherStatsCards stats={stats.data} isLoading={stats.isPending && !stats.isError} />
      <Tabs value={tab} onChange={(v) => selectTab(parseVouchersTab(v))} keepMounted={false}>
        <ScrollingTabList mb="md">
          {VOUCHERS_TABS.map((t) => (
            <Tabs.Tab key={t} value={t} {...(t === 'sessions' && reachSessions)}>
              {T.tabs[t]}
            </Tabs.Tab>
          ))}
        </ScrollingTabList>
      </Tabs>
      {tab === 'vouchers' ? (
        <VouchersTable />
      ) : (
        <Suspense fallback={<PanelLoader />}>
          <SessionsTable />
        </Suspense>
      )}
      <CreateVoucherModal opened={isCreateOpen} onClose={createModal.close} />
      <VoucherBatchesModal opened={isBatchesOpen} onClose={batchesModal.close} />
    </>
  );
}
