import { Box, Group, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingFactory2, IconMapPin, IconTruckDelivery } from '@tabler/icons-react';
import type { TRouter } from '@ared/contract/routers';
import { locationKind, type LocationKind } from '../rules/router-row';
import { ROUTERS_TEXTS } from '../texts';
import { HoverTooltip } from '../../../components/hover-tooltip';

const T = ROUTERS_TEXTS;

const LOCATION_ICON: Record<LocationKind, { icon: typeof IconMapPin; color: string; label: string }> = {
  'in-transit': { icon: IconTruckDelivery, color: 'orange', label: T.locationKind.inTransit },
  manufacturer: { icon: IconBuildingFactory2, color: 'gray', label: T.locationKind.manufacturer },
  site: { icon: IconMapPin, color: 'brand', label: T.locationKind.site },
};

/** Location icon, serial number and the online/offline dot. */
export function RouterSerialCell({
  router,
}: {
  router: Pick<TRouter, 'serial_number' | 'location' | 'is_online'>;
}) {
  const kind = locationKind(router.location);
  const { icon: Icon, color, label } = LOCATION_ICON[kind];
  const status = router.is_online ? T.online : T.offline;
  return (
    <Group gap="xs" wrap="nowrap">
      <HoverTooltip label={label} withArrow>
        <ThemeIcon
          size={26}
          radius="xl"
          variant="light"
          color={color}
          // A div may carry a name only with a role (axe: aria-prohibited-attr).
          role="img"
          aria-label={label}
          data-location-kind={kind}
        >
          <Icon size={15} stroke={1.8} />
        </ThemeIcon>
      </HoverTooltip>
      <Text size="sm" fw={600} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {router.serial_number}
      </Text>
      <HoverTooltip label={status} withArrow>
        <Box
          component="span"
          role="img"
          aria-label={status}
          data-testid="online-dot"
          data-online={router.is_online}
          w={10}
          h={10}
          style={{
            borderRadius: '50%',
            flex: 'none',
            background: router.is_online ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-red-6)',
            boxShadow: router.is_online
              ? '0 0 0 3px var(--mantine-color-green-1)'
              : '0 0 0 3px var(--mantine-color-red-1)',
          }}
        />
      </HoverTooltip>
    </Group>
  );
}
