import { useEffect, useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { TMiner } from '@ared/contract/miners';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { DataTable } from '../../../../components/data-table/data-table';
import { sortToOrdering } from '../../../../components/data-table/sorting';
import type { DataTableSort } from '../../../../components/data-table/types';
import { useAuthStore } from '../../../../lib/auth-store';
import { notify } from '../../../../lib/notify';
import { miningKey, useMiners } from '../../api/get-miners';
import { ROUTERS_KEY } from '../../../../entities/router/router-keys';
import { useWalletStats } from '../../api/get-wallet-stats';
import { useRemoveMiner } from '../../api/remove-miner';
import { useUpdateMinerStatus } from '../../api/update-miner-status';
import { useCan } from '../../../../lib/use-can';
import { minerAction } from '../../rules/miner';
import { ROUTERS_TEXTS } from '../../texts';
import { minerColumns } from './miner-columns';
import { WalletStatsCards } from './wallet-stats-cards';

const T = ROUTERS_TEXTS.toasts;
const H = ROUTERS_TEXTS.hashHub;
const PAGE_SIZE = 10;
const getRowId = (m: TMiner) => m.id;

/** The Hash Hub tab: wallet stats and the miners with start / pause / resume and remove. */
export function HashHubPanel() {
  const isAdmin = useCan('admin');
  const partnerId = useAuthStore((s) => s.partnerId);
  const queryClient = useQueryClient();
  const wallet = useWalletStats(partnerId);
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const miners = useMiners(partnerId, { ordering: sortToOrdering(sort) });
  const updateStatus = useUpdateMinerStatus();
  const remove = useRemoveMiner();
  const [toRemove, setToRemove] = useState<TMiner | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);

  // The spec shows no toast for these fetches (part 1 §8: other fetch failures are only logged);
  // the panel says so in place instead of showing empty figures.
  useEffect(() => {
    if (wallet.isError) console.error(T.walletFailed, wallet.error);
  }, [wallet.isError, wallet.error]);
  useEffect(() => {
    if (miners.isError) console.error(T.minersFailed, miners.error);
  }, [miners.isError, miners.error]);

  const changeStatus = (miner: TMiner) => {
    if (partnerId === null) return;
    const { next } = minerAction(miner.status);
    updateStatus.mutate(
      { partnerId, miner, status: next },
      {
        onSuccess: (updated) => notify.success(T.minerUpdated(updated.status)),
        onError: () => notify.error(T.minerUpdateFailed),
      },
    );
  };

  const confirmRemove = () => {
    if (partnerId === null || !toRemove) return;
    remove.mutate(
      { partnerId, minerId: toRemove.id },
      {
        onSuccess: () => notify.success(T.hubUnassigned),
        onError: () => notify.error(T.hubUnassignFailed),
        onSettled: () => {
          setToRemove(null);
          void queryClient.invalidateQueries({ queryKey: miningKey(partnerId) });
          void queryClient.invalidateQueries({ queryKey: ROUTERS_KEY });
        },
      },
    );
  };

  const pendingId = updateStatus.isPending ? (updateStatus.variables?.miner.id ?? null) : null;
  const allColumns = minerColumns({ onChangeStatus: changeStatus, onRemove: setToRemove, pendingId });
  // Pausing, resuming and removing miners touch the wallet's earnings: partner_admin only (decision 011).
  const columns = isAdmin ? allColumns : allColumns.filter((c) => c.id !== 'action');
  const all = miners.data ?? [];
  const pages = Math.max(1, Math.ceil(all.length / pageSize));
  const current = Math.min(page, pages);
  const rows = all.slice((current - 1) * pageSize, current * pageSize);

  return (
    <>
      {(wallet.isError || miners.isError) && (
        <Alert color="red" variant="light" mb="md" data-testid="hash-hub-error">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{wallet.isError ? T.walletFailed : T.minersFailed}</Text>
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => {
                if (wallet.isError) void wallet.refetch();
                if (miners.isError) void miners.refetch();
              }}
            >
              {H.retry}
            </Button>
          </Group>
        </Alert>
      )}
      <WalletStatsCards stats={wallet.data} isLoading={wallet.isPending && partnerId !== null} />
      <DataTable
        aria-label={H.tableLabel}
        rows={rows}
        columns={columns}
        getRowId={getRowId}
        isLoading={miners.isPending && partnerId !== null}
        emptyText={H.empty}
        minWidth={760}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        pagination={{
          page: current,
          pageSize,
          total: all.length,
          onPageChange: setPage,
          onPageSizeChange: (size) => {
            setPageSize(size);
            setPage(1);
          },
        }}
      />
      <ConfirmDialog
        opened={toRemove !== null}
        title={H.removeTitle}
        message={H.removeMessage}
        confirmLabel={H.remove}
        isDanger
        isLoading={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setToRemove(null)}
      />
    </>
  );
}
