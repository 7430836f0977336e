import { useMemo, useState } from 'react';
import { VOUCHER_PAGE_SIZES, type TVoucher } from '@ared/contract/vouchers';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { useVouchers } from '../api/get-vouchers';
import { VOUCHERS_TEXTS as T } from '../texts';
import { PageError } from './page-error';
import { VoucherDetailsModal } from './voucher-details-modal';
import { voucherColumns } from './voucher-columns';

const voucherCode = (v: TVoucher) => v.code;

/** The vouchers tab: 10, 25 or 50 a page, page and size in the URL, details with Revoke. */
export function VouchersTable() {
  const list = useListParams({ pageSizeOptions: VOUCHER_PAGE_SIZES });
  const query = useVouchers({ page: list.page, limit: list.pageSize });
  const [open, setOpen] = useState<TVoucher | null>(null);
  const columns = useMemo(() => voucherColumns(setOpen), []);
  const rows = query.data?.vouchers ?? [];
  return (
    <>
      {query.isError && <PageError message={T.fetchVouchersFailed} onRetry={() => void query.refetch()} />}
      {/* Failed with nothing to show: the error alone, not an empty table under it. */}
      {!(query.isError && !query.data) && (
        <DataTable
          aria-label={T.tableLabel.vouchers}
          rows={rows}
          columns={columns}
          getRowId={voucherCode}
          isLoading={query.isPending}
          isFetching={query.isPlaceholderData}
          emptyText={T.emptyVouchers}
          minWidth={860}
          pagination={{
            page: list.page,
            pageSize: list.pageSize,
            total: query.data?.pagination.total_count ?? 0,
            onPageChange: list.setPage,
            onPageSizeChange: list.setPageSize,
            pageSizeOptions: VOUCHER_PAGE_SIZES,
          }}
        />
      )}
      <VoucherDetailsModal voucher={open} onClose={() => setOpen(null)} />
    </>
  );
}
