import { useMemo, useState } from 'react';
import { Stack, Title } from '@mantine/core';
import type { TRealm } from '@ared/contract/realms';
import type { TVoucher } from '@ared/contract/vouchers';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { useRealmVouchers } from '../api/get-realm-vouchers';
import { VOUCHERS_TEXTS } from '../texts';
import { PageError } from './page-error';
import { voucherColumns } from './voucher-columns';
import { listPagination } from '../../../components/data-table/list-pagination';
import { dialogOnFirstUse } from '../../../components/dialog-on-first-use';

// Loaded on its first opening, or at the first interaction (decision 099): not needed to show the list.
const VoucherDetailsModal = dialogOnFirstUse(
  () => import('./voucher-details-modal').then((m) => m.VoucherDetailsModal),
  'voucher',
);

const T = VOUCHERS_TEXTS.realmTab;
const voucherCode = (v: TVoucher) => v.code;

/** The realm details page's Vouchers tab: the vouchers that work on this realm's routers (GET vouchers/?realm=). */
export function RealmVouchersTab({ record: realm }: { record: TRealm }) {
  // In state, not the URL: the realm page's own ?tab= is the only thing there.
  const list = useListParams({ inUrl: false });
  const query = useRealmVouchers(realm.id, { page: list.page, page_size: list.pageSize });
  const [open, setOpen] = useState<TVoucher | null>(null);
  const columns = useMemo(() => voucherColumns(setOpen), []);
  return (
    <Stack gap="sm">
      <Title order={4}>{T.heading}</Title>
      {query.isError && <PageError message={T.fetchFailed} onRetry={() => void query.refetch()} />}
      {/* Failed with nothing to show: the error alone, not an empty table under it. */}
      {!(query.isError && !query.data) && (
        <DataTable
          aria-label={T.heading}
          rows={query.data?.results ?? []}
          columns={columns}
          getRowId={voucherCode}
          isLoading={query.isPending}
          isFetching={query.isPlaceholderData}
          emptyText={T.empty}
          minWidth={860}
          pagination={listPagination(list, query.data?.count ?? 0)}
        />
      )}
      <VoucherDetailsModal voucher={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
