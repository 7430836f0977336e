import { VOUCHER_PAGE_SIZES } from '@ared/contract/voucher-texts';
import { DataTable, type DataTableProps } from '../../../components/data-table/data-table';
import type { ListParams } from '../../../components/data-table/use-list-params';
import { PageError } from './page-error';
import { listPagination } from '../../../components/data-table/list-pagination';

type ServiceListQuery = {
  data?: { pagination: { total_count: number } } | undefined;
  isError: boolean;
  isPending: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

type Props<T> = Pick<
  DataTableProps<T>,
  | 'rows'
  | 'columns'
  | 'getRowId'
  | 'emptyText'
  | 'minWidth'
  | 'getRowLabel'
  | 'search'
  | 'toolbar'
  | 'selection'
  | 'bulkActions'
> & {
  label: string;
  /** The spec's page error of this list. */
  errorText: string;
  list: ListParams;
  query: ServiceListQuery;
};

/**
 * One list of the voucher service (vouchers or sessions): its page error, and the table paged by the
 * service's `pagination` in 10, 25 or 50 rows. A list that failed with nothing to show has the error alone,
 * not an empty table under it.
 */
export function ServiceListTable<T>({ label, errorText, list, query, ...table }: Props<T>) {
  return (
    <>
      {query.isError && <PageError message={errorText} onRetry={() => void query.refetch()} />}
      {!(query.isError && !query.data) && (
        <DataTable
          aria-label={label}
          {...table}
          isLoading={query.isPending}
          isFetching={query.isPlaceholderData}
          pagination={{
            ...listPagination(list, query.data?.pagination.total_count ?? 0),
            pageSizeOptions: VOUCHER_PAGE_SIZES,
          }}
        />
      )}
    </>
  );
}
