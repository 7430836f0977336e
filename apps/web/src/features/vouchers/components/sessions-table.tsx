import { useMemo, useState } from 'react';
import { VOUCHER_PAGE_SIZES } from '@ared/contract/voucher-texts';
import type { TSession } from '@ared/contract/vouchers';
import { useListParams } from '../../../components/data-table/use-list-params';
import { useSessions } from '../api/get-sessions';
import { VOUCHERS_TEXTS as T } from '../texts';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { ServiceListTable } from './service-list-table';
import { sessionColumns } from './session-columns';
import { dialogOnFirstUse } from '../../../components/dialog-on-first-use';

// Loaded on its first opening, or at the first interaction (decision 099): not needed to show the list.
const SessionDetailsModal = dialogOnFirstUse(
  () => import('./session-details-modal').then((m) => m.SessionDetailsModal),
  'session',
);

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
      <ServiceListTable
        label={T.tableLabel.sessions}
        errorText={T.fetchSessionsFailed}
        list={list}
        query={query}
        rows={rows}
        columns={columns}
        getRowId={sessionId}
        emptyText={T.emptySessions}
        toolbar={
          <ExportCsvButton service="voucher" path="sessions/export" query={{}} fallbackName="sessions.csv" />
        }
        minWidth={940}
      />
      <SessionDetailsModal session={open} onClose={() => setOpenId(null)} />
    </>
  );
}
