import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TRouter } from '@ared/contract/routers';
import type { DataTableColumn } from '../../../components/data-table/types';
import { assignedTo, canEditRouter } from '../rules/router-row';
import { ROUTERS_TEXTS } from '../texts';
import { RouterSerialCell } from './router-serial-cell';
import { RouterUpdateStatus } from './router-update-status';
import { TruncatedText } from '../../../components/data-table/truncated-text';
import { HoverTooltip } from '../../../components/hover-tooltip';

const T = ROUTERS_TEXTS;
const C = T.columns;

const dash = (
  <Text span size="sm" c="dimmed">
    —
  </Text>
);

function AssignedTo({ router }: { router: TRouter }) {
  const owner = assignedTo(router);
  if (!owner) return dash;
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">{owner.name}</Text>
      {owner.isPartner && (
        <Badge size="xs" variant="light" color="gray" style={{ flex: 'none', overflow: 'visible' }}>
          {T.partnerTag}
        </Badge>
      )}
    </Group>
  );
}

/** Serial number, SSID, assigned to, OS version id, realm, location, update status, action. */
export const routerColumns = ({
  onEdit,
}: {
  onEdit: (router: TRouter) => void;
}): DataTableColumn<TRouter>[] => [
  {
    id: 'serial_number',
    header: C.serialNumber,
    sortKey: 'serial_number',
    render: (r) => <RouterSerialCell router={r} />,
  },
  {
    id: 'ssid',
    header: C.ssid,
    sortKey: 'ssid',
    priority: 2,
    render: (r) => (r.ssid ? <TruncatedText maw={160}>{r.ssid}</TruncatedText> : dash),
  },
  {
    id: 'assigned_to',
    header: C.assignedTo,
    sortKey: 'sme',
    priority: 2,
    render: (r) => <AssignedTo router={r} />,
  },
  {
    id: 'os_version_id',
    header: C.osVersionId,
    sortKey: 'os_version_id',
    priority: 3,
    render: (r) =>
      r.os_version_name || r.os_version_id ? (
        <Stack gap={0}>
          <Text size="sm">{r.os_version_name ?? '—'}</Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {r.os_version_id ?? '—'}
          </Text>
        </Stack>
      ) : (
        dash
      ),
  },
  {
    id: 'realm',
    header: C.realm,
    sortKey: 'realm',
    priority: 3,
    render: (r) =>
      r.realm ? (
        <TruncatedText maw={160}>{r.realm.name}</TruncatedText>
      ) : (
        <Text size="sm" c="dimmed" fs="italic">
          {T.noRealm}
        </Text>
      ),
  },
  {
    id: 'location',
    header: C.location,
    sortKey: 'location_name',
    priority: 3,
    render: (r) => (r.location_name ? <TruncatedText maw={160}>{r.location_name}</TruncatedText> : dash),
  },
  {
    id: 'update_status',
    header: C.updateStatus,
    priority: 2,
    render: (r) => <RouterUpdateStatus router={r} />,
  },
  {
    id: 'action',
    header: C.action,
    render: (r) => (
      <Group gap={4} wrap="nowrap">
        <HoverTooltip label={T.view} withArrow>
          <ActionIcon
            component={Link}
            to={`/router-details/${r.id}`}
            variant="light"
            aria-label={T.viewRouter(r.serial_number)}
          >
            <IconEye size={16} />
          </ActionIcon>
        </HoverTooltip>
        {canEditRouter(r) && (
          <HoverTooltip label={T.edit} withArrow>
            <ActionIcon
              variant="light"
              color="gray"
              aria-label={T.editRouter(r.serial_number)}
              onClick={() => onEdit(r)}
            >
              <IconPencil size={16} />
            </ActionIcon>
          </HoverTooltip>
        )}
      </Group>
    ),
  },
];
