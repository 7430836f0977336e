import { ActionIcon, Badge, Group, Text } from '@mantine/core';
import { IconDownload, IconEyeOff, IconTrash } from '@tabler/icons-react';
import type { TMediaFile } from '@ared/contract/media';
import { TruncatedText } from '../../../components/data-table/truncated-text';
import type { DataTableColumn } from '../../../components/data-table/types';
import { formatListDateTime } from '../../../lib/format';
import { formatFileSize } from '../media-format';
import { MEDIA_PAGE_TEXTS as T } from '../texts';
import { HoverTooltip } from '../../../components/hover-tooltip';

const C = T.columns;
const A = T.actions;

export type MediaFileHandlers = {
  onDownload: (file: TMediaFile) => void;
  /** The spec's 'delete' of a listed file: it becomes Disabled and leaves the list. */
  onDisable: (file: TMediaFile) => void;
  /** Deletes the file and its bytes (Offline Files). */
  onDelete?: (file: TMediaFile) => void;
};

const nameColumn: DataTableColumn<TMediaFile> = {
  id: 'name',
  header: C.name,
  render: (f) => (
    <TruncatedText fw={600} maw="min(260px, 20vw)">
      {f.original_file_name || f.name}
    </TruncatedText>
  ),
};
const realmColumn: DataTableColumn<TMediaFile> = {
  id: 'realm',
  header: C.realm,
  render: (f) => <TruncatedText maw="min(200px, 16vw)">{f.realm_name}</TruncatedText>,
};
const smeColumn: DataTableColumn<TMediaFile> = {
  id: 'sme',
  header: C.sme,
  priority: 2,
  render: (f) => <TruncatedText maw="min(180px, 14vw)">{f.sme?.name ?? '—'}</TruncatedText>,
};
const categoryColumn: DataTableColumn<TMediaFile> = {
  id: 'category',
  header: C.category,
  priority: 2,
  render: (f) => <TruncatedText maw="min(160px, 12vw)">{f.category_name ?? '—'}</TruncatedText>,
};
const typeColumn: DataTableColumn<TMediaFile> = {
  id: 'file_type',
  header: C.fileType,
  render: (f) => (
    <Badge variant="light" color="blue" tt="none" miw="max-content">
      {f.file_type}
    </Badge>
  ),
};
const sizeColumn: DataTableColumn<TMediaFile> = {
  id: 'size',
  header: C.size,
  priority: 3,
  render: (f) => (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatFileSize(f.size)}
    </Text>
  ),
};
/**
 * A list date-time that may break after its comma and nowhere else: on a laptop the Offline Files table is a
 * few pixels wider than the page, and the time going under the date keeps every column (and the actions) in
 * view instead of a scroll bar.
 */
function ListDateTime({ value }: { value: string | null | undefined }) {
  const text = formatListDateTime(value);
  if (!text) return <Text size="sm">—</Text>;
  const [date, time] = text.split(', ');
  return (
    <Text size="sm">
      <span style={{ whiteSpace: 'nowrap' }}>{`${date},`}</span>{' '}
      <span style={{ whiteSpace: 'nowrap' }}>{time}</span>
    </Text>
  );
}

const createdColumn: DataTableColumn<TMediaFile> = {
  id: 'created',
  header: C.created,
  priority: 3,
  render: (f) => <ListDateTime value={f.created} />,
};
const statusColumn: DataTableColumn<TMediaFile> = {
  id: 'status',
  header: C.status,
  priority: 2,
  render: (f) => (
    <Badge
      variant="light"
      color={f.status === 'Enabled' ? 'green' : 'gray'}
      tt="none"
      miw="max-content"
      data-testid="status-badge"
    >
      {T.status[f.status]}
    </Badge>
  ),
};

const iconButton = (label: string, color: string, icon: React.ReactNode, onClick: () => void) => (
  <HoverTooltip label={label} withArrow>
    <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
      {icon}
    </ActionIcon>
  </HoverTooltip>
);

const downloadButton = (f: TMediaFile, h: MediaFileHandlers) =>
  iconButton(A.downloadOf(f.original_file_name), 'blue', <IconDownload size={18} />, () => h.onDownload(f));
const disableButton = (f: TMediaFile, h: MediaFileHandlers, label: (name: string) => string) =>
  iconButton(label(f.original_file_name), 'orange', <IconEyeOff size={18} />, () => h.onDisable(f));

/** All Media (part 2 §2): realm, file type, status, download, delete (the delete disables). */
export const allMediaColumns = (h: MediaFileHandlers): DataTableColumn<TMediaFile>[] => [
  // Ours, not one of the spec's columns: the first a phone drops.
  { ...nameColumn, priority: 3 },
  realmColumn,
  typeColumn,
  statusColumn,
  { id: 'download', header: C.download, align: 'center', render: (f) => downloadButton(f, h) },
  {
    id: 'delete',
    header: C.delete,
    align: 'center',
    render: (f) =>
      iconButton(A.deleteOf(f.original_file_name), 'red', <IconTrash size={18} />, () => h.onDisable(f)),
  },
];

/** Offline Files' media tabs: the file's realm (and SME), category, type, size, dates and its actions. */
export const offlineFileColumns = (h: MediaFileHandlers, withSme: boolean): DataTableColumn<TMediaFile>[] => [
  nameColumn,
  { ...realmColumn, priority: 2 },
  ...(withSme ? [smeColumn] : []),
  categoryColumn,
  typeColumn,
  sizeColumn,
  createdColumn,
  statusColumn,
  {
    id: 'actions',
    header: C.actions,
    align: 'right',
    render: (f) => (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        {downloadButton(f, h)}
        {disableButton(f, h, A.disableOf)}
        {h.onDelete &&
          iconButton(A.deleteOf(f.original_file_name), 'red', <IconTrash size={18} />, () => h.onDelete?.(f))}
      </Group>
    ),
  },
];

/** The realm details page's Offline Files tab: the realm's enabled files, download and delete. */
export const realmFileColumns = (h: MediaFileHandlers): DataTableColumn<TMediaFile>[] => [
  nameColumn,
  categoryColumn,
  typeColumn,
  sizeColumn,
  createdColumn,
  {
    id: 'actions',
    header: C.actions,
    align: 'right',
    render: (f) => (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        {downloadButton(f, h)}
        {iconButton(A.deleteOf(f.original_file_name), 'red', <IconTrash size={18} />, () => h.onDisable(f))}
      </Group>
    ),
  },
];
