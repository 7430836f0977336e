import { useEffect, useMemo } from 'react';
import type { TMediaFile } from '@ared/contract/media';
import { DataTable } from '../../../components/data-table/data-table';
import type { ListParams } from '../../../components/data-table/use-list-params';
import { useRowSelection } from '../../../components/data-table/use-row-selection';
import { useMediaFiles } from '../api/get-media-files';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { offlineFilesFilter } from '../offline-files-tabs';
import { MEDIA_PAGE_TEXTS as T } from '../texts';
import { offlineFileColumns } from './media-file-columns';
import { useMediaFileActions } from './use-media-file-actions';
import { listPagination } from '../../../components/data-table/list-pagination';

type Props = {
  tab: 'partner' | 'sme';
  partnerId: number;
  list: ListParams;
  /** The rows on screen go up to the page: the Add Media dialog refuses their names. */
  onRows: (rows: readonly TMediaFile[]) => void;
};

/** Partner Realms Media and Sme Realms Media: the tab's enabled files, with download, disable and delete. */
export function OfflineMediaTable({ tab, partnerId, list, onRows }: Props) {
  const query = useMediaFiles({
    ...offlineFilesFilter(tab, partnerId),
    search: list.search,
    page: list.page,
    page_size: list.pageSize,
  });
  const rows = useMemo(() => query.data?.results ?? [], [query.data]);
  useEffect(() => onRows(rows), [rows, onRows]);
  const selection = useRowSelection({ rows, getRowId: (f) => f.id });
  const actions = useMediaFileActions({
    disableFailure: 'detail-or-create',
    canDelete: true,
    disableVerb: 'disable',
  });
  const columns = useMemo(() => offlineFileColumns(actions.handlers, tab === 'sme'), [actions.handlers, tab]);

  return (
    <>
      <DataTable
        aria-label={T.offlineFiles.tabs[tab]}
        rows={rows}
        columns={columns}
        getRowId={(f) => f.id}
        getRowLabel={(f) => f.original_file_name}
        isLoading={query.isPending}
        isFetching={query.isPlaceholderData}
        selection={selection}
        minWidth={tab === 'sme' ? 1080 : 960}
        toolbar={
          <ExportCsvButton
            path="files/export/"
            query={{ ...offlineFilesFilter(tab, partnerId), search: list.search || undefined }}
            fallbackName="files.csv"
          />
        }
        search={{ value: list.search, onChange: list.setSearch, placeholder: T.offlineFiles.search }}
        pagination={listPagination(list, query.data?.count ?? 0)}
      />
      {actions.dialog}
    </>
  );
}
