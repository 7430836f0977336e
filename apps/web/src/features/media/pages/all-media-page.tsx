import { useMemo } from 'react';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFolderPlus, IconUpload } from '@tabler/icons-react';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page-header';
import { useAuthStore } from '../../../lib/auth-store';
import { useMediaFiles } from '../api/get-media-files';
import { allMediaColumns } from '../components/media-file-columns';
import { useMediaFileActions } from '../components/use-media-file-actions';
import { MEDIA_PAGE_TEXTS as T } from '../texts';
import { listPagination } from '../../../components/data-table/list-pagination';
import { AddMediaDialog, NewCategoryDialog } from '../components/media-dialogs';

/**
 * /file-media (part 2 §2): search and the enabled files with realm, file type, status, download and delete
 * (which disables); Add Media and New Category. An SME's user sees its SME's files (files/?realm__sme=, §6);
 * a partner's user, whom the original had no list for, sees all the partner's files.
 */
export function AllMediaPage() {
  const sme = useAuthStore((s) => s.user?.sme ?? null);
  const list = useListParams();
  const [isAddOpen, addModal] = useDisclosure(false);
  const [isCategoryOpen, categoryModal] = useDisclosure(false);
  const query = useMediaFiles({
    ...(sme ? { realm__sme: sme } : {}),
    status: 'Enabled',
    search: list.search,
    page: list.page,
    page_size: list.pageSize,
  });
  const rows = query.data?.results ?? [];
  const actions = useMediaFileActions({
    disableFailure: 'detail-or-create',
    canDelete: false,
    disableVerb: 'delete',
  });
  const columns = useMemo(() => allMediaColumns(actions.handlers), [actions.handlers]);

  return (
    <>
      <PageHeader
        title={T.allMedia.title}
        description={T.allMedia.description}
        actions={
          <>
            <Button variant="default" leftSection={<IconFolderPlus size={16} />} onClick={categoryModal.open}>
              {T.allMedia.newCategory}
            </Button>
            <Button leftSection={<IconUpload size={16} />} onClick={addModal.open}>
              {T.allMedia.addMedia}
            </Button>
          </>
        }
      />
      <DataTable
        aria-label={T.allMedia.tableLabel}
        rows={rows}
        columns={columns}
        getRowId={(f) => f.id}
        getRowLabel={(f) => f.original_file_name}
        isLoading={query.isPending}
        isFetching={query.isPlaceholderData}
        minWidth={760}
        search={{ value: list.search, onChange: list.setSearch, placeholder: T.allMedia.search }}
        pagination={listPagination(list, query.data?.count ?? 0)}
      />
      {actions.dialog}
      <AddMediaDialog opened={isAddOpen} onClose={addModal.close} variant="all-media" listed={rows} />
      <NewCategoryDialog
        opened={isCategoryOpen}
        onClose={categoryModal.close}
        successText={T.categoryCreated}
      />
    </>
  );
}
