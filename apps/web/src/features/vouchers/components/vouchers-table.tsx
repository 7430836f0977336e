import { useMemo, useState } from 'react';
import { VOUCHER_PAGE_SIZES, type TVoucher } from '@ared/contract/vouchers';
import { useListParams } from '../../../components/data-table/use-list-params';
import { useVouchers } from '../api/get-vouchers';
import { VOUCHERS_TEXTS as T } from '../texts';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { ServiceListTable } from './service-list-table';
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
      <ServiceListTable
        label={T.tableLabel.vouchers}
        errorText={T.fetchVouchersFailed}
        list={list}
        query={query}
        rows={rows}
        columns={columns}
        getRowId={voucherCode}
        emptyText={T.emptyVouchers}
        toolbar={
          <ExportCsvButton service="voucher" path="vouchers/export" query={{}} fallbackName="vouchers.csv" />
        }
        minWidth={860}
      />
      <VoucherDetailsModal voucher={open} onClose={() => setOpen(null)} />
    </>
  );
}
