import { useMemo, useState } from 'react';
import { ActionIcon, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import type { TApk } from '@ared/contract/apks';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table/data-table';
import { TruncatedText } from '../../../components/data-table/truncated-text';
import type { DataTableColumn } from '../../../components/data-table/types';
import { useListParams } from '../../../components/data-table/use-list-params';
import { serverMessage } from '../../../lib/api-error';
import { formatListDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useCan } from '../../../lib/use-can';
import { useDeleteApk } from '../api/delete-apk';
import { downloadApk } from '../api/download-apk';
import { useRecentApks } from '../api/get-apks';
import { pageOfRows } from '../apk-rules';
import { APPS_TEXTS as T } from '../texts';
import { listPagination } from '../../../components/data-table/list-pagination';
import { HoverTooltip } from '../../../components/hover-tooltip';

const C = T.columns;
/** Narrower on a phone, so the type's badge keeps its words. */
const NAME_WIDTH = 'min(260px, 38vw)';

const download = (apk: TApk) =>
  void downloadApk(apk).catch((error: unknown) => notify.error(serverMessage(error) ?? T.downloadFailed));

const apkColumns = (onDelete: ((apk: TApk) => void) | null): DataTableColumn<TApk>[] => [
  {
    id: 'name',
    header: C.name,
    render: (apk) => (
      <Stack gap={0}>
        <TruncatedText maw={NAME_WIDTH} fw={600}>
          {apk.name}
        </TruncatedText>
        <TruncatedText maw={NAME_WIDTH} size="xs" c="dimmed">
          {`${apk.package_name} · ${T.version(apk.version_name, apk.version_code)}`}
        </TruncatedText>
      </Stack>
    ),
  },
  {
    id: 'type',
    header: C.type,
    render: (apk) => (
      <Badge variant="light" tt="none">
        {apk.apk_type}
      </Badge>
    ),
  },
  {
    id: 'added',
    header: C.added,
    priority: 2,
    render: (apk) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatListDateTime(apk.created) ?? '—'}
      </Text>
    ),
  },
  {
    id: 'action',
    header: C.action,
    align: 'right',
    render: (apk) => (
      <Group justify="flex-end" gap={4} wrap="nowrap">
        <HoverTooltip label={T.download(apk.name)} withArrow>
          <ActionIcon variant="subtle" aria-label={T.download(apk.name)} onClick={() => download(apk)}>
            <IconDownload size={18} />
          </ActionIcon>
        </HoverTooltip>
        {onDelete && (
          <HoverTooltip label={T.delete(apk.name)} withArrow>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={T.delete(apk.name)}
              onClick={() => onDelete(apk)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </HoverTooltip>
        )}
      </Group>
    ),
  },
];

/** Recent APKs (GET apks/), paged in the browser; delete (partner admins) asks first. */
export function ApksTable() {
  const list = useListParams({ inUrl: false });
  const query = useRecentApks();
  const isAdmin = useCan('admin');
  const [pending, setPending] = useState<TApk | null>(null);
  const remove = useDeleteApk();
  const columns = useMemo(() => apkColumns(isAdmin ? setPending : null), [isAdmin]);
  const all = query.data?.results ?? [];

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
        {T.recent}
      </Title>
      <DataTable
        aria-label={T.recent}
        rows={pageOfRows(all, list.page, list.pageSize)}
        columns={columns}
        getRowId={(apk) => apk.id}
        isLoading={query.isPending}
        emptyText={query.isError ? T.fetchFailed : undefined}
        minWidth={560}
        pagination={listPagination(list, all.length)}
      />
      <ConfirmDialog
        opened={pending !== null}
        title={T.confirmTitle}
        message={pending ? T.confirmMessage(pending.name) : undefined}
        confirmLabel={T.confirm}
        cancelLabel={T.cancel}
        isDanger
        isLoading={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </Stack>
  );
}
