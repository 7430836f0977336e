import { useEffect, useMemo, useState } from 'react';
import { Alert, Badge, Button } from '@mantine/core';
import { PAGE_SIZE_OPTIONS } from '@ared/contract/page-sizes';
import { SME_ORDERING } from '@ared/contract/sme-fields';
import type { TSme } from '@ared/contract/smes';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { useRowSelection } from '../../../components/data-table/use-row-selection';
import { useAuthStore } from '../../../lib/auth-store';
import { useSmes } from '../api/get-smes';
import { smeRowTint, type SmeListTab } from '../sme-rules';
import type { SmeBillingModalSlot } from '../sme-billing-slots';
import { SMES_TEXTS as T } from '../texts';
import { EditSmeDialog } from './sme-dialogs';
import { smesColumns } from './smes-columns';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { listPagination } from '../../../components/data-table/list-pagination';

/** The SME table starts with 5 rows a page (spec part 1 §9); the usual sizes are offered too. */
export const SME_PAGE_SIZE = 5;
export const SME_PAGE_SIZES = [SME_PAGE_SIZE, ...PAGE_SIZE_OPTIONS] as const;

const getRowId = (s: TSme) => s.id;
const getRowLabel = (s: TSme) => s.name;
const EMPTY: TSme[] = [];

/** One SME filter tab (All, Suspended, Terminated, Active, Overdue); mounted per tab, so a new tab starts unselected. */
export function SmesTable({ tab, BillingModal }: { tab: SmeListTab; BillingModal: SmeBillingModalSlot }) {
  const partnerId = useAuthStore((s) => s.partnerId);
  const list = useListParams({
    defaultPageSize: SME_PAGE_SIZE,
    pageSizeOptions: SME_PAGE_SIZES,
    sortKeys: SME_ORDERING,
  });
  const query = useSmes(partnerId, {
    tab,
    search: list.search,
    ordering: list.ordering,
    page: list.page,
    page_size: list.pageSize,
  });
  const rows = query.data?.results ?? EMPTY;
  const selection = useRowSelection({ rows, getRowId });
  const [editing, setEditing] = useState<TSme | null>(null);
  const [billingOf, setBillingOf] = useState<TSme | null>(null);
  const columns = useMemo(() => smesColumns({ onEdit: setEditing, onBilling: setBillingOf }), []);

  useEffect(() => {
    // List fetch failures are only logged (spec part 1 §8); the page offers a retry.
    if (query.error) console.error('Could not fetch SMEs', query.error);
  }, [query.error]);

  return (
    <>
      {query.isError && (
        <Alert color="red" variant="light" mb="md" title={T.fetchFailed}>
          <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
            {T.retry}
          </Button>
        </Alert>
      )}
      <DataTable
        aria-label={T.tableLabel}
        rows={rows}
        columns={columns}
        getRowId={getRowId}
        getRowLabel={getRowLabel}
        isLoading={query.isPending && partnerId !== null}
        isFetching={query.isPlaceholderData}
        emptyText={T.empty}
        minWidth={1040}
        rowTint={smeRowTint}
        sort={list.sort}
        onSortChange={list.setSort}
        selection={selection}
        toolbar={
          <>
            {tab === 'overdue' && (
              <Badge color="red" variant="light" size="lg" tt="none">
                {T.tabs.overdue}
              </Badge>
            )}
            <ExportCsvButton
              path="smes/export/"
              query={{ tab, search: list.search || undefined }}
              fallbackName="smes.csv"
            />
          </>
        }
        search={{ value: list.search, onChange: list.setSearch, placeholder: T.search }}
        pagination={{ ...listPagination(list, query.data?.count ?? 0), pageSizeOptions: SME_PAGE_SIZES }}
      />
      <EditSmeDialog sme={editing} onClose={() => setEditing(null)} />
      <BillingModal sme={billingOf} onClose={() => setBillingOf(null)} />
    </>
  );
}
