import { Box, Button, Group, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TRouter } from '@ared/contract/routers';
import type { DataTableColumn } from '../../../components/data-table/types';
import { REALM_DETAILS_TEXTS, REALMS_TEXTS } from '../texts';
import { HoverTooltip } from '../../../components/hover-tooltip';

const T = REALM_DETAILS_TEXTS.routers;

function OnlineDot({ isOnline }: { isOnline: boolean }) {
  const label = isOnline ? T.online : T.offline;
  return (
    <HoverTooltip label={label}>
      <Box
        component="span"
        role="img"
        aria-label={label}
        w={8}
        h={8}
        display="inline-block"
        style={{ borderRadius: '50%', flex: 'none' }}
        bg={isOnline ? 'brand.6' : 'gray.5'}
      />
    </HoverTooltip>
  );
}

/** Routers of a realm (and routers without one): serial with online dot, SSID, location, view. */
export const realmRoutersColumns: DataTableColumn<TRouter>[] = [
  {
    id: 'serial',
    header: T.columns.serial,
    sortKey: 'serial_number',
    render: (r) => (
      <Group gap={8} wrap="nowrap">
        <Text size="sm" fw={600}>
          {r.serial_number}
        </Text>
        <OnlineDot isOnline={r.is_online} />
      </Group>
    ),
  },
  { id: 'ssid', header: T.columns.ssid, sortKey: 'ssid', render: (r) => r.ssid ?? REALMS_TEXTS.none },
  {
    id: 'location',
    header: T.columns.location,
    sortKey: 'location_name',
    render: (r) => r.location_name ?? REALMS_TEXTS.none,
  },
  {
    id: 'action',
    header: T.columns.action,
    render: (r) => (
      <Button
        component={Link}
        to={`/router-details/${r.id}`}
        size="xs"
        variant="light"
        leftSection={<IconEye size={14} />}
        aria-label={T.viewRouter(r.serial_number)}
      >
        {T.view}
      </Button>
    ),
  },
];
