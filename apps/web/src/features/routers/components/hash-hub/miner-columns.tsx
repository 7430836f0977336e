import { ActionIcon, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import type { TMiner } from '@ared/contract/miners';
import type { DataTableColumn } from '../../../../components/data-table/types';
import { formatMinerTime, minerAction } from '../../rules/miner';
import { ROUTERS_TEXTS } from '../../texts';
import { HoverTooltip } from '../../../../components/hover-tooltip';

const H = ROUTERS_TEXTS.hashHub;

const STATUS_COLOR: Record<TMiner['status'], string> = {
  inactive: 'gray',
  running: 'green',
  paused: 'yellow',
};
const ACTION_LABEL = { start: H.start, pause: H.pause, resume: H.resume } as const;

const time = (value: string | null) => (
  <Text size="sm" c={value ? undefined : 'dimmed'}>
    {formatMinerTime(value) ?? H.notSet}
  </Text>
);

type Handlers = {
  onChangeStatus: (miner: TMiner) => void;
  onRemove: (miner: TMiner) => void;
  pendingId: number | null;
};

/** router_ssid, mining_start_time, mining_end_time, status, action. */
export const minerColumns = ({
  onChangeStatus,
  onRemove,
  pendingId,
}: Handlers): DataTableColumn<TMiner>[] => [
  {
    id: 'router_ssid',
    header: H.columns.routerSsid,
    sortKey: 'router_ssid',
    render: (m) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {m.router_ssid || H.notSet}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {m.router_serial_number}
        </Text>
      </Stack>
    ),
  },
  {
    id: 'mining_start_time',
    header: H.columns.startTime,
    sortKey: 'mining_start_time',
    priority: 2,
    render: (m) => time(m.mining_start_time),
  },
  {
    id: 'mining_end_time',
    header: H.columns.endTime,
    sortKey: 'mining_end_time',
    priority: 2,
    render: (m) => time(m.mining_end_time),
  },
  {
    id: 'status',
    header: H.columns.status,
    sortKey: 'status',
    render: (m) => (
      <Badge variant="light" color={STATUS_COLOR[m.status]}>
        {H.status[m.status]}
      </Badge>
    ),
  },
  {
    id: 'action',
    header: H.columns.action,
    render: (m) => {
      const { action } = minerAction(m.status);
      return (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant={action === 'pause' ? 'light' : 'filled'}
            color={action === 'pause' ? 'yellow' : undefined}
            leftSection={action === 'pause' ? <IconPlayerPause size={14} /> : <IconPlayerPlay size={14} />}
            loading={pendingId === m.id}
            onClick={() => onChangeStatus(m)}
          >
            {ACTION_LABEL[action]}
          </Button>
          <HoverTooltip label={H.remove} withArrow>
            <ActionIcon
              variant="light"
              color="red"
              aria-label={`${H.remove}: ${m.router_serial_number}`}
              onClick={() => onRemove(m)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </HoverTooltip>
        </Group>
      );
    },
  },
];
