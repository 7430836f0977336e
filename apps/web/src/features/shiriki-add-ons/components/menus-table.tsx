import { useMemo, useState } from 'react';
import { ActionIcon, Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { TMenu } from '@ared/contract/menus';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table/data-table';
import { TruncatedText } from '../../../components/data-table/truncated-text';
import type { DataTableColumn } from '../../../components/data-table/types';
import { useListParams } from '../../../components/data-table/use-list-params';
import { serverMessage } from '../../../lib/api-error';
import { formatListDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useDeleteMenu } from '../api/delete-menu';
import { useMenus } from '../api/get-menus';
import { openMenu } from '../api/open-menu';
import { SHIRIKI_TEXTS as T } from '../texts';
import { listPagination } from '../../../components/data-table/list-pagination';
import { HoverTooltip } from '../../../components/hover-tooltip';

const M = T.menus;

const open = (menu: TMenu) =>
  void openMenu(menu.id).catch((error: unknown) => notify.error(serverMessage(error) ?? M.openFailed));

const menuColumns = (onDelete: (m: TMenu) => void): DataTableColumn<TMenu>[] => [
  {
    id: 'realm',
    header: M.columns.realm,
    render: (m) => <TruncatedText maw={200}>{m.realm.name}</TruncatedText>,
  },
  {
    id: 'type',
    header: M.columns.type,
    render: (m) => (
      <Badge variant="light" tt="none">
        {T.menuTypeLabels[m.menu_type]}
      </Badge>
    ),
  },
  {
    id: 'file',
    header: M.columns.file,
    render: (m) => (
      <Anchor
        component="button"
        type="button"
        size="sm"
        aria-label={M.view(m.original_file_name)}
        onClick={() => open(m)}
      >
        <TruncatedText maw={220}>{m.original_file_name}</TruncatedText>
      </Anchor>
    ),
  },
  {
    id: 'created',
    header: M.columns.created,
    priority: 2,
    render: (m) => <Text size="sm">{formatListDateTime(m.created) ?? '—'}</Text>,
  },
  {
    id: 'actions',
    header: M.columns.actions,
    align: 'right',
    render: (m) => (
      <Group justify="flex-end">
        <HoverTooltip label={M.delete(m.original_file_name)} withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={M.delete(m.original_file_name)}
            onClick={() => onDelete(m)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </HoverTooltip>
      </Group>
    ),
  },
];

/** The partner's food and drink menus (GET food-drink-menu/?realm__partner={id}) with delete. */
export function MenusTable({ partnerId }: { partnerId: number }) {
  const list = useListParams({ inUrl: false });
  const query = useMenus({ realm__partner: partnerId, page: list.page, page_size: list.pageSize }, true);
  const [pending, setPending] = useState<TMenu | null>(null);
  const remove = useDeleteMenu();
  const columns = useMemo(() => menuColumns(setPending), []);

  const confirm = async () => {
    if (!pending) return;
    try {
      await remove.mutateAsync(pending.id);
      notify.success(T.deleted);
    } catch (error) {
      notify.error(serverMessage(error) ?? T.deleteFailed);
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {M.heading}
      </Title>
      <DataTable
        aria-label={M.heading}
        rows={query.data?.results ?? []}
        columns={columns}
        getRowId={(m) => m.id}
        isLoading={query.isPending}
        isFetching={query.isPlaceholderData}
        emptyText={M.empty}
        minWidth={640}
        pagination={listPagination(list, query.data?.count ?? 0)}
      />
      <ConfirmDialog
        opened={pending !== null}
        title={M.confirmTitle}
        message={pending ? M.confirmMessage(pending.original_file_name) : undefined}
        confirmLabel={M.confirm}
        cancelLabel={M.cancel}
        isDanger
        isLoading={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </Stack>
  );
}
