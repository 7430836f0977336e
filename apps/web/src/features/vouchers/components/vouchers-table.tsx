import { useMemo, useState } from 'react';
import { VOUCHER_PAGE_SIZES } from '@ared/contract/voucher-texts';
import type { TVoucher } from '@ared/contract/vouchers';
import { useListParams } from '../../../components/data-table/use-list-params';
import { useRowSelection } from '../../../components/data-table/use-row-selection';
import { useVouchers } from '../api/get-vouchers';
import { isRangeReversed, voucherFilterQuery } from '../rules/voucher-filters';
import { VOUCHERS_TEXTS as T } from '../texts';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { ServiceListTable } from './service-list-table';
import { useVoucherFilters } from './use-voucher-filters';
import { VoucherFiltersBar } from './voucher-filters-bar';
import { voucherColumns } from './voucher-columns';
import { VouchersBulkRevoke } from './vouchers-bulk-revoke';
import { dialogOnFirstUse } from '../../../components/dialog-on-first-use';

// Loaded on its first opening, or at the first interaction (decision 099): not needed to show the list.
const VoucherDetailsModal = dialogOnFirstUse(
  () => import('./voucher-details-modal').then((m) => m.VoucherDetailsModal),
  'voucher',
);

const voucherCode = (v: TVoucher) => v.code;

/**
 * The vouchers tab: 10, 25 or 50 a page; page, size, code search and filters in the URL; details with
 * Revoke; row checkboxes with a bulk Revoke. A reversed range is shown on its field and not asked for.
 */
export function VouchersTable() {
  const list = useListParams({ pageSizeOptions: VOUCHER_PAGE_SIZES });
  const { filters, setFilters, clear } = useVoucherFilters();
  const asked = isRangeReversed(filters) ? { ...filters, startDate: null, endDate: null } : filters;
  const query = useVouchers({ page: list.page, limit: list.pageSize, ...voucherFilterQuery(asked) });
  const [open, setOpen] = useState<TVoucher | null>(null);
  const columns = useMemo(() => voucherColumns(setOpen), []);
  const rows = query.data?.vouchers ?? [];
  const selection = useRowSelection({ rows, getRowId: voucherCode });
  return (
    <>
      <ServiceListTable
        label={T.tableLabel.vouchers}
        errorText={T.fetchVouchersFailed}
        list={list}
        query={query}
        rows={rows}
        columns={columns}
        getRowId={voucherCode}
        getRowLabel={voucherCode}
        emptyText={T.emptyVouchers}
        minWidth={860}
        search={{
          value: filters.search,
          onChange: (search) => setFilters({ search }),
          placeholder: T.filters.search,
        }}
        toolbar={
          <>
            <VoucherFiltersBar filters={filters} onChange={setFilters} onClear={clear} />
            {/* Every voucher the filters select, not only this page (decision 051). */}
            <ExportCsvButton
              service="voucher"
              path="vouchers/export"
              query={voucherFilterQuery(asked)}
              fallbackName="vouchers.csv"
            />
          </>
        }
        selection={selection}
        bulkActions={<VouchersBulkRevoke selected={selection.selectedRows} onDone={selection.clear} />}
      />
      <VoucherDetailsModal voucher={open} onClose={() => setOpen(null)} />
    </>
  );
}
