import { useMemo, useState } from 'react';
import { VOUCHER_PAGE_SIZES, type TSession } from '@ared/contract/vouchers';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { useSessions } from '../api/get-sessions';
import { VOUCHERS_TEXTS as T } from '../texts';
import { PageError } from './page-error';
import { SessionDetailsModal } from './session-details-modal';
import { sessionColumns } from './session-columns';

const sessionId = (s: TSession) => s.id;

/** The sessions tab: refreshed every 30 s while shown, details with Terminate. */
export function SessionsTable() {
  const list = useListParams({ pageSizeOptions: VOUCHER_PAGE_SIZES });
  const query = useSessions({ page: list.page, limit: list.pageSize });
  const [openId, setOpenId] = useState<number | null>(null);
  const columns = useMemo(() => sessionColumns((s) => setOpenId(s.id)), []);
  const rows = query.data?.sessions ?? [];
  // The dialog follows the refreshed row, so a session that ends while watched shows it.
  const open = openId === null ? null : (rows.find((s) => s.id === openId) ?? null);
  return (
    <>
      {query.isError && <PageError message={T.fetchSessionsFailed} onRetry={() => void query.refetch()} />}
      {/* Failed with nothing to show: the error alone, not an empty table under it. */}
      {!(query.isError && !query.data) && (
        <DataTable
          aria-label={T.tableLabel.sessions}
          rows={rows}
          columns={columns}
          getRowId={sessionId}
          isLoading={query.isPending}
          isFetching={query.isPlaceholderData}
          emptyText={T.emptySessions}
          minWidth={940}
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
      <SessionDetailsModal session={open} onClose={() => setOpenId(null)} />
    </>
  );
}
