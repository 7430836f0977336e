import { useMemo, useState } from 'react';
import { ActionIcon, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { TMediaCategory } from '@ared/contract/media';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table/data-table';
import { TruncatedText } from '../../../components/data-table/truncated-text';
import type { DataTableColumn } from '../../../components/data-table/types';
import type { ListParams } from '../../../components/data-table/use-list-params';
import { useRowSelection } from '../../../components/data-table/use-row-selection';
import { formatListDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useDeleteMediaCategory } from '../api/delete-media-category';
import { useMediaCategories } from '../api/get-media-categories';
import { MEDIA_PAGE_TEXTS as T } from '../texts';
import { listPagination } from '../../../components/data-table/list-pagination';
import { HoverTooltip } from '../../../components/hover-tooltip';

const C = T.categoryColumns;

const categoryColumns = (onDelete: (c: TMediaCategory) => void): DataTableColumn<TMediaCategory>[] => [
  {
    id: 'name',
    header: C.name,
    render: (c) => (
      <TruncatedText fw={600} maw={260}>
        {c.name}
      </TruncatedText>
    ),
  },
  {
    id: 'realm',
    header: C.realm,
    render: (c) => <TruncatedText maw={220}>{c.linked_realm.name}</TruncatedText>,
  },
  {
    id: 'created',
    header: C.created,
    priority: 2,
    render: (c) => <Text size="sm">{formatListDateTime(c.created) ?? '—'}</Text>,
  },
  {
    id: 'actions',
    header: C.actions,
    align: 'right',
    render: (c) => (
      <HoverTooltip label={T.actions.deleteOf(c.name)} withArrow>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={T.actions.deleteOf(c.name)}
          onClick={() => onDelete(c)}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </HoverTooltip>
    ),
  },
];

type Props = { partnerId: number; list: ListParams };

/** Realm Categories: GET categories/?realm__partner={id}; deleting one deletes its offline files. */
export function CategoriesTable({ partnerId, list }: Props) {
  const query = useMediaCategories({
    realm__partner: partnerId,
    search: list.search,
    page: list.page,
    page_size: list.pageSize,
  });
  const rows = query.data?.results ?? [];
  const selection = useRowSelection({ rows, getRowId: (c) => c.id });
  const [pending, setPending] = useState<TMediaCategory | null>(null);
  const remove = useDeleteMediaCategory();
  const columns = useMemo(() => categoryColumns(setPending), []);

  const confirm = async () => {
    if (!pending) return;
    try {
      await remove.mutateAsync(pending.id);
      notify.success(T.categoryDeleted);
    } catch {
      notify.error(T.categoryDeleteFailed);
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <DataTable
        aria-label={T.offlineFiles.tabs.categories}
        rows={rows}
        columns={columns}
        getRowId={(c) => c.id}
        getRowLabel={(c) => c.name}
        isLoading={query.isPending}
        isFetching={query.isPlaceholderData}
        selection={selection}
        minWidth={640}
        search={{ value: list.search, onChange: list.setSearch, placeholder: T.offlineFiles.search }}
        pagination={listPagination(list, query.data?.count ?? 0)}
      />
      <ConfirmDialog
        opened={pending !== null}
        title={T.confirm.categoryTitle}
        message={pending ? T.confirm.categoryMessage(pending.name) : undefined}
        confirmLabel={T.confirm.categoryConfirm}
        cancelLabel={T.confirm.cancel}
        isDanger
        isLoading={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
