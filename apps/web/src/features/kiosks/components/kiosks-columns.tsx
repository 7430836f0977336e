import { Badge, Button, Text } from '@mantine/core';
import type { TKiosk } from '@ared/contract/kiosks';
import type { DataTableColumn } from '../../../components/data-table/types';
import { formatListDateTime } from '../../../lib/format';
import { KIOSKS_TEXTS as T } from '../texts';

const C = T.columns;

type Actions = { onAssign: (kiosk: TKiosk) => void; onUnassign: (kiosk: TKiosk) => void };

/** The /kiosks columns (part 2 §2); Assigned To only where the tab asks for it. */
export const kioskColumns = ({
  withAssignedTo,
  onAssign,
  onUnassign,
}: Actions & { withAssignedTo: boolean }): DataTableColumn<TKiosk>[] => [
  {
    id: 'serial',
    header: C.serial,
    sortKey: 'serial_number',
    render: (k) => (
      <Text size="sm" fw={600}>
        {k.serial_number}
      </Text>
    ),
  },
  ...(withAssignedTo
    ? [
        {
          id: 'assigned_to',
          header: C.assignedTo,
          sortKey: 'assigned_to',
          render: (k: TKiosk) => <Text size="sm">{k.assigned_to?.full_name ?? '-'}</Text>,
        },
      ]
    : []),
  {
    id: 'status',
    header: C.status,
    priority: 2,
    render: (k) => (
      <Badge variant="light" color={k.functional ? 'green' : 'red'} tt="none">
        {k.functional ? T.functional : T.damaged}
      </Badge>
    ),
  },
  {
    id: 'router',
    header: C.hasRouter,
    priority: 2,
    render: (k) => (
      <Text size="sm">{k.kiosk_router ? `${T.yes} (${k.kiosk_router.serial_number})` : T.no}</Text>
    ),
  },
  {
    id: 'added',
    header: C.added,
    sortKey: 'created',
    priority: 3,
    render: (k) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatListDateTime(k.created) ?? '—'}
      </Text>
    ),
  },
  {
    id: 'action',
    header: C.action,
    align: 'right',
    render: (k) =>
      k.assigned_to ? (
        <Button size="xs" variant="light" color="red" onClick={() => onUnassign(k)}>
          {T.unassign}
        </Button>
      ) : (
        <Button size="xs" variant="light" onClick={() => onAssign(k)}>
          {T.assign}
        </Button>
      ),
  },
];
