import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { useAdverts } from '../api/get-adverts';
import { ADVERT_PAGE_TEXTS as T } from '../texts';
import { advertColumns } from './adverts-columns';
import { useDeleteAdvertDialog } from './use-delete-advert-dialog';
import { listPagination } from '../../../components/data-table/list-pagination';

type Props = {
  /** One realm's adverts (the realm page's tab), without the realm column; else all the partner's. */
  realmId?: number;
  /** List state in the URL (the /adverts page) or in the component (a tab). */
  inUrl: boolean;
  label: string;
  emptyText: string;
  failedText: string;
};

/** The adverts list: 10 per page, search, View Details, Download in a new tab, Delete behind a confirm. */
export function AdvertsTable({ realmId, inUrl, label, emptyText, failedText }: Props) {
  const list = useListParams({ inUrl });
  const query = useAdverts({
    page: list.page,
    page_size: list.pageSize,
    ...(realmId !== undefined && { realm: realmId }),
    ...(list.search && { search: list.search }),
  });
  const deletion = useDeleteAdvertDialog();
  const columns = useMemo(
    () => advertColumns({ onDelete: deletion.ask, withRealm: realmId === undefined }),
    [deletion.ask, realmId],
  );
  return (
    <>
      <DataTable
        aria-label={label}
        rows={query.data?.results ?? []}
        columns={columns}
        getRowId={(a) => a.id}
        isLoading={query.isPending}
        isFetching={query.isPlaceholderData}
        emptyText={query.isError ? failedText : emptyText}
        minWidth={720}
        search={{ value: list.search, onChange: list.setSearch, placeholder: T.searchPlaceholder }}
        pagination={listPagination(list, query.data?.count ?? 0)}
      />
      {deletion.dialog}
    </>
  );
}
