import { useMemo } from 'react';
import { Stack, Title } from '@mantine/core';
import type { TRealm } from '@ared/contract/realms';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { useMediaFiles } from '../api/get-media-files';
import { MEDIA_PAGE_TEXTS as T } from '../texts';
import { realmFileColumns } from './media-file-columns';
import { useMediaFileActions } from './use-media-file-actions';
import { listPagination } from '../../../components/data-table/list-pagination';

/** The realm details page's Offline Files tab: GET files/?realm={id}&status=Enabled, download and delete. */
export function RealmOfflineFilesTab({ record: realm }: { record: TRealm }) {
  // In state, not the URL: the realm page's own ?tab= is the only thing there.
  const list = useListParams({ inUrl: false });
  const query = useMediaFiles({
    realm: realm.id,
    status: 'Enabled',
    page: list.page,
    page_size: list.pageSize,
  });
  const actions = useMediaFileActions({ disableFailure: 'realm', canDelete: false, disableVerb: 'delete' });
  const columns = useMemo(() => realmFileColumns(actions.handlers), [actions.handlers]);
  return (
    <Stack gap="sm">
      <Title order={4}>{T.realmTab.heading}</Title>
      <DataTable
        aria-label={T.realmTab.heading}
        rows={query.data?.results ?? []}
        columns={columns}
        getRowId={(f) => f.id}
        isLoading={query.isPending}
        isFetching={query.isPlaceholderData}
        emptyText={query.isError ? T.realmTab.fetchFailed : T.realmTab.empty}
        minWidth={720}
        pagination={listPagination(list, query.data?.count ?? 0)}
      />
      {actions.dialog}
    </Stack>
  );
}
